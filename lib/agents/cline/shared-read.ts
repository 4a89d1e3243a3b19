/** Reading one Cline rule file, and the Source records both variants write. */
import { utf8Length } from "../../core/bytes";
import { readCandidate } from "../../core/read";
import type { Source, SourceStatus } from "../../types";
import type { ProfileContext } from "../base";
import { failedReadStatus, warnLossy } from "../shared";
import type { SourceLayer } from "../../source-layers";

export interface RuleText {
  path: string;
  text: string;
  size: number;
}

/** The file's text (Node's readFile "utf8": lossy), or a Source saying why there is none; null when missing. */
export function readRuleText(ctx: ProfileContext, path: string, layer: SourceLayer): RuleText | Source | null {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") {
    const s = failedReadStatus(r);
    return s ? { path, layer, status: s.status, reason: s.reason, bytes: 0, includedBytes: 0 } : null;
  }
  warnLossy(ctx, r);
  return { path, text: r.text, size: r.size };
}

export const isSource = (x: RuleText | Source): x is Source => "status" in x;

export function note(path: string, layer: SourceLayer, status: SourceStatus, reason: string, bytes = 0): Source {
  return { path, layer, status, reason, bytes, includedBytes: 0 };
}

/** Bytes of `kept` that reach the prompt, never more than the file has. */
export function keptBytes(kept: string, size: number): number {
  return Math.min(utf8Length(kept), size);
}
