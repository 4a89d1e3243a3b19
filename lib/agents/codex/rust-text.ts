/**
 * Rust's string and path semantics where they differ from JavaScript's, because Codex is written
 * in Rust (and what it warns of in text it reads anyway): `str::trim` uses Unicode White_Space (it keeps U+FEFF and drops U+0085, unlike JS trim),
 * and `Path::join` with an absolute argument replaces the base instead of appending to it.
 */
import type { ProfileContext } from "../base";
import { join, normalize } from "../../core/paths";

const RUST_WHITESPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

export function rustTrim(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && RUST_WHITESPACE.test(s[start])) start++;
  while (end > start && RUST_WHITESPACE.test(s[end - 1])) end--;
  return s.slice(start, end);
}

export const isRustBlank = (s: string): boolean => rustTrim(s) === "";

/** `dir.join(name)`: an absolute name wins; an empty name is the directory itself. */
export function rustJoin(dir: string, name: string): string {
  return name.startsWith("/") ? normalize(name) : join(dir, name);
}

/**
 * Codex reads a file with invalid UTF-8 or NUL bytes as text all the same; what it warns of (invalid
 * UTF-8 only where `utf8Warns`: the behaviour decides).
 */
export function warnOddText(ctx: ProfileContext, path: string, r: { validUtf8: boolean; binary: boolean }, utf8Warns: boolean): void {
  if (!r.validUtf8 && utf8Warns)
    ctx.diag({
      level: "warning",
      code: "file-invalid-utf8",
      path,
      message: `${path} is not valid UTF-8; Codex warns at startup and replaces the invalid bytes with U+FFFD.`,
    });
  if (r.binary)
    ctx.diag({
      level: "warning",
      code: "file-binary",
      path,
      message: `${path} looks binary (it has NUL bytes); Codex still reads it as text.`,
    });
}
