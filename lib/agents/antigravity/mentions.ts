/**
 * `@path` references inside rule files. Docs (Rules, "@ Mentions"): a relative path resolves from the
 * rule file's folder; an absolute one is tried as a real absolute path first, then under the
 * workspace. The referenced file's text joins the context (a 3p live test saw it inlined); Rulescope
 * follows one level, so a referenced file's own references stay as written (inferred).
 */
import { meantAsFile } from "../../core/file-reference";
import { dirname, join, normalize } from "../../core/paths";
import type { ProfileContext } from "../base";

/** `@token` at the start of a line or after a space or bracket; trailing punctuation is dropped. */
const REF = /(?:^|[\s(])@([^\s`'"<>()[\]]+)/g;

/** Lines inside ``` fences are code, not references. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split("\n").filter((l) => {
    if (/^\s*(```|~~~)/.test(l)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

export interface Reference {
  token: string;
  path: string;
}

/** The file references of `text` (a file at `from`), in order, each resolved to one path. */
export function references(ctx: ProfileContext, text: string, from: string): Reference[] {
  const out: Reference[] = [];
  for (const line of proseLines(text))
    for (const m of line.matchAll(REF)) {
      const token = m[1].replace(/[.,;:!?]+$/, "");
      if (!meantAsFile(token)) continue;
      out.push({ token, path: resolveRef(ctx, token, from) });
    }
  return out;
}

function resolveRef(ctx: ProfileContext, token: string, from: string): string {
  if (!token.startsWith("/")) return normalize(join(dirname(from), token));
  const abs = normalize(token);
  return ctx.fs.lstat(abs).ok ? abs : normalize(join(ctx.input.cwd, token));
}
