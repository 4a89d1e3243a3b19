/**
 * The profile contract. A profile is a plain object: what the agent is (id, sources), what the UI can
 * set for it (variants, env toggles, config keys: drawn from this data; together its `ProfileMeta`),
 * and `resolve`. Build them with define.ts, which types the variant ids. Its examples (examples.ts in
 * its folder) are listed apart, in lib/agents/examples.ts, so the page loads them after first paint.
 * File-name lists, defaults, separators and wrappers live in the profile that owns them, nowhere else.
 */
import type { Composer } from "../core/compose";
import type { GlobGuard } from "../core/glob-guard";
import type { ImportBudget } from "../core/import-budget";
import type { YamlReader } from "../core/yaml-bounded";
import type { TokenCut } from "../core/token-cut";
import type { FsPort } from "../fs/port";
import type { Scenario } from "../scenario/types";
import type { Block, Budget, Diagnostic, Source, Step } from "../types";

export interface UpstreamSource {
  /** What it is: "openai/codex codex-rs/core/src/agents_md.rs". */
  label: string;
  url: string;
  /** Commit or version read, where known. */
  commit?: string;
  /** What was read there and taken from it (functions, constants, wording), in a sentence or two. */
  read?: string;
}

export interface Variant {
  id: string;
  /** One line: what this variant does differently. */
  description: string;
  /** A few words beside the default variant's id in the README's agent table ("CLI", "1.4+"). */
  note?: string;
  /**
   * The upstream release or commit (range) this variant models, and the day that source was read:
   * shown beside the Variant control and in the CLI's text output, so a user can tell which agent
   * version the simulation stands for.
   */
  models?: {
    version: string;
    checked: string;
    /** Dotted release numbers this variant covers, both ends inclusive (`--agent claude-code@2.1.280`). */
    since?: string;
    until?: string;
  };
}

export interface EnvToggle {
  /** The variable, spelled as the agent spells it. */
  name: string;
  description: string;
  /** The value the UI sets when the checkbox is ticked. */
  onValue: string;
}

/**
 * One setting a profile reads from `scenario.config`, declared once: the page's control, the JSON
 * Schema of the key and the validation profiles get (settings.ts readSettings) all come from it.
 */
export interface ConfigKey {
  /** A dotted key (`context.fileName`) is also read nested (`{"context": {"fileName": ...}}`); the flat spelling wins. */
  key: string;
  /** The control's name where the key is Rulescope's own, not a setting of the agent ("Trusted folder"). */
  label?: string;
  /** "json": any JSON value (an agent's own state map, such as Cline 3's path → boolean rule toggles). */
  type: "number" | "string" | "string[]" | "boolean" | "json";
  /** What a key left out reads as. Absent: none, the key is simply not set (Claude Code's older `projectInstructions`). */
  default?: unknown;
  description: string;
  /** A number: only whole numbers. */
  whole?: boolean;
  /** A number: the least value taken. */
  min?: number;
  /** A string: the values the agent knows; any other is invalid. */
  oneOf?: readonly string[];
  /**
   * What the agent reads an invalid value as, when that is not the default (a valid value itself):
   * Claude Code reads any `projectInstructions` it does not know as `claude`, its plugin's first default
   * (measured: the lab, seed 143), not as leaving the key out. readSettings hands the profile this value.
   */
  invalidAs?: unknown;
  /**
   * The agent rejects its whole config over an invalid value rather than using a default (opencode's
   * config schema): readSettings reports an error, and the key counts as left out.
   */
  refusesInvalid?: boolean;
  /**
   * A list of strings that the agent also takes as one string, meaning a list of that one (aider's
   * `--read FILE`, given once): readSettings hands the profile `[value]`.
   */
  orOne?: boolean;
  /**
   * A list of strings that the agent also takes as one comma-separated string, as its command-line flag
   * is spelled (Claude Code's `--setting-sources user,project`): readSettings hands the profile the parts.
   */
  commas?: boolean;
}

export interface Example {
  /** Stable: used in `#example/<id>` links. Prefixed with the agent id. */
  id: string;
  title: string;
  /** Two lines: what to look at and why it comes out that way. */
  explanation: string;
  scenario: Scenario;
}

/** The scenario keys a session fills with a default when they are missing (lib/resolve.ts sessionInput). */
type Defaulted = "home" | "env" | "config" | "prompt" | "tools" | "mcp" | "contextPaths" | "openFiles" | "session";

/** A scenario with defaults filled in: what a profile reads. */
export type SessionInput = Pick<Scenario, "files" | "cwd"> & { [K in Defaulted]-?: NonNullable<Scenario[K]> };

/**
 * What a profile's resolve reads and reports through. It carries no variant id: what differs between
 * variants is the behaviour row define.ts hands resolve beside this context.
 */
