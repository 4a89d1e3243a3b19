/**
 * A folder on disk made into the check's options, as `rulescope check`, the language server, the MCP
 * server and the library (`import { checkSetup } from "rulescope"`) all make them: the repository root
 * above it, rulescope.json found upward (or given), the agents, the home folder fenced but for the
 * agents' own places.
 */
import { existsSync, realpathSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { dirname as realDirname, join as realJoin, resolve as resolveReal } from "node:path";
import { PROFILES } from "../agents";
import { CONFIG_FILE_NAMES, parseAgentRef, parseConfig, type CheckConfig } from "../check/config";
import type { CheckOptions } from "../check/types";
import { isWithin } from "../core/paths";
import { agentHomePlaces, HOME_NOT_OPENED } from "./dir-scenario";
import { lexists, readJsoncFile, readPackageKey, type ReadJson } from "./io";
import { nodeFs, type NodeFsOptions } from "./node-fs";
import { splitAssignment, UsageError } from "./usage";

/**
 * The configuration found in the tree is the repository's, so it is read as rule files are: only a
 * regular file inside the tree (a link may point to another file of the tree, never out of it, nor to
 * /proc/self/environ or a device). `--config` names a file the user chose, and is read as given.
 */
function insideTree(root: string, path: string): void {
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch {
    throw new UsageError(`${path} is a link that leads nowhere; Rulescope reads its configuration only from a file in the checked tree.`);
  }
  if (!isWithin(real, root))
    throw new UsageError(
      `${path} is a link to a file outside the checked tree; Rulescope reads its configuration only from a file in the tree (or from --config).`,
    );
  if (!statSync(real).isFile())
    throw new UsageError(`${path} is not a regular file; Rulescope reads its configuration only from a file in the checked tree.`);
}

/**
 * The configuration as ESLint and Prettier find theirs: in the checked folder, then each folder above
 * it up to the repository's root, the first of rulescope.json, .rulescope.json and a "rulescope" key
 * in package.json.
 */
function findConfig(from: string, root: string): { path: string; read?: ReadJson } | null {
  for (let dir = from; ; dir = realDirname(dir)) {
    const named = CONFIG_FILE_NAMES.map((n) => realJoin(dir, n)).find((p) => lexists(p));
    if (named) return { path: named };
    const pkg = realJoin(dir, "package.json");
    const read = lexists(pkg) ? readPackageKey(pkg, "rulescope") : null;
    if (read) return { path: pkg, read };
    if (dir === root || dir === realDirname(dir)) return null;
  }
}

function loadConfig(from: string, root: string, explicit: string | undefined): { path: string | null; config: CheckConfig } {
  const found = explicit !== undefined ? { path: resolveReal(explicit) } : findConfig(from, root);
  if (found === null) return { path: null, config: {} };
  const { path } = found;
  if (explicit === undefined) insideTree(root, path);
  // package.json's key was read already (the rest of that file is npm's, not a configuration).
  const read = found.read ?? readJsoncFile(path, "configuration");
  if (!read.ok) throw new UsageError(read.error);
  const parsed = parseConfig(read.value);
  if (!parsed.ok)
    throw new UsageError(`${path} is not a valid Rulescope configuration:\n${parsed.problems.map((p) => `  ${p}`).join("\n")}`);
  return { path, config: parsed.config };
}

/**
 * What the check may read: the tree and, with --home, only the agents' own global places there (as
 * `resolve --dir --home` opens them); the rest of the home folder is fenced off, so a link in the tree
 * to ~/.ssh or ~/.claude/.credentials.json is refused, not read. The places come from the flags'
 * environment only: a repository's rulescope.json `env` cannot widen them.
 */
function homeAccess(root: string, home: string, withHome: boolean, flagEnv: Record<string, string>): NodeFsOptions {
  const treeInHome = isWithin(root, home) ? [root] : [];
  if (!withHome)
    return { allow: [root], fences: isWithin(home, root) ? [{ path: home, except: treeInHome, reason: HOME_NOT_OPENED }] : [] };
  const { open, fence } = agentHomePlaces(
    PROFILES,
    home,
    flagEnv,
    treeInHome,
    "is in the home folder but not among the agents' own global files, which are all --home opens",
    // The check starts agents in many folders; a relative value is placed from the root.
    root,
  );
  return { allow: [root, ...open], fences: [fence] };
}

/** What `check --dir` is given: the folder and the flags that shape the check (strings, as typed). */
export interface CheckSetupInput {
  dir: string;
  config?: string;
  /** Comma-separated ids, id@variant. */
  agents?: string;
  home?: string;
  /** NAME=value pairs. */
  env?: string[];
  /**
   * The folder is the whole tree: no repository root nor configuration above it is looked for, and
   * nothing above it is read (the MCP server promises to read nothing outside its folder).
   */
  folderOnly?: boolean;
}

export interface CheckSetup {
  /** The repository's root (the nearest folder holding .git), or the folder itself. */
  root: string;
  options: CheckOptions;
  /** The configuration file read, or null (defaults). */
  configPath: string | null;
  /** The configuration's failOn, else error. */
  failOn: string;
  /** The configuration's minSeverity, if it sets one. */
  minSeverity?: string;
  home: string;
  access: NodeFsOptions;
}

/**
 * A folder on disk made into the check's options as `rulescope check` makes them: the repository root
 * above it, the configuration found upward (or given), the agents, the home folder fenced but for the
 * agents' own places. Throws a UsageError with a sentence for what it cannot use.
 */
export function checkSetup(input: CheckSetupInput): CheckSetup {
  const given = input.dir;
  let folder: string;
  try {
    folder = realpathSync.native(resolveReal(given));
    if (!statSync(folder).isDirectory()) throw new Error();
  } catch {
    throw new UsageError(`--dir ${given} is not a directory that can be read.`);
  }
  // In a subfolder of a repository, the repository is checked from its root, scoped to the folder: the
  // agents read the files above it too (a root AGENTS.md), and paths stay the repository's.
  const root = input.folderOnly ? folder : (repositoryRoot(folder) ?? folder);
  const { path: configPath, config } = loadConfig(folder, root, input.config);
  let agents = config.agents;
  if (input.agents !== undefined) {
    agents = input.agents
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean)
      .map((ref) => {
        const r = parseAgentRef(ref);
        if (!r.ok) throw new UsageError(`--agents: ${r.problem}.`);
        return r.agent;
      });
  }
  let home = homedir();
  if (input.home !== undefined) {
    home = resolveReal(input.home);
    if (!existsSync(home) || !statSync(home).isDirectory()) throw new UsageError(`--home ${input.home} is not a directory.`);
  }
  const flagEnv = Object.fromEntries((input.env ?? []).map((e) => splitAssignment("--env", e)));
  const env = { ...config.env, ...flagEnv };
  const access = homeAccess(root, home, input.home !== undefined, flagEnv);
  // rulescope.json's settings are CheckOptions' own keys; flags override agents and add to env.
  const { failOn, minSeverity, agents: _configured, ...settings } = config;
  const options: CheckOptions = {
    ...settings,
    fs: nodeFs(access),
    root,
    home,
    env,
    ...(agents ? { agents } : {}),
    ...(folder !== root ? { scope: folder } : {}),
  };
  return { root, options, configPath, failOn: failOn ?? "error", ...(minSeverity ? { minSeverity } : {}), home, access };
}

/** The nearest folder at or above `folder` holding .git (a clone's root), or null. */
function repositoryRoot(folder: string): string | null {
  for (let dir = folder; ; dir = realDirname(dir)) {
    if (lexists(realJoin(dir, ".git"))) return dir;
    if (dir === realDirname(dir)) return null;
  }
}
