// Which scripts an exported page runs and fetches, read with parse5 (the HTML standard's parser).
// Shared by the Content-Security-Policy step (scripts/csp-html.ts: which inline scripts run) and the
// size budget (.size-limit.mjs: which script files a first visit downloads). Plain JavaScript, not
// TypeScript, because size-limit loads its config with Node's own import(); types: page-scripts.d.mts.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "parse5";

/** <script type> values that run as script (absent or empty: classic JavaScript). */
export const SCRIPT_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))$/i;

/** Every element under `node`, in document order; <template> content too unless `templates` is false. */
export function* elements(node, templates = true) {
  if ("tagName" in node) yield node;
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elements(child, templates);
  // <template> content lives in its own fragment.
  if (templates && "content" in node && node.content) yield* elements(node.content, templates);
}

export const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;

/** A <link> that fetches a script ahead of use: rel=modulepreload, or rel=preload with as=script. */
function preloadsScript(el) {
  const rel = (attr(el, "rel") ?? "").toLowerCase().split(/\s+/);
  return rel.includes("modulepreload") || (rel.includes("preload") && attr(el, "as")?.trim().toLowerCase() === "script");
}

/**
 * The script URLs a current browser fetches when it loads `html`: each <script src> that runs (a script
 * type, and no `nomodule`: browsers with modules skip those) and each script preload, once, in document
 * order, without query or fragment. Scripts inside <template> never run, so they are not counted.
 */
export function loadedScriptUrls(html) {
  const out = new Set();
  for (const el of elements(parse(html), false)) {
    const script =
      el.tagName === "script" &&
      attr(el, "src") !== undefined &&
      attr(el, "nomodule") === undefined &&
      SCRIPT_TYPES.test((attr(el, "type") ?? "").trim());
    const url = script ? attr(el, "src") : el.tagName === "link" && preloadsScript(el) ? attr(el, "href") : undefined;
    if (url?.trim()) out.add(url.trim().replace(/[?#].*$/, ""));
  }
  return [...out];
}

/**
 * The files under `outDir` holding the scripts `page` (a file in `outDir`) loads. Throws when the page
 * is missing, a script is on another origin, or a script file is not in the export: a budget that
 * silently skipped a file would pass for the wrong reason.
 */
export function firstLoadFiles(outDir, page = "index.html") {
  const pagePath = join(outDir, page);
  if (!existsSync(pagePath)) throw new Error(`${pagePath} is missing: run \`npm run build\` first`);
  const pageDir = page.includes("/") ? page.slice(0, page.lastIndexOf("/") + 1) : "";
  return loadedScriptUrls(readFileSync(pagePath, "utf8")).map((url) => {
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url))
      throw new Error(`${page} loads ${url} from elsewhere; the budget counts only the export's own files`);
    const file = join(outDir, url.startsWith("/") ? decodeURIComponent(url) : pageDir + decodeURIComponent(url));
    if (!existsSync(file)) throw new Error(`${page} loads ${url}, which is not in ${outDir}`);
    return file;
  });
}