export interface ProfileContext {
  input: SessionInput;
  /** The tree, through a port that records every probe in the trace. */
  fs: FsPort;
  /** Record a candidate file and what became of it. Order matters: see Resolution.sources. */
  source(s: Source): void;
  diag(d: Diagnostic): void;
  /** Record a budget the agent measured text against (Resolution.budgets). */
  budget(b: Budget): void;
  /** Record a decision in the trace ("stop: .git found in /repo"). */
  decide(result: string, path?: string): void;
  /** Step list so far (profiles that compose others may need to splice). */
  readonly trace: Step[];
  /**
   * False when the run keeps no trace (a check's reach runs read 30,000 files): a profile may then skip
   * the rest of its probes of a path already known to be missing, since no step would show them.
   */
  readonly traced: boolean;
  /**
   * Tokenizer work, handed in by resolve() so profiles never import the tokenizer themselves: the page
   * loads profile data on the main thread, and the tokenizer (over 1 MB) stays in the resolver's worker.
   */
  tokens: { cut(text: string, maxTokens: number): TokenCut };
  /**
   * Every glob from user data (rule frontmatter, config patterns) is matched through this guard: it
   * refuses patterns whose matching could take minutes and reports them (lib/core/glob-guard.ts).
   */
  globs: GlobGuard;
  /** Every frontmatter block is parsed through this reader: size, depth and alias bounds per block and per resolve. */
  yaml: YamlReader;
  /** Imports and mentions that pull in other files' text charge this budget (lib/core/import-budget.ts). */
  imports: ImportBudget;
  /**
   * The session of the agent this profile runs inside (ProfileMeta.host), composed by that agent's
   * profile over this same context, at `variant` (absent: its default). resolve() looks the host up in
   * the registry, so no profile imports another's folder. Only for a profile that declares a host.
   */
  host(variant?: string): ProfileOutput;
}

/** The context lib/resolve.ts builds: a ProfileContext and the variant id it checked (V: a profile's ids). */
export interface ResolveContext<V extends string = string> extends ProfileContext {
  variant: V;
}

export interface ProfileOutput {
  /** The instruction text, built with frame/content parts. */
  prompt: Composer;
  /** The whole context layout in order; the instruction block(s) carry prompt text. */
  blocks: Block[];
}

/**
 * What a profile is, without its resolver: the page loads only this (each folder's meta.ts, listed in
 * lib/agents/meta.ts), so its first load carries no resolver code. V: the variant ids, as in ResolveContext.
 */
export interface ProfileMeta<V extends string = string, K extends readonly ConfigKey[] = readonly ConfigKey[]> {
  id: string;
  name: string;
  homepage: string;
  sources: UpstreamSource[];
  /** Composed text published upstream? If not, the UI says so and shows files and order only. */
  textFidelity: "exact" | "order-only";
  variants: (Variant & { id: V })[];
  /** NoInfer: the default must be one of the ids listed in `variants`, not a new one. */
  defaultVariant: NoInfer<V>;
  envToggles: EnvToggle[];
  /** Its settings, each declared once (ConfigKey); `K` keeps a meta's own list literal for readSettings. */
  configKeys: K;
  /**
   * The places under the home folder the agent reads on its own (its global files and folders), for
   * the CLI's `--home`, which opens only these. Each is a home-relative path (".codex",
   * ".config/amp/AGENTS.md"; a folder includes everything below it) or "$NAME/rest" for a place an
   * environment variable moves (it counts when the variable's value is absolute and under home; see
   * home-paths.ts). Files that rule text names (imports, mentions) are not listed: under `--home`
   * they are refused unless they lie here, and `--home-all` opens the whole home folder.
   */
  homePaths: readonly string[];
  /**
   * Environment a `check` assumes unless the team sets the variable: the session of someone who works
   * in the repository (gemini-cli: a trusted folder, else it reads no project file and every finding
   * about its files would be moot). The check's report names what it assumed.
   */
  checkEnv?: Readonly<Record<string, string>>;
  /**
   * Files and folders whose presence in a repository shows a team uses this agent (`rulescope check`
   * infers the agents from them). Each is a path relative to any folder of the tree; one ending in `/`
   * is a folder with at least one file in it. Names several agents read (AGENTS.md) are no marker.
   */
  markers: readonly string[];
  /**
   * The agent's settings files (`opencode.json`, `.gemini/settings.json`, `.claude/`): they show a team
   * uses it too, but hold no instructions, so an agent inferred from them alone is inferred on weaker
   * evidence, and the report says so. Same form as `markers`; absent: none. Evidence only: no file
   * there is taken for a rule file (a Markdown command in `.cursor/commands/` is no misplaced rule).
   */
  configMarkers?: readonly string[];
  /**
   * The agent this one runs inside, by id: a plugin in its host's session (opencode-rules in
   * opencode), a CLI running an IDE's harness (kiro-cli's V3 is Kiro's). Its home places are this
   * profile's too (home-paths.ts homePathsOf), and `ctx.host()` composes its session. Absent: none.
   */
  host?: string;
  /**
   * Files of a format that comes from this agent though other agents read it too (AGENTS.md is
   * Codex's): as strong evidence as a marker, for this agent only (the others that read it are named,
   * not inferred), and the agent a tree with no agent's own file is checked as. At most one profile
   * declares a given name. Same form as `markers`; absent: none.
   */
  formatMarkers?: readonly string[];
  /**
   * The file this agent reads in a folder whose text can import another file (`@AGENTS.md` in a
   * CLAUDE.md): what `check` offers to create for it where it misses a file its neighbours read.
   * `prefix` + a path relative to the folder is one import line. Absent: the agent imports nothing.
   */
  folderImport?: { file: string; prefix: string };
  /**
   * The agent removes block HTML comments from every file it loads (Claude Code does): text that
   * differs from what it was sent only in such comments is no text it misses. Absent: comments are sent.
   */
  dropsHtmlComments?: boolean;
}

/**
 * A whole profile: its data and `resolve`. `AgentProfile` (V = string) is the erased type registries
 * hold; a method, so a profile whose resolve takes its own variant union still fits it.
 */
export interface AgentProfile<V extends string = string> extends ProfileMeta<V> {
  resolve(ctx: ResolveContext<V>): ProfileOutput;
}
