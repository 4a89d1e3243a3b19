/**
 * Small helpers several profiles share. They hold no agent facts (names, separators, defaults):
 * those stay in each profile.
 */
import type { GlobGuard, GlobSite } from "../core/glob-guard";
import { readCandidate, type ReadOutcome } from "../core/read";
import type { Source, SourceStatus } from "../types";
import type { ProfileContext } from "./base";
import type { SourceLayer } from "../source-layers";

/**
 * Workspace-relative glob matching as Kiro and Windsurf document it (their matchers are closed): a
 * leading `./` or `/` is dropped, and a pattern without `/` matches a file name at any depth.
 */
export function relativeGlobsMatching(guard: GlobGuard, site: GlobSite, globs: string[], rel: string): string[] {
  return guard
    .limitList(globs, site)
    .filter((g) => guard.minimatch(rel, g.replace(/^(\.\/|\/)+/, ""), { dot: true, matchBase: !g.includes("/") }, site));
}

/** Say once per file that its markdown was read with the simplified scanner (lib/core/markdown-scan.ts). */
export function noteSimplifiedMarkdown(ctx: ProfileContext, path: string, why: string): void {
  ctx.diag({
    level: "warning",
    code: "markdown-simplified",
    path,
    message: `${path}: ${why}, so Rulescope read it with a simpler scanner (code fences, code spans and HTML comments only); @-references and comments may differ from the agent's reading near emphasis, links and indented code.`,
  });
}

/** Map a failed read to a Source status and reason. */
export function failedReadStatus(r: Exclude<ReadOutcome, { kind: "file" }>): { status: SourceStatus; reason: string } | null {
  switch (r.kind) {
    case "missing":
      return null;
    case "unreadable":
      return { status: "unreadable", reason: `${r.message}, so it is skipped.` };
    case "loop":
      return { status: "unreadable", reason: `It is a symlink loop, so it cannot be read and is skipped.` };
    case "not-a-file":
      return { status: "unreadable", reason: `${r.message}, so it is not a candidate.` };
  }
}

/**
 * failedReadStatus, with a dangling symlink reported too (as unreadable): for profiles that show such a
 * link to the user rather than leave it to the trace as a plain miss.
 */
export function failedReadStatusOrDangling(r: Exclude<ReadOutcome, { kind: "file" }>): { status: SourceStatus; reason: string } | null {
  if (r.kind === "missing" && r.dangling) return { status: "unreadable", reason: "It is a symlink to nothing (dangling), so it is skipped." };
  return failedReadStatus(r);
}

/** Record a read that did not produce a file (nothing for a plain miss: the trace has it). */
export function recordFailedRead(ctx: ProfileContext, r: Exclude<ReadOutcome, { kind: "file" }>, layer: SourceLayer): void {
  const s = failedReadStatus(r);
  if (s) ctx.source({ path: r.path, layer, status: s.status, reason: s.reason, bytes: 0, includedBytes: 0 });
}

/** Warn once per file that was not valid UTF-8 and was decoded with U+FFFD replacements. */
export function warnLossy(ctx: ProfileContext, r: Extract<ReadOutcome, { kind: "file" }>): void {
  if (!r.validUtf8)
    ctx.diag({ level: "warning", code: "file-invalid-utf8", path: r.path, message: `${r.path} is not valid UTF-8; invalid bytes were replaced with U+FFFD, as the agent does.` });
  if (r.binary)
    ctx.diag({ level: "warning", code: "file-binary", path: r.path, message: `${r.path} looks binary (it has NUL bytes); the agent still reads it as text.` });
}

export function shadowed(path: string, layer: SourceLayer, by: string, size: number, why = `${by} was found first`): Source {
  return { path, layer, status: "shadowed", reason: `Shadowed: ${why}.`, bytes: size, includedBytes: 0 };
}

/** A Source for a candidate that adds no text (not matched, disabled, unreadable...). */
export const noText = (path: string, layer: SourceLayer, status: SourceStatus, reason: string, bytes = 0): Source => ({
  path,
  layer,
  status,
  reason,
  bytes,
  includedBytes: 0,
});

/**
 * Read a whole candidate file. When it yields no text, the Source saying why goes to `note` (a dangling
 * link included, so a user sees it; a plain miss is left to the trace) and the result is null.
 */
export function readTextOrNote(ctx: ProfileContext, path: string, layer: SourceLayer, note: (s: Source) => void): { text: string; size: number } | null {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") {
    const s = failedReadStatusOrDangling(r);
    if (s) note(noText(path, layer, s.status, s.reason));
    return null;
  }
  warnLossy(ctx, r);
  return { text: r.text, size: r.size };
}
