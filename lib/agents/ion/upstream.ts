/**
 * ion today (crates/ion-host/src/project_instructions.rs): every AGENTS.md from `/` down to the
 * canonical working directory, outermost first, each as "\nProject instructions from <path>:\n<text>\n"
 * after the built-in opening line. Anything odd (too big, not UTF-8, unreadable, a directory, a loop)
 * is an error: ion does not start, so nothing is sent.
 */
import { utf8Length } from "../../core/bytes";
import { Composer } from "../../core/compose";
import { ancestors, join } from "../../core/paths";
import { readCandidate, type ReadOutcome } from "../../core/read";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { SEED, UPSTREAM } from "./facts";
import { findWorktreeShadow } from "./worktree";
import type { SourceLayer } from "../../source-layers";

interface Loaded {
  path: string;
  text: string;
  size: number;
}

/** Why ion stops: the offending file's Source plus the error ion prints. */
interface Stop {
  source: Source;
  message: string;
}

const LIMIT_KIB = UPSTREAM.maxFileBytes / 1024;
const TOTAL_KIB = UPSTREAM.maxTotalBytes / 1024;

function stopAt(path: string, status: Source["status"], reason: string, message: string, size = 0): Stop {
  return { source: { path, layer: "project", status, reason, bytes: size, includedBytes: 0 }, message };
}

/** The canonical cwd, or null after reporting why ion would refuse it. */
function canonicalCwd(ctx: ProfileContext): string | null {
  const { cwd } = ctx.input;
  const real = ctx.fs.realpath(cwd);
  const st = real.ok ? ctx.fs.stat(real.value) : null;
  if (!real.ok || !st?.ok || st.value.kind !== "dir") {
    const why = !real.ok ? `cannot resolve working directory ${cwd}` : "working directory is not a directory";
    ctx.diag({
      level: "error",
      code: "ion-startup-error",
      path: cwd,
      message: `ion would not start (${why}), so no instructions are sent.`,
    });
    return null;
  }
  if (real.value !== cwd) ctx.decide(`working directory resolves to ${real.value}; ion walks the canonical path`, cwd);
  return real.value;
}

type Step = { loaded: Loaded; used: number } | { stop: Stop } | null;

/** A candidate that is no readable file: absent (null: ion moves on, a dangling link noted), or a stop. */
function unread(ctx: ProfileContext, path: string, r: Exclude<ReadOutcome, { kind: "file" }>): Step {
  if (r.kind === "missing") {
    if (ctx.fs.lstat(path).ok) {
      ctx.source({
        path,
        layer: "project",
        status: "unreadable",
        reason: "It is a symlink to nothing (dangling); ion treats it as absent and goes on.",
        bytes: 0,
        includedBytes: 0,
      });
      ctx.diag({ level: "info", code: "dangling-symlink", path, message: `${path} is a dangling symlink; ion skips it silently.` });
    }
    return null;
  }
  if (r.kind === "not-a-file")
    return {
      stop: stopAt(
        path,
        "unreadable",
        `${r.message}; ion's bounded read accepts only regular files and stops with an error.`,
        `cannot read ${path}: not a regular file`,
      ),
    };
  if (r.kind === "loop")
    return {
      stop: stopAt(
        path,
        "unreadable",
        "It is a symlink loop; opening it fails and ion stops with an error.",
        `cannot read ${path}: too many levels of symbolic links`,
      ),
    };
  return {
    stop: stopAt(
      path,
      "unreadable",
      `${r.message}; ion stops with an error instead of skipping it.`,
      `cannot read ${path}: permission denied`,
    ),
  };
}

/** Read one AGENTS.md as ion does; null when it is absent (ion moves on). */
function readOne(ctx: ProfileContext, path: string, used: number): Step {
  const r = readCandidate(ctx.fs, path, { limit: UPSTREAM.maxFileBytes + 1 });
  if (r.kind !== "file") return unread(ctx, path, r);
  if (r.size > UPSTREAM.maxFileBytes)
    return {
      stop: stopAt(
        path,
        "over-budget",
        `It is ${r.size} bytes, over ion's ${LIMIT_KIB} KiB limit for one AGENTS.md; ion stops with an error rather than cutting it.`,
        `cannot read ${path}: file exceeds ${UPSTREAM.maxFileBytes}-byte read bound`,
        r.size,
      ),
    };
  if (!r.validUtf8) {
    ctx.diag({ level: "error", code: "file-invalid-utf8", path, message: `${path} is not valid UTF-8; ion refuses it.` });
    return {
      stop: stopAt(
        path,
        "unreadable",
        "It is not valid UTF-8; ion stops with an error instead of replacing bytes.",
        `project instructions ${path} are not UTF-8`,
        r.size,
      ),
    };
  }
  const text = r.text.startsWith(UPSTREAM.bom) ? r.text.slice(UPSTREAM.bom.length) : r.text;
  const blockBytes = utf8Length(UPSTREAM.blockHead(path)) + utf8Length(text) + utf8Length(UPSTREAM.blockTail);
  if (used + blockBytes > UPSTREAM.maxTotalBytes)
    return {
      stop: stopAt(
        path,
        "over-budget",
        `Adding its ${blockBytes}-byte block to the ${used} bytes so far passes ion's ${TOTAL_KIB} KiB total; ion stops with an error.`,
        "project instructions exceed 128 KiB",
        r.size,
      ),
    };
  if (r.binary)
    ctx.diag({ level: "warning", code: "file-binary", path, message: `${path} has NUL bytes; it is valid UTF-8, so ion sends it as is.` });
  ctx.budget({
    name: "read bound for one AGENTS.md",
    kind: "bytes",
    scope: "file",
    limit: UPSTREAM.maxFileBytes,
    used: r.size,
    cut: false,
    path,
  });
  ctx.budget({
    name: "instructions total",
    kind: "bytes",
    scope: "total",
    limit: UPSTREAM.maxTotalBytes,
    used: used + blockBytes,
    cut: false,
    path,
  });
  return { loaded: { path, text, size: r.size }, used: used + blockBytes };
}

