/**
 * Reading the discovered project docs under the shared project_doc_max_bytes budget: each doc is cut
 * to what is left, decoded lossily, skipped for free when only whitespace remains, and reading stops
 * once nothing is left. Every candidate ends up as a Source, in directory order (root first).
 */
import { decodeLossy } from "../../core/bytes";
import { readCandidate, type ReadOutcome } from "../../core/read";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import type { Behaviour } from "./behaviour";
import { discover, PROJECT_LAYER, unmatchedAbove, type Discovery, type ProbeFailure } from "./discover";
import { CONFIG } from "./facts";
import { isRustBlank, warnOddText } from "./rust-text";
import type { CodexSettings } from "./settings";

export interface ProjectDoc {
  path: string;
  text: string;
}

const src = (path: string, status: Source["status"], reason: string, bytes = 0, includedBytes = 0): Source => ({
  path,
  layer: PROJECT_LAYER,
  status,
  reason,
  bytes,
  includedBytes,
});

const sizeOf = (ctx: ProfileContext, path: string): number => {
  const st = ctx.fs.stat(path);
  return st.ok ? st.value.size : 0;
};

interface ReadResult {
  docs: ProjectDoc[];
  /** Source per winner path (a path may win in several directories only via an absolute fallback name). */
  outcome: Map<string, Source>;
  failure?: ProbeFailure;
}

/**
 * What the budget keeps of one doc: its text, cut to the `remaining` bytes (none when blank: Codex
 * drops it and charges nothing), and the Source that says so.
 */
function keptDoc(
  ctx: ProfileContext,
  path: string,
  r: Extract<ReadOutcome, { kind: "file" }>,
  remaining: number,
  maxBytes: number,
): { doc: ProjectDoc | null; source: Source; kept: number; cut: boolean } {
  const size = r.size;
  const kept = Math.min(r.bytes.length, remaining);
  // Uncut, it is the text the read already decoded (shared between resolves of one tree).
  const text = kept === r.bytes.length ? r.text : decodeLossy(r.bytes.subarray(0, kept)).text;
  const cut = kept < size;
  if (isRustBlank(text)) {
    const why = cut
      ? `Skipped: the ${kept} bytes that fit the budget are only whitespace, so Codex drops it and charges nothing.`
      : "Skipped: it holds only whitespace, so Codex drops it and charges nothing against the budget.";
    return { doc: null, source: src(path, "empty", why, size), kept: 0, cut: false };
  }
  if (cut && text.endsWith("\uFFFD") && !decodeLossy(r.bytes.subarray(0, size)).text.startsWith(text))
    ctx.diag({
      level: "info",
      code: "truncation-split-character",
      path,
      message: `The budget cut ${path} inside a multi-byte character; the partial character becomes U+FFFD.`,
    });
  const source = cut
    ? src(
        path,
        "truncated",
        `Truncated: kept ${kept} of ${size} bytes, budget ${maxBytes} (${maxBytes - remaining} bytes already used by earlier docs).`,
        size,
        kept,
      )
    : src(
        path,
        "included",
        "Included: the first candidate in its directory; docs stack from the project root down to the working directory.",
        size,
        kept,
      );
  return { doc: { path, text }, source, kept, cut };
}

