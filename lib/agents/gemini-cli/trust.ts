/**
 * Folder trust (core utils/trust.ts checkPathTrust, cli config.ts `isTrusted ?? false`):
 * GEMINI_CLI_TRUST_WORKSPACE=true|false decides; else folder trust disabled means trusted; else the
 * longest matching rule of ~/.gemini/trustedFolders.json; with no rule the interactive CLI asks, and
 * the Trusted folder switch (config `trustedFolder`, on by default) is the answer. An untrusted
 * workspace loads only global memory.
 */
import { parseJsonc } from "../../core/jsonc";
import { dirname, isWithin, join, normalize, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import type { Book } from "./book";
import { ENV, SETTING, TRUSTED_FOLDERS_FILE } from "./facts";
import type { Settings } from "./settings";

const LEVELS = ["TRUST_FOLDER", "TRUST_PARENT", "DO_NOT_TRUST"] as const;
type Level = (typeof LEVELS)[number];

export interface Trust {
  trusted: boolean;
  /** One sentence for reasons and the trace. */
  why: string;
}

/** getRealPath: the canonical path when the path exists, else the path as written. */
function real(ctx: ProfileContext, p: string): string {
  const r = ctx.fs.realpath(p);
  return r.ok ? r.value : normalize(p);
}

/** What the trust check reads of the settings. */
export type TrustSettings = Pick<Settings, "folderTrustEnabled" | "geminiDir" | "trustedFolder">;

function rulesFile(ctx: ProfileContext, s: TrustSettings): string {
  const override = ctx.input.env[ENV.trustedFoldersPath];
  return override ? resolvePath(ctx.input.cwd, override) : join(s.geminiDir, TRUSTED_FOLDERS_FILE);
}

/** Parse the rules; null (with an error diagnostic) when upstream would stop with a FatalConfigError. */
function loadRules(ctx: ProfileContext, file: string): Record<string, Level> | null {
  const r = readCandidate(ctx.fs, file);
  if (r.kind === "missing") return {};
  const fatal = (why: string) => {
    ctx.diag({
      level: "error",
      code: "trusted-folders-invalid",
      path: file,
      message: `${file}: ${why} Gemini CLI stops with a configuration error; Rulescope treats the folder as untrusted.`,
    });
    return null;
  };
  if (r.kind !== "file") return fatal(`${r.message}.`);
  const parsed = parseJsonc(r.text);
  if (!parsed.ok) return fatal(`not valid JSON (${parsed.message}).`);
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v)) return fatal("Trusted folders file is not a valid JSON object.");
  const rules: Record<string, Level> = {};
  for (const [path, level] of Object.entries(v as Record<string, unknown>)) {
    if (!LEVELS.includes(level as Level)) return fatal(`Invalid trust level "${String(level)}" for path "${path}".`);
    rules[normalize(path)] = level as Level;
  }
  return rules;
}

export function decideTrust(ctx: ProfileContext, s: TrustSettings): Trust {
  const env = ctx.input.env[ENV.trust];
  if (env === "true") return { trusted: true, why: `${ENV.trust}=true trusts the workspace` };
  if (env === "false") {
    ctx.diag({
      level: "warning",
      code: "folder-not-trusted",
      path: ctx.input.cwd,
      message: `${ENV.trust}=false marks ${ctx.input.cwd} untrusted, so Gemini CLI loads only global GEMINI.md files there, no project ones.`,
    });
    return { trusted: false, why: `${ENV.trust}=false marks the workspace untrusted` };
  }
  if (!s.folderTrustEnabled) return { trusted: true, why: `${SETTING.folderTrust} is false, so every folder is trusted` };
  const file = rulesFile(ctx, s);
  const rules = loadRules(ctx, file);
  if (rules === null) return { trusted: false, why: `${file} is invalid` };
  const location = real(ctx, ctx.input.cwd);
  let best: { len: number; level: Level; path: string } | null = null;
  for (const [rulePath, level] of Object.entries(rules)) {
    const effective = real(ctx, level === "TRUST_PARENT" ? dirname(rulePath) : rulePath);
    // Upstream compares rule lengths as written, not the effective paths.
    if (isWithin(location, effective) && (best === null || rulePath.length > best.len))
      best = { len: rulePath.length, level, path: rulePath };
  }
  if (best === null) {
    // The interactive CLI asks; the Trusted folder switch is the answer (on: "Trust folder").
    if (s.trustedFolder)
      return {
        trusted: true,
        why: `no rule in ${file} covers it, and the trust dialog was answered "Trust folder" (the Trusted folder switch)`,
      };
    ctx.diag({
      level: "warning",
      code: "folder-not-trusted",
      path: ctx.input.cwd,
      message: `Trusted folder is off: ${ctx.input.cwd} is untrusted (no rule in ${file} covers it and the trust dialog was declined, or headless), so Gemini CLI loads only global GEMINI.md files, no project ones.`,
    });
    return { trusted: false, why: `no trust rule covers the working directory and the Trusted folder switch is off` };
  }
  const trusted = best.level !== "DO_NOT_TRUST";
  if (!trusted)
    ctx.diag({
      level: "warning",
      code: "folder-not-trusted",
      path: ctx.input.cwd,
      message: `The rule "${best.path}": DO_NOT_TRUST in ${file} marks ${ctx.input.cwd} untrusted, so Gemini CLI loads only global GEMINI.md files there.`,
    });
  return { trusted, why: `the rule "${best.path}": ${best.level} in ${file} ${trusted ? "trusts" : "distrusts"} it` };
}

/** The project files found, when the workspace is trusted; else none, each recorded as disabled. */
export function trustedOnly(ctx: ProfileContext, book: Book, trust: Trust, found: string[]): string[] {
  if (trust.trusted) return found;
  ctx.decide(`untrusted workspace (${trust.why}): project files are not loaded`);
  for (const p of found)
    book.add({
      path: p,
      layer: "project",
      status: "disabled",
      reason: `Not loaded: the workspace is untrusted (${trust.why}); only global memory loads.`,
      bytes: 0,
    });
  return [];
}
