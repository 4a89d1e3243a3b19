/**
 * The AGENTS.md standard's names and Rulescope's neutral labels: one place for each.
 * Sources are listed in index.ts and README.md; each fact names the one it comes from.
 */

/** The file name (agents.md site; FAQ: "Rename existing files to AGENTS.md"). Exact case. */
export const AGENTS_FILE = "AGENTS.md";
/** The old name the FAQ's migration renames (`mv AGENT.md AGENTS.md && ln -s AGENTS.md AGENT.md`). */
export const LEGACY_FILE = "AGENT.md";
/** Repository boundary for the walk up (the brief's "repo root": the nearest folder holding .git). */
export const REPO_MARKER = ".git";

/** Issue #91 (open): per-developer file in the working directory, above ./AGENTS.md. */
export const LOCAL_FILE = ".agents.local.md";
/** Issue #91: `$XDG_CONFIG_HOME/agents/AGENTS.md`, default `~/.config`; Windows `%APPDATA%`. */
export const GLOBAL_SUBPATH = "agents/AGENTS.md";
/** The competing proposal (codex#24524, zed#57690, ...): not what #91 reads. */
export const COMPETING_GLOBAL = ".agents/AGENTS.md";

export const VARIANTS = {
  upstream: "upstream",
  nestedStack: "nested-stack",
  proposal91: "proposal-91",
} as const;

export const ENV = { xdg: "XDG_CONFIG_HOME", appData: "APPDATA" } as const;

/** Rulescope's own words: the standard defines no wrapper, so none of this pretends to be an agent's. */
export const LISTING = {
  header:
    "[Rulescope listing: the AGENTS.md standard does not say how an agent wraps or words these files. These are the texts, in order; lines in square brackets are Rulescope's labels.]\n",
  item: (label: string, path: string) => `\n[${label}: ${path}]\n`,
  alreadyInContext: (label: string, path: string) => `\n[${label}: ${path} (its text is already in context)]\n`,
} as const;

/** Where under the home folder the AGENTS.md standard (issue #91 and the competing ~/.agents) reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [`.config/${GLOBAL_SUBPATH}`, `$${ENV.xdg}/${GLOBAL_SUBPATH}`, COMPETING_GLOBAL] as const;
