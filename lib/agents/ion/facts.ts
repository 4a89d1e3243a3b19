/**
 * Every ion fact the profile relies on (names, limits, wrappers, separators), in one place.
 * Sources: see README.md in this folder.
 */

/** Upstream today: nijaru/ion crates/ion-host/src/project_instructions.rs @ 0deaf90. */
export const UPSTREAM = {
  /** The only name looked for, in every directory from `/` down to the canonical cwd. */
  fileName: "AGENTS.md",
  /** read_bounded(path, 64 * 1024): a larger file is an error, never cut. */
  maxFileBytes: 64 * 1024,
  /** The whole instructions string (base prompt included) may not pass 128 KiB. */
  maxTotalBytes: 128 * 1024,
  /**
   * UTF-8 length of ion's built-in opening line (its trailing newline included). It counts against
   * maxTotalBytes; the text itself is ion's and is shown as a placeholder block.
   */
  basePromptBytes: 305,
  blockHead: (path: string) => `\nProject instructions from ${path}:\n`,
  blockTail: "\n",
  bom: "\uFEFF",
  /** Names a user may expect ion to read; listed as unmatched so the "why" view can say it does not. */
  otherProjectNames: ["CLAUDE.md"],
} as const;

/** The seed design (seed 002, docs/agents/seeds.md#seed-002): three additive layers, joined by load_all. */
export const SEED = {
  ionLocal: ".ion/AGENTS.md",
  /** Under $XDG_CONFIG_HOME, else ~/.config (Windows: %APPDATA%). */
  globalFile: "agents/AGENTS.md",
  defaultConfigDir: ".config",
  projectNames: ["AGENTS.md", "CLAUDE.md"],
  separator: "\n\n---\n\n",
  /** "Very large files: Truncate with warning (> 10k tokens)". */
  maxTokens: 10_000,
  /** The alternative composition sketched in render_system_prompt (shown as a diagnostic only). */
  headerGlobal: "# Global Instructions\n",
  headerProject: "# Project Instructions\n",
} as const;

export const ENV = {
  xdgConfigHome: "XDG_CONFIG_HOME",
  appData: "APPDATA",
} as const;

/** Where under the home folder ion (the seed design; upstream reads none) reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [SEED.ionLocal, `${SEED.defaultConfigDir}/${SEED.globalFile}`, `$${ENV.xdgConfigHome}/${SEED.globalFile}`] as const;
