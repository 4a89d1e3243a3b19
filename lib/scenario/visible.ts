/**
 * Names from untrusted input (scenario keys, zip entry names) shown in messages: characters that would
 * ring a bell, move the cursor, reorder the line (bidi controls) or not be text at all (unpaired
 * surrogates) are written as \uXXXX, so a message shows what the name holds instead of acting on it.
 */

// C0 and C1 controls, DEL, line/paragraph separators, bidi marks, embeddings, overrides and isolates,
// the BOM / zero-width no-break space, and unpaired surrogates.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]|\p{Cs}/gu;

const hex = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** `s` with invisible and unsafe characters written as \uXXXX (a backslash stays a backslash). */
export function visible(s: string): string {
  return s.replace(INVISIBLE, hex);
}

/**
 * Human output as a whole (a text report, a Markdown table): every invisible character escaped but the
 * line breaks the format itself writes. Names inside it must also go through visible(), so that a line
 * break a name holds cannot start a line of its own (`::warning::` in a CI log).
 */
export function visibleLines(s: string): string {
  return s.replace(INVISIBLE, (c) => (c === "\n" ? c : hex(c)));
}

/** `s` in double quotes for a message: invisible characters escaped, `"` and `\` escaped as in JSON. */
export function quoted(s: string): string {
  return `"${s.replace(/["\\]/g, (c) => `\\${c}`).replace(INVISIBLE, hex)}"`;
}

/** A long name shortened for a message: its start and end, with the middle left out. */
export function shortened(s: string, max = 120): string {
  if (s.length <= max) return s;
  const half = Math.floor((max - 1) / 2);
  return `${s.slice(0, half)}…${s.slice(s.length - half)}`;
}
