/**
 * The scenario's env, config and session, read the way Claude Code reads its own settings. The config
 * keys are declared (type, default, constraints) in meta.ts and validated from there (../settings.ts):
 * `projectInstructions` has no default (left out, it defers to instructionFiles), and a value of it
 * that is not one of its own reads as `claude` (invalidAs; the lab, seed 143).
 */
import { expandHome, join, normalize, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { readSettings as readDeclared } from "../settings";
import { setting } from "../shared";
import type { Behaviour } from "./behaviour";
import {
  CONFIG,
  DEFAULT_INSTRUCTION_MODE,
  DEFAULT_SETTING_SOURCES,
  ENV,
  type InstructionMode,
  LEGACY_INSTRUCTION_MODES,
  MANAGED_DIR,
  envDefinedFalsy,
  envTruthy,
} from "./facts";
import { claudeCodeMeta } from "./meta";

export interface Settings {
  cwd: string;
  home: string;
  /** CLAUDE_CONFIG_DIR, else ~/.claude. */
  configHome: string;
  /** A relative CLAUDE_CONFIG_DIR as written (normalised): the user's CLAUDE.md is shown under it. */
  configHomeWritten: string | null;
  managedDir: string;
  user: boolean;
  project: boolean;
  local: boolean;
  excludes: string[];
  externalApproved: boolean;
  date: string;
  /** The scenario set currentDate (else the stand-in date is used). */
  dateGiven: boolean;
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
  /** Rules folders are read in the disk's listing order (the native builds, 2.1.113 and later). */
  listingOrder: boolean;
  /** A link met after its target is a duplicate too (2.1.142 and later). */
  linkAfterTargetDeduped: boolean;
  /** A text with no block comment removed is sent as written, CRLF kept (2.1.330 and later). */
  untouchedTextKept: boolean;
  /** A rules folder's links out of the cwd are not followed (2.1.232 and later). */
  ruleLinksStayInCwd: boolean;
  /** claudeMdExcludes also matches the path a rule was reached by (behaviour.ts). */
  excludesMatchReachedPath: boolean;
}

/** A relative path with `.`, empty and inner `..` segments folded, as path.join leaves it ("../../a/b"). */
function normalizeRelative(path: string): string {
  const out: string[] = [];
  for (const seg of path.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else out.push(seg);
  }
  return out.join("/") || ".";
}

/** CLAUDE_CODE_DISABLE_CLAUDE_MDS: a truthy value (1, true, yes, on); up to 2.1.87 any value but "" (measured by the lab). */
const mdsOff = (value: string | undefined, b: Behaviour): boolean =>
  b.disableMdsByAnyValue ? value !== undefined && value !== "" : envTruthy(value);

/** The Project instructions keys, the newer first: releases before 2.1.277 read neither. */
const INSTRUCTION_KEYS = [CONFIG.instructionFiles, CONFIG.projectInstructions] as const;

/**
 * "Project instructions": `instructionFiles`, else the older `projectInstructions` key, else the
 * default. Releases before 2.1.277 have no such option: CLAUDE.md files only.
 */
function readInstructionMode(
  ctx: ProfileContext,
  b: Behaviour,
  current: { value: InstructionMode; given: boolean },
  legacy: { value: string | undefined; given: boolean },
): { mode: InstructionMode; from: string; isDefault?: true } {
  if (!b.instructionFilesOption) {
    // Neither key was checked (INSTRUCTION_KEYS are not read on these releases): any value is ignored.
    const set = INSTRUCTION_KEYS.find((k) => setting(ctx.input.config, k) !== undefined);
    if (set)
      ctx.diag({
        level: "info",
        code: "setting-not-read",
        message: `${set} is ignored: releases before 2.1.277 have no Project instructions option and read CLAUDE.md files only.`,
      });
    return { mode: "claude-md", from: "releases before 2.1.277 read CLAUDE.md files only" };
  }
  // An instructionFiles that is not a mode reads as the default, an older key that is not one of its
  // values as claude (claude-md): both said by their declarations (measured on 2.1.332: the lab, seed 143).
  if (current.value !== DEFAULT_INSTRUCTION_MODE) return { mode: current.value, from: `${CONFIG.instructionFiles} is ${current.value}` };
  // The older key counts while instructionFiles reads as the default.
  if (legacy.value !== undefined) {
    // A valid value, or invalidAs ("claude"): one of the table's keys either way.
    const mapped = LEGACY_INSTRUCTION_MODES[legacy.value];
    if (legacy.given) return { mode: mapped, from: `${CONFIG.projectInstructions} is ${legacy.value} (read as ${mapped})` };
    const raw = JSON.stringify(setting(ctx.input.config, CONFIG.projectInstructions));
    return { mode: mapped, from: `${CONFIG.projectInstructions} is ${raw}, which Claude Code reads as ${mapped}` };
  }
  return { mode: DEFAULT_INSTRUCTION_MODE, from: `Project instructions is ${DEFAULT_INSTRUCTION_MODE}, the default`, isDefault: true };
}

export function readSettings(ctx: ProfileContext, b: Behaviour): Settings {
  const { env, home, cwd, session } = ctx.input;
  const { values, given } = readDeclared(ctx, claudeCodeMeta.configKeys, {
    agent: claudeCodeMeta.name,
    notRead: b.instructionFilesOption ? [] : INSTRUCTION_KEYS,
  });
  const sources = values[CONFIG.settingSources];
  // A valid list may still name a source Claude Code does not know (its own refusal, not a type).
  for (const s of sources)
    if (!DEFAULT_SETTING_SOURCES.includes(s))
      ctx.diag({
        level: "warning",
        code: "unknown-setting-source",
        message: `settingSources: "${s}" is not one of user, project, local; Claude Code refuses to start with it.`,
      });
  const excludes = values[CONFIG.excludes];
  const date = values[CONFIG.currentDate];
  const simple = envTruthy(env[ENV.simple]);
  const configDir = env[ENV.configDir];
  const addDirs = values[CONFIG.addDir].map((d) => resolvePath(cwd, expandHome(d, home)));
  const addDirMemory = envTruthy(env[ENV.additionalDirs]);
  if (addDirMemory && addDirs.length === 0)
    ctx.diag({
      level: "info",
      code: "add-dir-none",
      message: `${ENV.additionalDirs} is set, but no --add-dir directory is given (config key ${CONFIG.addDir}), so it adds nothing.`,
    });
  else if (!addDirMemory && addDirs.length > 0)
    ctx.decide(`--add-dir ${addDirs.join(", ")} grants file access only: their CLAUDE.md files load only with ${ENV.additionalDirs}=1`);
  const autoEnv = env[ENV.disableAutoMemory];
  const mode = readInstructionMode(
    ctx,
    b,
    {
      value: values[CONFIG.instructionFiles] as InstructionMode,
      given: given.has(CONFIG.instructionFiles),
    },
    { value: values[CONFIG.projectInstructions], given: given.has(CONFIG.projectInstructions) },
  );
  const autoMemory = envTruthy(autoEnv) ? false : envDefinedFalsy(autoEnv) ? true : simple ? false : values[CONFIG.autoMemoryEnabled];
  return {
    cwd,
    home,
    // CLAUDE_CONFIG_DIR is taken as given; a relative value would be relative to the process cwd.
    configHome: configDir ? normalize(configDir.startsWith("/") ? configDir : join(cwd, configDir)) : join(home, ".claude"),
    configHomeWritten: configDir && !configDir.startsWith("/") ? normalizeRelative(configDir) : null,
    managedDir: MANAGED_DIR[session.os ?? "linux"] ?? MANAGED_DIR.linux,
    user: sources.includes("user"),
    project: sources.includes("project"),
    local: sources.includes("local"),
    excludes,
    externalApproved: values[CONFIG.externalApproved],
    date,
    dateGiven: given.has(CONFIG.currentDate),
    claudeMdOffBy: mdsOff(env[ENV.disableClaudeMds], b) ? ENV.disableClaudeMds : simple ? `${ENV.simple} (--bare)` : null,
    attachmentsOffBy: simple ? `${ENV.simple} (--bare)` : envTruthy(env[ENV.disableAttachments]) ? ENV.disableAttachments : null,
    autoMemory,
    addDirs,
    addDirMemory,
    instructionMode: mode.mode,
    modeFrom: mode.from,
    modeIsDefault: mode.isDefault === true,
    pathsList: b.pathsList,
    listingOrder: b.listingOrder,
    linkAfterTargetDeduped: b.linkAfterTargetDeduped,
    ruleLinksStayInCwd: b.ruleLinksStayInCwd,
    untouchedTextKept: b.untouchedTextKept,
    excludesMatchReachedPath: b.excludesMatchReachedPath,
  };
}
