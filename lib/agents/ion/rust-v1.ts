/**
 * The `rust-v1` variant: ion's first Rust InstructionLoader at its last state before the Go rewrite
 * (nijaru/ion src/agent/instructions.rs @ 414d5f3, 2026-02-19), placed by src/agent/context.rs.
 * Four additive layers (~/.ion/AGENTS.md, the XDG agents file, ~/.agents/AGENTS.md, then the
 * working directory's AGENTS.md or CLAUDE.md), each kept only when it has non-whitespace text,
 * joined by "\n\n---\n\n" under a "## Project Instructions" heading. Anything that cannot be read
 * is skipped without a word, as load_cached returns None.
 */
import { utf8Length } from "../../core/bytes";
import { Composer, joinInto } from "../../core/compose";
import { ancestors, isAbsolute, join, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { shadowed } from "../shared";
import { ENV, RUST_V1 } from "./facts";
import type { SourceLayer } from "../../source-layers";

interface Part {
  path: string;
  layer: SourceLayer;
  text: string;
  size: number;
}

interface Layer {
  layer: SourceLayer;
  /** Tried in order; the first that yields text is the layer's file. */
  paths: string[];
  why: string;
}

/** load_global: $XDG_CONFIG_HOME when set (even empty or relative, joined as is), else ~/.config; no per-OS rule. */
function globalPath(ctx: ProfileContext, cwd: string): string {
  const { env, home } = ctx.input;
  const xdg = env[ENV.xdgConfigHome];
  if (xdg === undefined) return join(home, RUST_V1.defaultConfigDir, RUST_V1.globalFile);
  const path = resolvePath(cwd, xdg === "" ? RUST_V1.globalFile : `${xdg}/${RUST_V1.globalFile}`);
  if (!isAbsolute(xdg))
    ctx.diag({
      level: "warning",
      code: "relative-config-dir",
      path,
      message: `XDG_CONFIG_HOME is ${xdg === "" ? "empty" : `relative ("${xdg}")`}; ion joins it as is, so the global file is looked up relative to the working directory: ${path}.`,
    });
  return path;
}

function layers(ctx: ProfileContext, cwd: string, global: string): Layer[] {
  const { home } = ctx.input;
  return [
    { layer: "ion-local", paths: [join(home, RUST_V1.ionLocal)], why: "the ion-specific file, first" },
    { layer: "global", paths: [global], why: "the XDG cross-agent file, second" },
    { layer: "agents-home", paths: [join(home, RUST_V1.agentsHome)], why: "the ~/.agents cross-agent file, third" },
    { layer: "project", paths: RUST_V1.projectNames.map((n) => join(cwd, n)), why: "the project file (working directory only), last" },
  ];
}

const quiet = (ctx: ProfileContext, path: string, layer: SourceLayer, status: Source["status"], reason: string, size = 0): null => {
  ctx.source({ path, layer, status, reason, bytes: size, includedBytes: 0 });
  return null;
};

/** load_cached: metadata, read_to_string, skip whitespace-only; every failure is a silent None. */
function load(ctx: ProfileContext, path: string, layer: SourceLayer): Part | null {
  const r = readCandidate(ctx.fs, path);
  if (r.kind === "missing")
    return ctx.fs.lstat(path).ok
      ? quiet(
          ctx,
          path,
          layer,
          "unreadable",
          "It is a symlink to nothing (dangling); ion finds no file there and moves on without a message.",
        )
      : null;
  if (r.kind !== "file") return quiet(ctx, path, layer, "unreadable", `${r.message}; ion's read fails, and it moves on without a message.`);
  if (!r.validUtf8)
    return quiet(
      ctx,
      path,
      layer,
      "binary",
      "It is not valid UTF-8; ion's read_to_string fails, and it moves on without a message.",
      r.size,
    );
  if (RUST_V1.whitespace.test(r.text))
    return quiet(
      ctx,
      path,
      layer,
      "empty",
      "Empty: it holds only whitespace, and ion skips such files (the next candidate is tried).",
      r.size,
    );
  if (r.binary)
    ctx.diag({ level: "warning", code: "file-binary", path, message: `${path} has NUL bytes; it is valid UTF-8, so ion sends it as is.` });
  return { path, layer, text: r.text, size: r.size };
}

/** The directory ion runs in: std::env::current_dir(), a canonical path; null when there is none. */
function processCwd(ctx: ProfileContext): string | null {
  const { cwd } = ctx.input;
  const real = ctx.fs.realpath(cwd);
  const st = real.ok ? ctx.fs.stat(real.value) : null;
  if (!real.ok || !st?.ok || st.value.kind !== "dir") {
    ctx.diag({
      level: "info",
      code: "no-working-directory",
      path: cwd,
      message:
        "The working directory is missing or not a directory, so ion has no current directory and builds no instruction loader: nothing is added.",
    });
    return null;
  }
  if (real.value !== cwd) ctx.decide(`the working directory resolves to ${real.value} (the current directory ion sees)`, cwd);
  return real.value;
}

export function resolveRustV1(ctx: ProfileContext): Composer {
  const prompt = new Composer();
  const cwd = processCwd(ctx);
  if (cwd === null) return prompt;
  const global = globalPath(ctx, cwd);
  const parts: Part[] = [];
  for (const { layer, paths, why } of layers(ctx, cwd, global)) {
    let winner: Part | null = null;
    for (const path of paths) {
      if (winner) {
        const st = ctx.fs.stat(path);
        if (st.ok && st.value.kind === "file")
          ctx.source(shadowed(path, layer, winner.path, st.value.size, `${winner.path} has text, and the project layer takes one file`));
        continue;
      }
      winner = load(ctx, path, layer);
      if (winner) ctx.decide(`${layer} layer: ${why}`, path);
    }
    if (winner) parts.push(winner);
  }
  if (parts.length > 0) {
    prompt.frame(RUST_V1.head);
    joinInto(prompt, parts, RUST_V1.separator, (p) => prompt.content(p.text, p.path));
    prompt.frame(RUST_V1.tail);
  } else ctx.decide("no instruction file with text: the Project Instructions section is left out");
  for (const p of parts)
    ctx.source({
      path: p.path,
      layer: p.layer,
      status: "included",
      reason: `Included: ${p.layer} layer; every layer with text is kept, joined by a --- line.`,
      bytes: p.size,
      includedBytes: utf8Length(p.text),
    });
  recordUnmatched(ctx, cwd, parts, global);
  return prompt;
}

/** Files rust-v1 never looks at that a user may expect it to: parents' project files, the unused ~/.config file. */
function recordUnmatched(ctx: ProfileContext, cwd: string, parts: Part[], global: string): void {
  const size = (path: string) => {
    const st = ctx.fs.stat(path);
    return st.ok && st.value.kind === "file" ? st.value.size : null;
  };
  for (const dir of ancestors(cwd).slice(1))
    for (const name of RUST_V1.projectNames) {
      const path = join(dir, name);
      const s = size(path);
      if (s !== null && !parts.some((p) => p.path === path))
        ctx.source({
          path,
          layer: "project",
          status: "unmatched",
          reason: "This ion reads the project file from the working directory only, not from parent directories.",
          bytes: s,
          includedBytes: 0,
        });
    }
  const defaultGlobal = join(ctx.input.home, RUST_V1.defaultConfigDir, RUST_V1.globalFile);
  const s = defaultGlobal !== global ? size(defaultGlobal) : null;
  if (s !== null)
    ctx.source({
      path: defaultGlobal,
      layer: "global",
      status: "unmatched",
      reason: `XDG_CONFIG_HOME is set, so the global file is read from ${global}, not from ~/.config.`,
      bytes: s,
      includedBytes: 0,
    });
}