/** Existing files a user might expect ion to read, in the walked directories and elsewhere. */
function recordUnmatched(ctx: ProfileContext, dirs: string[], seen: Set<string>): void {
  const { home } = ctx.input;
  const candidates: { path: string; layer: SourceLayer; why: string }[] = [
    ...dirs.flatMap((d) =>
      UPSTREAM.otherProjectNames.map((n) => ({
        path: join(d, n),
        layer: "project" as const,
        why: `ion reads only ${UPSTREAM.fileName}; ${n} is not a name it looks for.`,
      })),
    ),
    {
      path: join(home, SEED.ionLocal),
      layer: "global",
      why: "ion no longer reads ~/.ion/AGENTS.md (the seed design and earlier ion versions did); only the cwd's ancestors count.",
    },
    {
      path: join(home, SEED.defaultConfigDir, SEED.globalFile),
      layer: "global",
      why: "ion no longer reads ~/.config/agents/AGENTS.md (the seed design and the first Rust ion did); only the cwd's ancestors count.",
    },
  ];
  for (const { path, layer, why } of candidates) {
    if (seen.has(path)) continue;
    const st = ctx.fs.stat(path);
    if (st.ok && st.value.kind === "file")
      ctx.source({ path, layer, status: "unmatched", reason: why, bytes: st.value.size, includedBytes: 0 });
  }
}

export function resolveUpstream(ctx: ProfileContext): Composer {
  const prompt = new Composer();
  const cwd = canonicalCwd(ctx);
  if (cwd === null) return prompt;
  const dirs = ancestors(cwd).reverse();
  ctx.decide(
    `walk ${dirs.length} director${dirs.length === 1 ? "y" : "ies"} from / down to ${cwd}, outermost first; one ${UPSTREAM.fileName} each`,
  );
  const worktree = findWorktreeShadow(ctx.fs, cwd);
  if (worktree)
    ctx.decide(
      `linked worktree ${worktree.worktreeRoot} has its own ${UPSTREAM.fileName}: skip the main checkout's copy`,
      worktree.shadowed,
    );

  const loaded: Loaded[] = [];
  const seen = new Set<string>();
  let used: number = UPSTREAM.basePromptBytes;
  let stop: Stop | null = null;
  let stopIndex = dirs.length;
  for (let i = 0; i < dirs.length && !stop; i++) {
    const path = join(dirs[i], UPSTREAM.fileName);
    seen.add(path);
    if (worktree?.shadowed === path) {
      const st = ctx.fs.stat(path);
      ctx.source({
        path,
        layer: "project",
        status: "shadowed",
        reason: `Shadowed: the linked worktree ${worktree.worktreeRoot} inside this checkout has its own ${UPSTREAM.fileName}, and ion keeps the worktree's copy.`,
        bytes: st.ok ? st.value.size : 0,
        includedBytes: 0,
      });
      continue;
    }
    const step = readOne(ctx, path, used);
    if (step === null) continue;
    if ("stop" in step) {
      stop = step.stop;
      stopIndex = i;
    } else {
      loaded.push(step.loaded);
      used = step.used;
    }
  }

  if (stop) reportStop(ctx, stop, loaded, dirs.slice(stopIndex + 1), seen);
  else {
    for (const f of loaded) {
      prompt.frame(UPSTREAM.blockHead(f.path)).content(f.text, f.path).frame(UPSTREAM.blockTail);
      ctx.source({
        path: f.path,
        layer: "project",
        status: "included",
        reason: "Included: an AGENTS.md in the working directory or one of its ancestors (outermost first).",
        bytes: f.size,
        includedBytes: utf8Length(f.text),
      });
    }
    if (loaded.length === 0) ctx.decide(`no ${UPSTREAM.fileName} on the path: ion sends only its built-in opening line`);
  }
  recordUnmatched(ctx, dirs, seen);
  return prompt;
}

/** ion's loader returns an error: nothing is sent. Say so for every file that would have mattered. */
function reportStop(ctx: ProfileContext, stop: Stop, loaded: Loaded[], rest: string[], seen: Set<string>): void {
  ctx.diag({
    level: "error",
    code: "ion-startup-error",
    path: stop.source.path,
    message: `ion would not start: ${stop.message}. No instructions are sent.`,
  });
  const where = `ion stopped at ${stop.source.path} before the session started`;
  for (const f of loaded)
    ctx.source({
      path: f.path,
      layer: "project",
      status: "disabled",
      reason: `Read, but not sent: ${where}.`,
      bytes: f.size,
      includedBytes: 0,
    });
  ctx.source(stop.source);
  for (const d of rest) {
    const path = join(d, UPSTREAM.fileName);
    seen.add(path);
    const st = ctx.fs.stat(path);
    if (st.ok)
      ctx.source({
        path,
        layer: "project",
        status: "disabled",
        reason: `Never read: ${where}.`,
        bytes: st.value.kind === "file" ? st.value.size : 0,
        includedBytes: 0,
      });
  }
}
