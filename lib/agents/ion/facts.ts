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

/**
 * ion's first Rust loader at its last state, nijaru/ion src/agent/instructions.rs @ 414d5f3 (2026-02-19),
 * placed by src/agent/context.rs (its minijinja template) until the Go rewrite (9563fad, 2026-03-13).
 */
export const RUST_V1 = {
  ionLocal: ".ion/AGENTS.md",
  /** Under $XDG_CONFIG_HOME (any set value, joined as is), else ~/.config, on every OS. */
  globalFile: "agents/AGENTS.md",
  defaultConfigDir: ".config",
  /** The cross-agent home file (agentskills.io convention), read after the XDG one. */
  agentsHome: ".agents/AGENTS.md",
  /** In the working directory only; the first with text wins. */
  projectNames: ["AGENTS.md", "CLAUDE.md"],
  separator: "\n\n---\n\n",
  /** The template's `{% if instructions %}` body around the joined text (minijinja keeps these newlines). */
  head: "\n## Project Instructions\n\n",
  tail: "\n",
  /** Rust `char::is_whitespace` (Unicode White_Space): what `str::trim` strips. U+FEFF is not in it. */
  whitespace: /^[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$/u,
} as const;

export const VARIANTS = { upstream: "upstream", seed: "seed", rustV1: "rust-v1" } as const;

export const ENV = {
  xdgConfigHome: "XDG_CONFIG_HOME",
  appData: "APPDATA",
} as const;

/** Where under the home folder ion (the seed design and rust-v1; upstream reads none) reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [
  SEED.ionLocal,
  `${SEED.defaultConfigDir}/${SEED.globalFile}`,
  `$${ENV.xdgConfigHome}/${SEED.globalFile}`,
  RUST_V1.agentsHome,
] as const;
