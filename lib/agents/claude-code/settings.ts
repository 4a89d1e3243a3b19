/** The scenario's env, config and session, read the way Claude Code reads its own settings. */
import { join, normalize } from "../../core/paths";
import type { ResolveContext } from "../base";
import { CONFIG, DEFAULT_DATE, DEFAULT_SETTING_SOURCES, ENV, MANAGED_DIR, envDefinedFalsy, envTruthy } from "./facts";

export interface Settings {
  cwd: string;
  home: string;
  /** CLAUDE_CONFIG_DIR, else ~/.claude. */
  configHome: string;
  managedDir: string;
  user: boolean;
  project: boolean;
  local: boolean;
  excludes: string[];
  externalApproved: boolean;
  date: string;
  /** Why no CLAUDE.md text is sent at session start, if so. */
  claudeMdOffBy: string | null;
  /** Why nothing is attached on reads, if so. */
  attachmentsOffBy: string | null;
  autoMemory: boolean;
}

function stringList(v: unknown): string[] | null {
  if (typeof v === "string") return v.split(",").map((s) => s.trim()).filter((s) => s !== "");
  if (Array.isArray(v)) return v.filter((s): s is string => typeof s === "string");
  return null;
}

export function readSettings(ctx: ResolveContext): Settings {
  const { env, config, home, cwd, session } = ctx.input;
  const sources = stringList(config[CONFIG.settingSources]) ?? DEFAULT_SETTING_SOURCES;
  for (const s of sources)
    if (!DEFAULT_SETTING_SOURCES.includes(s))
      ctx.diag({ level: "warning", code: "unknown-setting-source", message: `settingSources: "${s}" is not one of user, project, local; Claude Code refuses to start with it.` });
  const excludes = stringList(config[CONFIG.excludes]) ?? [];
  const date = typeof config[CONFIG.currentDate] === "string" ? (config[CONFIG.currentDate] as string) : DEFAULT_DATE;
  const simple = envTruthy(env[ENV.simple]);
  const configDir = env[ENV.configDir];
  if (env[ENV.additionalDirs] !== undefined)
    ctx.diag({ level: "info", code: "add-dir-not-modelled", message: `${ENV.additionalDirs} only matters with --add-dir directories, which a scenario cannot name; it is ignored.` });
  const autoSetting = config[CONFIG.autoMemoryEnabled];
  const autoEnv = env[ENV.disableAutoMemory];
  const autoMemory = envTruthy(autoEnv) ? false : envDefinedFalsy(autoEnv) ? true : simple ? false : typeof autoSetting === "boolean" ? autoSetting : true;
  return {
    cwd,
    home,
    // CLAUDE_CONFIG_DIR is taken as given; a relative value would be relative to the process cwd.
    configHome: configDir ? normalize(configDir.startsWith("/") ? configDir : join(cwd, configDir)) : join(home, ".claude"),
    managedDir: MANAGED_DIR[session.os ?? "linux"] ?? MANAGED_DIR.linux,
    user: sources.includes("user"),
    project: sources.includes("project"),
    local: sources.includes("local"),
    excludes,
    externalApproved: config[CONFIG.externalApproved] === true,
    date,
    claudeMdOffBy: envTruthy(env[ENV.disableClaudeMds]) ? ENV.disableClaudeMds : simple ? `${ENV.simple} (--bare)` : null,
    attachmentsOffBy: simple ? `${ENV.simple} (--bare)` : envTruthy(env[ENV.disableAttachments]) ? ENV.disableAttachments : null,
    autoMemory,
  };
}
