/**
 * The HTML side of the Content-Security-Policy (policy itself: app/csp.ts): the SHA-256 of each
 * inline script of a page, as the browser computes it, and the page with the policy as the first
 * element of its <head>. Parsed with parse5 (the HTML standard's parser), so a script's text is what
 * the browser hashes: line endings normalised, no entity decoding.
 */
import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { attr, elements, SCRIPT_TYPES } from "./page-scripts.mjs";

type Element = DefaultTreeAdapterMap["element"];

function textOf(el: Element): string {
  return el.childNodes.map((c) => ("value" in c && c.nodeName === "#text" ? c.value : "")).join("");
}

const isCspMeta = (el: Element) => el.tagName === "meta" && attr(el, "http-equiv")?.trim().toLowerCase() === "content-security-policy";

/** Base64 SHA-256 digests of the inline scripts that run (no src, a script type), in document order, unique. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const el of elements(parse(html))) {
    if (el.tagName !== "script" || attr(el, "src") !== undefined) continue;
    if (!SCRIPT_TYPES.test((attr(el, "type") ?? "").trim())) continue;
    out.add(createHash("sha256").update(textOf(el), "utf8").digest("base64"));
  }
  return [...out];
}

/**
 * `html` with `policy` as its only CSP meta tag, placed first in <head> (after a leading
 * <meta charset>), so it governs every script the parser meets. Running it again replaces the tag.
 */
export function withCspMeta(html: string, policy: string): string {
  if (/["<>&]/.test(policy)) throw new Error(`a policy cannot contain " < > or &: ${policy}`);
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(doc)];
  const head = all.find((el) => el.tagName === "head");
  const headStart = head?.sourceCodeLocation?.startTag?.endOffset;
  if (!head || headStart === undefined) throw new Error("the page has no <head> start tag to put the policy in");
  const first = head.childNodes.find((n): n is Element => "tagName" in n);
  const charset = first?.tagName === "meta" && attr(first, "charset") !== undefined ? first.sourceCodeLocation?.endOffset : undefined;
  const at = charset ?? headStart;
  // Cut old tags out from the end, so earlier offsets stay valid; then insert.
  const cuts = all
    .filter(isCspMeta)
    .map((el) => el.sourceCodeLocation!)
    .sort((a, b) => b.startOffset - a.startOffset);
  let out = html;
  let insertAt = at;
  for (const c of cuts) {
    out = out.slice(0, c.startOffset) + out.slice(c.endOffset);
    if (c.endOffset <= insertAt) insertAt -= c.endOffset - c.startOffset;
  }
  return `${out.slice(0, insertAt)}<meta http-equiv="Content-Security-Policy" content="${policy}"/>${out.slice(insertAt)}`;
}
