/**
 * Folder trust as Qwen Code decides it (cli/config/trustedFolders.ts): off by default, so every
 * folder is trusted. When security.folderTrust.enabled is true, a TRUST_FOLDER rule (or the parent of
 * a TRUST_PARENT rule) containing the working directory trusts it; else a DO_NOT_TRUST rule for that
 * very folder distrusts it; with no rule it stays trusted (`isTrusted ?? true`; the interactive CLI
 * asks first). Paths are compared as written, not through symlinks. Untrusted: only global files load.
 */
import { parseJsonc } from "../../core/jsonc";
import { dirname, isWithin, join, normalize, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { ENV, SETTING, TRUSTED_FOLDERS_FILE } from "./facts";
import type { QwenSettings } from "./settings";

export interface Trust {
  trusted: boolean;
  why: string;
}

export function decideTrust(ctx: ProfileContext, s: QwenSettings): Trust {
  if (!s.folderTrustEnabled) return { trusted: true, why: `${SETTING.folderTrust} is off, so every folder is trusted` };
  const { cwd, env } = ctx.input;
  const file = env[ENV.trustedFoldersPath] ? resolvePath(cwd, env[ENV.trustedFoldersPath]) : join(s.globalDir, TRUSTED_FOLDERS_FILE);
  const r = readCandidate(ctx.fs, file);
  let rules: Record<string, unknown> = {};
  if (r.kind === "file") {
    const parsed = parseJsonc(r.text);
    if (!parsed.ok || parsed.value === null || typeof parsed.value !== "object" || Array.isArray(parsed.value)) {
      ctx.diag({
        level: "error",
        code: "trusted-folders-invalid",
        path: file,
        message: `${file} is not a valid JSON object; Qwen Code stops with a configuration error. Rulescope treats the folder as untrusted.`,
      });
      return { trusted: false, why: `${file} is invalid` };
    }
    rules = parsed.value as Record<string, unknown>;
  } else if (r.kind !== "missing") {
    ctx.diag({
      level: "error",
      code: "trusted-folders-invalid",
      path: file,
      message: `${r.message}; Qwen Code stops with a configuration error. Rulescope treats the folder as untrusted.`,
    });
    return { trusted: false, why: `${file} cannot be read` };
  }
  for (const [p, level] of Object.entries(rules)) {
    const root = level === "TRUST_FOLDER" ? p : level === "TRUST_PARENT" ? dirname(p) : null;
    if (root !== null && isWithin(cwd, resolvePath(cwd, root)))
      return { trusted: true, why: `the rule "${p}": ${String(level)} in ${file} trusts it` };
  }
  for (const [p, level] of Object.entries(rules))
    if (level === "DO_NOT_TRUST" && normalize(resolvePath(cwd, p)) === normalize(cwd))
      return { trusted: false, why: `the rule "${p}": DO_NOT_TRUST in ${file} distrusts it` };
  return {
    trusted: true,
    why: `no rule in ${file} covers the working directory, and Qwen Code then counts it trusted (the interactive CLI asks first)`,
  };
}
