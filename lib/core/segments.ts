/**
 * Text built as a list of segments that remember which file they came from (path) or that they are
 * the agent's own frame (no path). Agents that trim and rewrite whole strings (Gemini CLI's `.trim()`
 * and the `\n{3,}` collapse of its system prompt) run those steps on segments, which keeps attribution.
 */
import { Composer } from "./compose";
import { utf8Length } from "./bytes";

export interface Seg {
  text: string;
  path?: string;
}

export type Segs = Seg[];

export const frame = (text: string): Seg => ({ text });
export const content = (text: string, path: string): Seg => ({ text, path });

export const segsText = (segs: Segs): string => segs.map((s) => s.text).join("");

/** String.prototype.trim over segments (JS `\s` is trim's whitespace set). */
export function trimSegs(segs: Segs): Segs {
  const out = segs.map((s) => ({ ...s }));
  for (const s of out) {
    s.text = s.text.trimStart();
    if (s.text !== "") break;
  }
  for (let i = out.length - 1; i >= 0; i--) {
    // trimEnd, not /\s+$/: the regex retries every start in a long whitespace run (quadratic).
    out[i].text = out[i].text.trimEnd();
    if (out[i].text !== "") break;
  }
  return out.filter((s) => s.text !== "");
}

/** `text.replace(/\n{3,}/g, "\n\n")` across segments: the first two newlines of a run stay where they were. */
export function collapseNewlines(segs: Segs): Segs {
  let run = 0;
  return segs
    .map((s) => {
      let text = "";
      for (const ch of s.text) {
        if (ch === "\n") {
          run++;
          if (run <= 2) text += ch;
        } else {
          run = 0;
          text += ch;
        }
      }
      return { ...s, text };
    })
    .filter((s) => s.text !== "");
}

export function writeSegs(c: Composer, segs: Segs): Composer {
  for (const s of segs) {
    if (s.path === undefined) c.frame(s.text);
    else c.content(s.text, s.path);
  }
  return c;
}

/** UTF-8 bytes of each file's own text in the segments. */
export function bytesByPath(segs: Segs): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of segs) if (s.path !== undefined) out.set(s.path, (out.get(s.path) ?? 0) + utf8Length(s.text));
  return out;
}
