// A small dependency-free static server for the `next build` export (out/).
// Usage: node scripts/serve.mjs <root> <port> [<base path>]   (binds 127.0.0.1 only)
// With a base path (/rulescope), the export answers only under it, as GitHub Pages serves a project
// (build it with RULESCOPE_BASE_PATH set to the same path).
// `/x` tries x, x.html, x/index.html, then answers 404 with 404.html. Paths that leave the root,
// through `..` or a symlink, are refused.
// Each page goes out with its Content-Security-Policy header from <root>/csp-headers.json, which
// scripts/csp-postbuild.ts writes after `next build` (`npm run build` runs both). A page the file
// does not list is not served: without the step the export would have no policy at all.
import { createServer } from "node:http";
import { readFileSync, realpathSync, statSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";

const [rootArg = "out", portArg = "3000", baseArg = ""] = process.argv.slice(2);
const base = baseArg.replace(/\/+$/, "");
const port = Number(portArg);
let root;
try {
  root = realpathSync(resolve(rootArg));
} catch {
  console.error(`serve: ${rootArg}/ not found; run \`npx next build\` first.`);
  process.exit(1);
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};

/** The real path of a regular file inside root, or null (missing, a directory, or outside root). */
function fileInRoot(path) {
  try {
    const real = realpathSync(path);
    if (real !== root && !real.startsWith(root + sep)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** The header policy for a page (read on every request: a rebuild may change the hashes). */
function pagePolicy(file) {
  try {
    const policies = JSON.parse(readFileSync(join(root, "csp-headers.json"), "utf8"));
    const key = "/" + relative(root, file).split(sep).join("/");
    return Object.hasOwn(policies, key) && typeof policies[key] === "string" ? policies[key] : null;
  } catch {
    return null;
  }
}

function send(res, status, file, headOnly) {
  const headers = {
    "Content-Type": TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-cache",
  };
  if (extname(file).toLowerCase() === ".html") {
    const policy = pagePolicy(file);
    if (!policy)
      return plain(
        res,
        500,
        "This page has no Content-Security-Policy yet: run `npm run build` (next build, then scripts/csp-postbuild.ts).\n",
      );
    headers["Content-Security-Policy"] = policy;
  }
  const body = readFileSync(file);
  res.writeHead(status, { ...headers, "Content-Length": body.length });
  res.end(headOnly ? undefined : body);
}

function plain(res, status, text) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
  res.end(text);
}

const server = createServer((req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "Method Not Allowed\n");
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  } catch {
    return plain(res, 400, "Bad Request\n");
  }
  if (pathname.includes("\0")) return plain(res, 400, "Bad Request\n");
  if (base !== "") {
    if (pathname !== base && !pathname.startsWith(base + "/"))
      return plain(res, 404, `Not Found: the playground is served under ${base}/\n`);
    pathname = pathname.slice(base.length) || "/";
  }
  const target = join(root, pathname);
  if (target !== root && !target.startsWith(root + sep)) return plain(res, 403, "Forbidden\n");
  const headOnly = req.method === "HEAD";
  for (const candidate of [target, `${target}.html`, join(target, "index.html")]) {
    const file = fileInRoot(candidate);
    if (file) return send(res, 200, file, headOnly);
  }
  const notFound = fileInRoot(join(root, "404.html"));
  if (notFound) return send(res, 404, notFound, headOnly);
  plain(res, 404, "Not Found\n");
});

server.listen(port, "127.0.0.1", () => console.log(`serving ${root} at http://127.0.0.1:${port}${base}/`));
