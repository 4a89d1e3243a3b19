/**
 * What every finding family (families/) builds with: a finding at its code's severity, the tree's
 * texts read once per check, and the small text helpers they share.
 */
import { decodeLossy, encodeUtf8 } from "../core/bytes";
import { isWithin } from "../core/paths";
import type { FsPort } from "../fs/port";
import { CHECK_CODES, type CheckCode, type Severity } from "./codes";
import type { Finding } from "./types";

const ORDER: Severity[] = ["info", "warning", "error"];
export const lower = (a: Severity, b: Severity): Severity => (ORDER.indexOf(a) < ORDER.indexOf(b) ? a : b);

export function finding(
  code: CheckCode,
  run: { agent: string; cwd?: string },
  path: string,
  message: string,
  extra: Partial<Finding> = {},
): Finding {
  return { code, severity: CHECK_CODES[code].severity, agents: [run.agent], cwds: run.cwd ? [run.cwd] : [], path, message, ...extra };
}

/** Text of tree files, read once per check (for line numbers and paragraphs). */
export class TextCache {
  private readonly texts = new Map<string, string | null>();
  constructor(private readonly fs: FsPort) {}
  get(path: string): string | null {
    if (!this.texts.has(path)) {
      const r = this.fs.readFile(path);
      this.texts.set(path, r.ok ? decodeLossy(r.value).text : null);
    }
    return this.texts.get(path)!;
  }
}

/** 1-based line holding the UTF-8 byte at `offset` of `text`. */
export function lineAtByte(text: string, offset: number): number {
  const bytes = encodeUtf8(text);
  let line = 1;
  for (let i = 0; i < Math.min(offset, bytes.length); i++) if (bytes[i] === 10) line++;
  return line;
}

/** Whitespace runs as one space, trimmed: text compared across files that wrap or indent it differently. */
export const squash = (s: string): string => s.replace(/\s+/g, " ").trim();

/** Severity as configured, "off" dropping the finding. */
export function applySeverity(f: Finding, severity: Partial<Record<CheckCode, Severity | "off">> | undefined): Finding | null {
  const s = severity?.[f.code];
  if (s === "off") return null;
  return s ? { ...f, severity: s } : f;
}

export const underRoot = (root: string) => (f: Finding) => isWithin(f.path, root);
