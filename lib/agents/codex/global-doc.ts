/**
 * The global file under CODEX_HOME: AGENTS.override.md, else AGENTS.md; the first one that is
 * non-empty after trimming wins. It is not counted against project_doc_max_bytes.
 */
import { utf8Length } from "../../core/bytes";
import { join, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { shadowed } from "../shared";
import type { Behaviour } from "./behaviour";
import { CODEX_HOME_ENV, DEFAULT_CODEX_HOME, GLOBAL_NAMES } from "./facts";
import { rustTrim, warnOddText } from "./rust-text";

export interface GlobalDoc {
  path: string;
  /** Trimmed text, as Codex keeps it. */
  text: string;
  size: number;
}

const LAYER = "global";

/** CODEX_HOME when set and non-empty (relative to the cwd), else ~/.codex. */
function codexHome(ctx: ProfileContext): string {
  const fromEnv = ctx.input.env[CODEX_HOME_ENV];
  if (fromEnv) return resolvePath(ctx.input.cwd, fromEnv);
  return join(ctx.input.home, DEFAULT_CODEX_HOME);
}

function skip(ctx: ProfileContext, path: string, reason: string, size = 0): void {
  ctx.source({ path, layer: LAYER, status: "unreadable", reason, bytes: size, includedBytes: 0 });
}

export function resolveGlobal(ctx: ProfileContext, b: Behaviour): GlobalDoc | null {
  const home = codexHome(ctx);
  ctx.decide(
    `global directory: ${home} (${ctx.input.env[CODEX_HOME_ENV] ? `${CODEX_HOME_ENV} is set` : `${CODEX_HOME_ENV} is unset, so ~/${DEFAULT_CODEX_HOME}`})`,
    home,
  );
  let winner: GlobalDoc | null = null;
  for (const name of GLOBAL_NAMES) {
    const path = join(home, name);
    if (winner) {
      const st = ctx.fs.stat(path);
      if (st.ok && st.value.kind === "file")
        ctx.source(
          shadowed(path, LAYER, winner.path, st.value.size, `${winner.path} is non-empty and only the first non-empty global file is used`),
        );
      continue;
    }
    const r = readCandidate(ctx.fs, path);
    if (r.kind === "missing") {
      if (ctx.fs.lstat(path).ok)
        skip(ctx, path, "Skipped: it is a symlink to nothing, so Codex treats it as missing and tries the next name.");
      continue;
    }
    if (r.kind === "not-a-file") {
      skip(ctx, path, `Skipped: ${r.message}; Codex tries the next name.`);
      continue;
    }
    if (r.kind !== "file") {
      skip(ctx, path, `Skipped: ${r.message}; Codex ${b.strictGlobalUtf8 ? "ignores the error" : "warns"} and tries the next name.`);
      if (!b.strictGlobalUtf8)
        ctx.diag({
          level: "warning",
          code: "file-unreadable",
          path,
          message: `Codex warns "Failed to read global AGENTS.md instructions" for ${path} and tries the next name.`,
        });
      continue;
    }
    if (!r.validUtf8 && b.strictGlobalUtf8) {
      skip(ctx, path, "Skipped: it is not valid UTF-8, so reading it as a string fails and the next name is tried.", r.size);
      continue;
    }
    warnOddText(ctx, path, r, true);
    const text = rustTrim(r.text);
    if (text === "") {
      ctx.source({
        path,
        layer: LAYER,
        status: "empty",
        reason: "Skipped: it holds only whitespace, and Codex uses the first non-empty global file.",
        bytes: r.size,
        includedBytes: 0,
      });
      continue;
    }
    winner = { path, text, size: r.size };
    ctx.decide(`global file: ${name}`, path);
    // Text length after trimming; U+FFFD replacements can make the decoded text longer than the file.
    ctx.source({
      path,
      layer: LAYER,
      status: "included",
      reason:
        "Included: the first non-empty global file under CODEX_HOME; it comes first and does not count against project_doc_max_bytes.",
      bytes: r.size,
      includedBytes: Math.min(r.size, utf8Length(text)),
    });
  }
  return winner;
}
