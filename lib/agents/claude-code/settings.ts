/** The scenario's env, config and session, read the way Claude Code reads its own settings. */
import { expandHome, join, normalize, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import type { Behaviour } from "./behaviour";
import {
  CONFIG,
  DEFAULT_DATE,
  DEFAULT_INSTRUCTION_MODE,
  DEFAULT_SETTING_SOURCES,
  ENV,
  INSTRUCTION_MODES,
  type InstructionMode,
  LEGACY_INSTRUCTION_MODES,
  MANAGED_DIR,
  envDefinedFalsy,
  envTruthy,
} from "./facts";

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
  /** --add-dir directories, absolute, and whether their CLAUDE.md files load (CLAUDE_CODE_ADDITIONAL_DIRECTORIES_CLAUDE_MD). */
  addDirs: string[];
  addDirMemory: boolean;
  /** Which instruction files load (the agents-md plugin's option), and where that came from. */
  instructionMode: InstructionMode;
  modeFrom: string;
  /** The mode is the default, not set by either key. */
  modeIsDefault: boolean;
  /** A YAML list under a rule's `paths:` is read (2.1.84 and later). */
  pathsList: boolean;
}

/**
 * "Project instructions": `instructionFiles`, else the older `projectInstructions` key, else the
 * default. Releases before 2.1.277 have no such option: CLAUDE.md files only.
 */
function readInstructionMode(ctx: ProfileContext, b: Behaviour): { mode: InstructionMode; from: string; isDefault?: true } {
  const { config } = ctx.input;
  const current = config[CONFIG.instructionFiles];
  const legacy = config[CONFIG.projectInstructions];
  if (!b.instructionFilesOption) {
    if (current !== undefined || legacy !== undefined)
      ctx.diag({
        level: "info",
        code: "setting-not-read",
        message: `${current !== undefined ? CONFIG.instructionFiles : CONFIG.projectInstructions} is ignored: releases before 2.1.277 have no Project instructions option and read CLAUDE.md files only.`,
      });
    return { mode: "claude-md", from: "releases before 2.1.277 read CLAUDE.md files only" };
  }
  const bad = (key: string, v: unknown, allowed: readonly string[]) =>
    ctx.diag({
      level: "warning",
      code: "setting-invalid",
      message: `${key}: ${JSON.stringify(v)} is not one of ${allowed.join(", ")}; Claude Code says so once and reads the default, ${DEFAULT_INSTRUCTION_MODE}.`,
    });
  if (current !== undefined && current !== DEFAULT_INSTRUCTION_MODE) {
    if (typeof current === "string" && (INSTRUCTION_MODES as readonly string[]).includes(current))
      return { mode: current as InstructionMode, from: `${CONFIG.instructionFiles} is ${current}` };
    bad(CONFIG.instructionFiles, current, INSTRUCTION_MODES);
  } else if (legacy !== undefined) {
    const mapped =
      typeof legacy === "string" && Object.hasOwn(LEGACY_INSTRUCTION_MODES, legacy) ? LEGACY_INSTRUCTION_MODES[legacy] : undefined;
    if (mapped) return { mode: mapped, from: `${CONFIG.projectInstructions} is ${legacy as string} (read as ${mapped})` };
    bad(CONFIG.projectInstructions, legacy, Object.keys(LEGACY_INSTRUCTION_MODES));
  }
  return { mode: DEFAULT_INSTRUCTION_MODE, from: `Project instructions is ${DEFAULT_INSTRUCTION_MODE}, the default`, isDefault: true };
}

function stringList(v: unknown): string[] | null {
  if (typeof v === "string")
    return v
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
  if (Array.isArray(v)) return v.filter((s): s is string => typeof s === "string");
  return null;
}

export function readSettings(ctx: ProfileContext, b: Behaviour): Settings {
  const { env, config, home, cwd, session } = ctx.input;
  const sources = stringList(config[CONFIG.settingSources]) ?? DEFAULT_SETTING_SOURCES;
  for (const s of sources)
    if (!DEFAULT_SETTING_SOURCES.includes(s))
      ctx.diag({
        level: "warning",
        code: "unknown-setting-source",
        message: `settingSources: "${s}" is not one of user, project, local; Claude Code refuses to start with it.`,
      });
  const excludes = stringList(config[CONFIG.excludes]) ?? [];
  const date = typeof config[CONFIG.currentDate] === "string" ? (config[CONFIG.currentDate] as string) : DEFAULT_DATE;
  const simple = envTruthy(env[ENV.simple]);
  const configDir = env[ENV.configDir];
  const addDirs = (stringList(config[CONFIG.addDir]) ?? []).map((d) => resolvePath(cwd, expandHome(d, home)));
  const addDirMemory = envTruthy(env[ENV.additionalDirs]);
  if (addDirMemory && addDirs.length === 0)
    ctx.diag({
      level: "info",
      code: "add-dir-none",
      message: `${ENV.additionalDirs} is set, but no --add-dir directory is given (config key ${CONFIG.addDir}), so it adds nothing.`,
    });
  else if (!addDirMemory && addDirs.length > 0)
    ctx.decide(`--add-dir ${addDirs.join(", ")} grants file access only: their CLAUDE.md files load only with ${ENV.additionalDirs}=1`);
  const autoSetting = config[CONFIG.autoMemoryEnabled];
  const autoEnv = env[ENV.disableAutoMemory];
  const mode = readInstructionMode(ctx, b);
  const autoMemory = envTruthy(autoEnv)
    ? false
    : envDefinedFalsy(autoEnv)
      ? true
      : simple
        ? false
        : typeof autoSetting === "boolean"
          ? autoSetting
          : true;
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
    addDirs,
    addDirMemory,
    instructionMode: mode.mode,
    modeFrom: mode.from,
    modeIsDefault: mode.isDefault === true,
    pathsList: b.pathsList,
  };
}
