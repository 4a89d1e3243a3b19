/**
 * Roo Code builds its text as strings and trims some of them whole (loadRuleFiles' result): kept here
 * as segments (frame text, or a file's text with its path) so a trim can cut across them.
 */
export interface Seg {
  text: string;
  /** Set for a file's own text; unset for Roo's headings and separators. */
  path?: string;
}

/** String.prototype.trim() over the joined segments, keeping each segment's kind. */
export function trimSegs(segs: Seg[]): Seg[] {
  const out = segs.map((s) => ({ ...s }));
  for (let i = 0; i < out.length; i++) {
    out[i].text = out[i].text.trimStart();
    if (out[i].text !== "") break;
  }
  for (let i = out.length - 1; i >= 0; i--) {
    out[i].text = out[i].text.trimEnd();
    if (out[i].text !== "") break;
  }
  return out.filter((s) => s.text !== "");
}
