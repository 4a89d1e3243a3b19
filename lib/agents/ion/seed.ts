/**
 * The seed design (seed 002, docs/agents/seeds.md#seed-002): additive layers ~/.ion/AGENTS.md, then the global
 * $XDG_CONFIG_HOME|~/.config/agents/AGENTS.md, then ./AGENTS.md or ./CLAUDE.md in the cwd only,
 * joined by load_all with "\n\n---\n\n". Read errors, binary and invalid UTF-8 are skipped with a
 * warning; a file over 10k tokens is cut with a warning; symlinks are followed.
 */
import { utf8Length } from "../../core/bytes";
import { Composer, joinInto } from "../../core/compose";
import { ancestors, isAbsolute, join, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { shadowed } from "../shared";
import { ENV, SEED } from "./facts";
import type { DiagnosticCode } from "../../diagnostic-codes";
import type { SourceLayer } from "../../source-layers";

interface Part {
  path: string;
  layer: SourceLayer;
  text: string;
  size: number;
  truncated: boolean;
  tokens?: number;
}

interface Layer {
  layer: SourceLayer;
  /** Tried in order; the first that loads is the layer's file. */
  paths: string[];
  why: string;
}

/** load_global: $XDG_CONFIG_HOME joined as is (even empty or relative), else ~/.config; Windows: %APPDATA%. */
function globalPath(ctx: ProfileContext): string {
  const { env, home, cwd, session } = ctx.input;
  const appData = env[ENV.appData];
  const xdg = env[ENV.xdgConfigHome];
  let base: string;
  let how: string;
  if (session.os === "win32" && appData) [base, how] = [appData, "%APPDATA%"];
  else if (xdg !== undefined) [base, how] = [xdg, "$XDG_CONFIG_HOME"];
  else [base, how] = [join(home, SEED.defaultConfigDir), "~/.config (XDG_CONFIG_HOME is unset)"];
  const path = resolvePath(cwd, base === "" ? SEED.globalFile : `${base}/${SEED.globalFile}`);
  if (!isAbsolute(base))
    ctx.diag({
      level: "warning",
      code: "relative-config-dir",
      path,
      message: `${how} is ${base === "" ? "empty" : `relative ("${base}")`}; the seed joins it as is, so the global file is looked up relative to the working directory: ${path}.`,
    });
  ctx.decide(`global layer from ${how}`, path);
  return path;
}

function layers(ctx: ProfileContext, global: string): Layer[] {
  const { home, cwd } = ctx.input;
  return [
    { layer: "ion-local", paths: [join(home, SEED.ionLocal)], why: "the ion-specific layer, first" },
    { layer: "global", paths: [global], why: "the cross-agent global layer, second" },
    { layer: "project", paths: SEED.projectNames.map((n) => join(cwd, n)), why: "the project layer (working directory only), last" },
  ];
}

const skip = (
  ctx: ProfileContext,
  path: string,
  layer: SourceLayer,
  status: "unreadable" | "binary",
  reason: string,
  code: DiagnosticCode,
  size = 0,
): null => {
  ctx.source({ path, layer, status, reason, bytes: size, includedBytes: 0 });
  ctx.diag({ level: "warning", code, path, message: `${path}: ${reason}` });
  return null;
};

/** load_cached plus the seed's edge cases; null when the layer gets nothing from this path. */
function load(ctx: ProfileContext, path: string, layer: SourceLayer): Part | null {
  const r = readCandidate(ctx.fs, path);
  if (r.kind === "missing")
    return ctx.fs.lstat(path).ok
      ? skip(
          ctx,
          path,
          layer,
          "unreadable",
          "It is a symlink to nothing (dangling); the seed logs a read error and goes on without it.",
          "file-unreadable",
        )
      : null;
  if (r.kind !== "file")
    return skip(ctx, path, layer, "unreadable", `${r.message}; the seed logs a read error and goes on without it.`, "file-unreadable");
  if (!r.validUtf8)
    return skip(
      ctx,
      path,
      layer,
      "binary",
      "It is not valid UTF-8; the seed skips binary or invalid UTF-8 files with a warning.",
      "file-invalid-utf8",
      r.size,
    );
  if (r.binary)
    return skip(
      ctx,
      path,
      layer,
      "binary",
      "It looks binary (NUL bytes); the seed skips binary files with a warning.",
      "file-binary",
      r.size,
    );
  const cut = ctx.tokens.cut(r.text, SEED.maxTokens);
  if (cut.tokens !== undefined)
    ctx.budget({
      name: "per-file token limit",
      kind: "tokens",
      scope: "file",
      limit: SEED.maxTokens,
      used: cut.tokens,
      cut: cut.truncated,
      path,
    });
  if (cut.truncated)
    ctx.diag({
      level: "warning",
      code: "truncated",
      path,
      message: `${path} has ${cut.tokens} tokens; the seed cuts files over ${SEED.maxTokens} tokens (counted with o200k_base).`,
    });
  return { path, layer, text: cut.text, size: r.size, truncated: cut.truncated, tokens: cut.tokens };
}

export function resolveSeed(ctx: ProfileContext): Composer {
  const parts: Part[] = [];
  const global = globalPath(ctx);
  for (const { layer, paths, why } of layers(ctx, global)) {
    let winner: Part | null = null;
    for (const path of paths) {
      if (winner) {
        const st = ctx.fs.stat(path);
        if (st.ok && st.value.kind === "file")
          ctx.source(shadowed(path, layer, winner.path, st.value.size, `${winner.path} loaded first and the project layer takes one file`));
        continue;
      }
      winner = load(ctx, path, layer);
      if (winner) ctx.decide(`${layer} layer: ${why}`, path);
    }
    if (winner) parts.push(winner);
  }
  const prompt = new Composer();
  joinInto(prompt, parts, SEED.separator, (p) => prompt.content(p.text, p.path));
  for (const p of parts)
    ctx.source({
      path: p.path,
      layer: p.layer,
      status: p.truncated ? "truncated" : "included",
      reason: p.truncated
        ? `Truncated: ${p.tokens} tokens, over the seed's ${SEED.maxTokens}-token limit; the first ${SEED.maxTokens} are kept.`
        : `Included: ${p.layer} layer; all layers are additive, joined by a --- line.`,
      bytes: p.size,
      includedBytes: utf8Length(p.text),
    });
  recordUnmatched(ctx, parts, global);
  if (parts.length === 0) ctx.decide("no instruction files: the base prompt is used alone");
  else
    ctx.diag({
      level: "info",
      code: "seed-composition",
      message: `The seed sketches two compositions. Shown: load_all, the layers joined by a --- line (what ion built from this design). Its render_system_prompt sketch would instead prefix "${SEED.headerGlobal.trim()}" and "${SEED.headerProject.trim()}" and join with blank lines, with no place for ~/.ion/AGENTS.md.`,
    });
  warnSameFile(ctx, parts);
  return prompt;
}

/** Files the seed never looks at, which a user may expect it to: ancestors' project files, the unused global dir. */
function recordUnmatched(ctx: ProfileContext, parts: Part[], global: string): void {
  const { cwd, home } = ctx.input;
  const found = (path: string) => {
    const st = ctx.fs.stat(path);
    return st.ok && st.value.kind === "file" ? st.value.size : null;
  };
  for (const dir of ancestors(cwd).slice(1))
    for (const name of SEED.projectNames) {
      const path = join(dir, name);
      const size = found(path);
      if (size !== null && !parts.some((p) => p.path === path))
        ctx.source({
          path,
          layer: "project",
          status: "unmatched",
          reason: "The seed reads the project file from the working directory only, not from parent directories.",
          bytes: size,
          includedBytes: 0,
        });
    }
  const defaultGlobal = join(home, SEED.defaultConfigDir, SEED.globalFile);
  const size = defaultGlobal !== global ? found(defaultGlobal) : null;
  if (size !== null)
    ctx.source({
      path: defaultGlobal,
      layer: "global",
      status: "unmatched",
      reason: `The global layer is read from ${global} here ($XDG_CONFIG_HOME or %APPDATA% is set), not from ~/.config.`,
      bytes: size,
      includedBytes: 0,
    });
}

/** The seed does not de-duplicate: two layers that reach one file (a shared symlink) send it twice. */
function warnSameFile(ctx: ProfileContext, parts: Part[]): void {
  const seen = new Map<string, string>();
  for (const p of parts) {
    const real = ctx.fs.realpath(p.path);
    if (!real.ok) continue;
    const first = seen.get(real.value);
    if (first)
      ctx.diag({
        level: "info",
        code: "same-file-twice",
        path: p.path,
        message: `${p.path} and ${first} are the same file (${real.value}); the seed includes it in both layers.`,
      });
    else seen.set(real.value, p.path);
  }
}
