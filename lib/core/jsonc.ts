/**
 * JSON with comments (JSONC), as VS Code and many agent configs accept it: `//` and block comments,
 * and trailing commas before `}` or `]`. Errors come back as values, never thrown.
 */

export type JsoncResult = { ok: true; value: unknown } | { ok: false; message: string };

/** Remove comments and trailing commas outside strings, keeping offsets roughly where they were. */
function stripJsonc(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 2;
      out += " ";
    } else if (c === ",") {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j])) j++;
      if (text[j] !== "}" && text[j] !== "]") out += c;
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

export function parseJsonc(text: string): JsoncResult {
  try {
    return { ok: true, value: JSON.parse(stripJsonc(text.replace(/^\uFEFF/, ""))) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
