/**
 * Rust's string and path semantics where they differ from JavaScript's, because Codex is written
 * in Rust: `str::trim` uses Unicode White_Space (it keeps U+FEFF and drops U+0085, unlike JS trim),
 * and `Path::join` with an absolute argument replaces the base instead of appending to it.
 */
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
