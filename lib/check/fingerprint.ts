/**
 * A finding's fingerprint: the same for the same finding across runs and unrelated edits (no line
 * number or other digit in it), different for another code, file, agent set or headline. SARIF's
 * partialFingerprints and `check --baseline` use it. Taken from a finding as `check` returns it, whose
 * headline names paths relative to the root: a baseline recorded on one machine holds on another.
 */
import { headlineOf } from "./causes";
import type { Finding } from "./types";

/** FNV-1a, 64-bit, as hex: a short stable key (not a security hash). */
function fnv1a(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(text)) h = BigInt.asUintN(64, (h ^ BigInt(b)) * 0x100000001b3n);
  return h.toString(16).padStart(16, "0");
}

/** `path` is the finding's path as the repository names it (relative to the checked root). */
export const fingerprint = (f: Finding, path: string): string =>
  fnv1a([f.code, path, [...f.agents].sort().join(","), headlineOf(f).replace(/\d+/g, "#")].join("\u0000"));