/** Read the winners in order, root first, under the shared budget. */
function readDocs(ctx: ProfileContext, b: Behaviour, maxBytes: number, winners: string[]): ReadResult {
  const docs: ProjectDoc[] = [];
  const outcome = new Map<string, Source>();
  let remaining = maxBytes;
  // What the docs need in all, before any cut: the budget's use, for Resolution.budgets.
  let needed = 0;
  let cutAny = false;
  let last: string | undefined;
  const result = (r: ReadResult): ReadResult => {
    if (!r.failure && last !== undefined)
      ctx.budget({ name: CONFIG.maxBytes, kind: "bytes", scope: "total", limit: maxBytes, used: needed, cut: cutAny, path: last });
    return r;
  };
  for (const path of winners) {
    if (remaining === 0) {
      const size = sizeOf(ctx, path);
      needed += size;
      cutAny = true;
      last = path;
      outcome.set(
        path,
        src(path, "over-budget", `Not read: the ${maxBytes}-byte ${CONFIG.maxBytes} budget was used up by the docs before it.`, size),
      );
      continue;
    }
    // agents_md.rs reads the whole file and then cuts it; project_doc.rs reads at most `remaining` bytes.
    const r = readCandidate(ctx.fs, path, b.readsWholeDoc ? {} : { limit: remaining });
    if (r.kind === "missing") {
      outcome.set(
        path,
        src(
          path,
          "unreadable",
          "Skipped: it is a symlink to nothing; the older loader took it as this directory's doc, then could not open it, so this directory adds nothing.",
        ),
      );
      continue;
    }
    if (r.kind !== "file")
      return result({
        docs,
        outcome,
        failure: {
          path,
          code: r.kind === "loop" ? "ELOOP" : r.kind === "not-a-file" ? "EISDIR" : (r.code ?? "EIO"),
          message: r.message,
          what: "doc",
        },
      });
    warnOddText(ctx, path, r, b.warnsInvalidUtf8);
    const k = keptDoc(ctx, path, r, remaining, maxBytes);
    outcome.set(path, k.source);
    if (!k.doc) continue;
    docs.push(k.doc);
    needed += r.size;
    cutAny ||= k.cut;
    last = path;
    remaining -= k.kept;
  }
  return result({ docs, outcome });
}

function describeFailure(f: ProbeFailure): string {
  const doing = f.what === "root marker" ? "checking the root marker" : "reading";
  // A refusal is Rulescope's, not the file system's: its sentence says why.
  return f.code === "EREFUSED" && f.message ? `${doing} ${f.path} was refused (${f.message})` : `${doing} ${f.path} failed (${f.code})`;
}

/** Emit the per-directory sources in order: each directory's winner, then its other candidates. */
function emit(ctx: ProfileContext, d: Discovery, winnerSource: (path: string) => Source | undefined): void {
  for (const scan of d.dirs) {
    const s = scan.winner ? winnerSource(scan.winner) : undefined;
    if (s) ctx.source(s);
    for (const n of scan.notes) ctx.source(n);
  }
}

export function resolveProjectDocs(ctx: ProfileContext, b: Behaviour, settings: CodexSettings): ProjectDoc[] {
  if (!b.configurableMarkers && settings.markersSet)
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${CONFIG.markers} is not read by the seed variant: project_doc.rs looks for .git only.`,
    });
  const d = discover(ctx, b, settings);
  for (const s of unmatchedAbove(ctx, d, settings.candidateNames)) ctx.source(s);
  const winners = d.dirs.flatMap((s) => (s.winner ? [s.winner] : []));

  if (settings.maxBytes === 0) {
    ctx.decide(`${CONFIG.maxBytes} is 0: project docs are off (the global file still loads)`);
    emit(ctx, d, (p) => src(p, "disabled", `Disabled: ${CONFIG.maxBytes} is 0, which turns project docs off.`, sizeOf(ctx, p)));
    return [];
  }

  const read = d.failure
    ? { docs: [], outcome: new Map<string, Source>(), failure: d.failure }
    : readDocs(ctx, b, settings.maxBytes, winners);
  const failure = read.failure;
  if (!failure) {
    emit(ctx, d, (p) => read.outcome.get(p));
    return read.docs;
  }

  // Codex returns the io::Error: no project doc is used, not even the ones read before the failure.
  const why = describeFailure(failure);
  ctx.diag({
    level: "warning",
    code: "project-docs-failed",
    path: failure.path,
    message: `Codex loads no project docs because ${why}; it logs "error trying to find AGENTS.md docs". The global file is not affected.`,
  });
  ctx.decide(`project docs dropped: ${why}`, failure.path);
  const culprit = src(
    failure.path,
    "unreadable",
    `Unreadable: ${why}, and Codex then drops every project doc.`,
    failure.what === "root marker" ? 0 : sizeOf(ctx, failure.path),
  );
  if (failure.what === "root marker") ctx.source({ ...culprit, layer: "project-root-marker" });
  emit(ctx, d, (p) =>
    p === failure.path ? culprit : src(p, "disabled", `Dropped: ${why}, and Codex then uses no project doc at all.`, sizeOf(ctx, p)),
  );
  if (failure.what === "doc candidate") ctx.source(culprit);
  return [];
}
