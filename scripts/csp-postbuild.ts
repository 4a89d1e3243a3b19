/**
 * After `next build` (npm run build runs both): give every exported page its Content-Security-Policy.
 * For each .html under out/: hash its inline scripts, write the policy (app/csp.ts) with those hashes
 * into the page as its first <head> element, and record the header form of the policy in
 * out/csp-headers.json, which scripts/serve.mjs sends with the page. Safe to run again.
 *
 * Usage: tsx scripts/csp-postbuild.ts [out]
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { contentSecurityPolicy } from "../app/csp";
import { inlineScriptHashes, withCspMeta } from "./csp-html";

/** What scripts/serve.mjs reads: "/index.html" -> the policy to send as a header with it. */
export const CSP_HEADERS_FILE = "csp-headers.json";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export function applyCsp(root: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const files = htmlFiles(root);
  if (files.length === 0) throw new Error(`no .html files under ${root}/: run \`next build\` first`);
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const hashes = inlineScriptHashes(html);
    writeFileSync(file, withCspMeta(html, contentSecurityPolicy(hashes)));
    headers["/" + relative(root, file).split(sep).join("/")] = contentSecurityPolicy(hashes, { header: true });
  }
  writeFileSync(join(root, CSP_HEADERS_FILE), JSON.stringify(headers, null, 2) + "\n");
  return headers;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? "out";
  const headers = applyCsp(root);
  for (const [page, policy] of Object.entries(headers)) {
    const n = (policy.match(/'sha256-/g) ?? []).length;
    console.log(`csp: ${page}: ${n} inline script${n === 1 ? "" : "s"} hashed`);
  }
}
