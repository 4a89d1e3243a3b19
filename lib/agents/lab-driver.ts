/**
 * How the lab (lab/, outside lib/) runs an agent's real binary on a generated tree and reads back the
 * instruction text it sent: the shape of each profile folder's `lab.ts`. Data only, so an agent's
 * whole truth (what it reads, and how its own binary is asked) stays in its folder and lib/ stays pure.
 *
 * A template string may name the run's places: `{root}` (the folder the tree was written to), `{home}`,
 * `{cwd}` (real paths), `{recorder}` (the loopback recorder's base URL, no trailing slash), `{cache}`
 * (a folder the lab keeps for the package version between runs, outside every tree, for what an agent
 * unpacks on its own; "" when only Rulescope runs) and `{env:NAME}` (a variable of the run's
 * environment, after the scenario's own were laid over the driver's).
 */

/** The request formats the lab's recorder answers (lib/cli/lab/recorder.ts). */
export type WireFormat = "anthropic-messages" | "openai-chat" | "openai-responses" | "gemini";

/** A file the lab writes before the run, such as the agent's config in its home folder. */
export interface LabConfigFile {
  /** A template: "{env:CODEX_HOME}/config.toml", "{home}/.claude/settings.json". */
  path: string;
  /** The place when `path` names a variable the run does not set ("{env:CLAUDE_CONFIG_DIR}/…" or "{home}/.claude/…"). */
  orPath?: string;
  format: "toml" | "json";
  /**
   * Settings always written (onboarding done, telemetry off, an API key the recorder ignores). Strings in
   * them, at any depth, are templates: a provider's base URL can be `{recorder}/v1`.
   */
  fixed?: Readonly<Record<string, unknown>>;
  /**
   * JSON only: a dotted key ("context.fileName") is written as nested objects
   * (`{"context": {"fileName": …}}`), the way settings.json files spell the keys scenarios write flat.
   */
  nested?: boolean;
  /**
   * The scenario's config keys this file carries, spelled as the agent spells them (and as
   * `scenario.config` does). A key the scenario leaves unset is not written, so the agent's default holds.
   */
  scenarioKeys?: readonly string[];
  /**
   * JSON only: where in the document a scenario key is written, when not at the top (Claude Code keeps a
   * plugin's option under `pluginConfigs.<plugin>.options`): the path of object keys, the last one its name.
   */
  at?: Readonly<Record<string, readonly string[]>>;
  /**
   * Rulescope's profile reads this file itself (it is one of the agent's config layers), so the keys
   * it carries are not given to `rulescope resolve` again as --config: the file is what both read.
   */
  readByRulescope?: boolean;
  /**
   * The scenario keys this file carries hold paths (opencode's `instructions`): an absolute string is
   * a path in the tree, moved under the folder as the scenario's absolute variables are.
   */
  paths?: boolean;
}

/**
 * One step from a JSON value towards the strings that may hold the instruction text: an object key,
 * an array index, "*" (every item of an array or value of an object), or a filter that keeps the
 * current objects whose named fields equal the given values.
 */
export type JsonStep = string | number | { where: Readonly<Record<string, string | number | boolean>> };

/** Where the instruction text is in what the agent produced. */
export interface TextPick {
  /**
   * The JSON document: what the binary prints on stdout, or the nth (0: first) recorded request of a
   * format; with `holding`, the nth of those requests that have a candidate string containing it (an
   * agent may send other requests first, such as a title request).
   */
  from: { stdout: "json" } | { request: WireFormat; nth?: number; holding?: string };
  /** Steps from the document to candidate strings; strings at the end of the path are candidates, in order. */
  path: readonly JsonStep[];
  /**
   * The text is the first candidate that starts with this (or with one of these: releases that frame it
   * differently); none: the agent sent no instruction text ("").
   */
  startsWith: string | readonly string[];
  /**
   * Marks after which the agent writes the day it ran (`Today's date is `): the ISO date (YYYY-MM-DD) that
   * follows each is masked on both sides (the `date` normalisation), so a verdict recorded today replays tomorrow.
   */
  datesAfter?: readonly string[];
  /** When the text is part of a larger string (the memory at the end of a system prompt): where it is. */
  cut?: TextCut;
}

/** Where a text sits inside the candidate string. A start mark that is not there: no text (""). */
export interface TextCut {
  /** The text starts at the earliest of these marks, the mark kept (the memory's own first line). */
  at?: readonly string[];
  /** Or: the text starts right after the first occurrence of this mark, the mark dropped (a separator). */
  after?: string;
  /** The text ends with the last occurrence of this mark after its start, the mark kept; else at the end. */
  through?: string;
  /**
   * Or: the text ends right before these marks, the mark dropped: what the agent appends after the
   * memory from the machine, not from files (Qwen Code's git snapshot, opencode's skills, Copilot's
   * notifications). Each mark's last occurrence counts, so a file that quotes one does not end the text
   * early; the earliest of those ends it.
   */
  before?: readonly string[];
  /**
   * The agent always sends a `before` mark after the text (opencode's skills, Copilot's notifications):
   * when none follows the start, the part in between is empty, and so is the text. Without it, a missing
   * mark means the text runs to the end (Qwen Code sends its git snapshot only in a repository).
   */
  beforeAlways?: boolean;
}

/** A text the agent sends in pieces (a system prompt's part and a user message's part), joined as Rulescope joins them. */
export interface TextParts {
  parts: readonly TextPick[];
  /** Put between two non-empty parts. */
  join: string;
}

/** Facts the tree generator (lab/generate.ts) builds trees from: each one names the profile's own fact. */
export interface TreeFacts {
  /** Names read in each folder of the walk, in the agent's order. */
  folderNames: readonly string[];
  /** Names whose presence marks the project root. */
  rootMarkers: readonly string[];
  /**
   * The global folder (relative to home; `envVar` moves it) and the names read there. `envVarIsHome`:
   * the variable names a home for the folder (GEMINI_CLI_HOME: `$GEMINI_CLI_HOME/.gemini`), not the folder.
   */
  global?: { dir: string; envVar?: string; envVarIsHome?: boolean; names: readonly string[] };
  /** The byte budget the project files share, and its config key. */
  budget?: { key: string; default: number };
  /** A config key listing more names tried in each folder after `folderNames`. */
  extraNamesKey?: string;
  /** A config key replacing `rootMarkers`. */
  rootMarkersKey?: string;
  /** Names read in place of `folderNames` when none of those is found (Claude Code's AGENTS.md fallback). */
  fallbackNames?: readonly string[];
  /** A candidate may be a link to another name read in the same folder (which copy an agent that dedupes keeps). */
  siblingLinks?: boolean;
  /** A line `<prefix><path>` in a file inlines another file ("@"): bodies get such lines, chains and cycles. */
  importPrefix?: string;
  /** Bodies may open with YAML frontmatter (with this key among others: `paths`) or hold HTML comments. */
  frontmatterKey?: string;
  /** Folders of rule files, every file with the extension read (recursively): below each walked folder and the global one. */
  rules?: { dir: string; globalDir?: string; ext: string };
  /** Config keys and variables set now and then (each in one tree of seven), to one of their values. */
  settings?: readonly { key: string; values: readonly unknown[] }[];
  variables?: readonly { name: string; values: readonly string[] }[];
  /**
   * The agent asks git where the repository is (not just whether `.git` exists): markers also come as
   * repositories git accepts (a `.git` folder with HEAD, objects/ and refs/, a link to one, a `.git`
   * file naming one), besides the forms git refuses.
   */
  gitRepositories?: boolean;
  /**
   * Heads for the bodies of files whose name ends with `suffix` (frontmatter an agent reads): each such
   * body starts with one of `values`, "" for none.
   */
  heads?: { suffix: string; values: readonly string[] };
  /** More files the agent may read under home (paths relative to it), each placed with some chance. */
  homeFiles?: readonly string[];
  /** Variables the agent reads, each set with some chance to one of its values (values it accepts). */
  envValues?: Readonly<Record<string, readonly string[]>>;
  /** Folders of rule files the agent lists (Cline's .clinerules, Continue's .continue/rules). */
  ruleFolders?: RuleFolderFacts;
}

/** Rule folders for the generator: where they are, which names count, and the frontmatter their files may open with. */
export interface RuleFolderFacts {
  /** Relative to each walked folder (the working directory and those above it). */
  dirs: readonly string[];
  /** Relative to the global folder (`TreeFacts.global`, moved with it by its variable). */
  globalDirs?: readonly string[];
  /** Relative to home, never moved. */
  homeDirs?: readonly string[];
  /** Single files relative to home (Cline's ~/.agents/AGENTS.md). */
  homeFiles?: readonly string[];
  /** Extensions the agent reads (others are generated too, as decoys). */
  exts: readonly string[];
  /** Whether subfolders are generated (an agent that lists recursively reads them). */
  nested?: boolean;
  /** The agent takes a folder's files in the disk's own listing order (of two it takes for one rule, the later wins). */
  listed?: boolean;
  /** Frontmatter keys a rule may set, each to one of its values (YAML text as written). */
  frontmatter?: readonly { key: string; values: readonly string[] }[];
}

export interface LabDriver {
  /** The npm package that installs the agent. */
  package: string;
  /** The command it installs (node_modules/.bin/<bin>). */
  bin: string;
  /**
   * What the lab installs instead of `package`, when that one's install script would fetch the binary:
   * the platform package that holds it, and the binary's path inside that package (it declares no bin).
   */
  labInstall?: { package: string; binPath: string };
  /** How the package brings its native binary: the lab cannot download at install time. */
  ships: string;
  /** The version the recorded verdicts are for (`npm run lab -- --agent <id>` runs it unless told). */
  pinned: string;
  /** Versions the lab has run against this profile, oldest first. */
  verified: readonly string[];
  /**
   * Only the first N seeds of the record list were recorded for `pinned` (a machine too loaded to run
   * them all in time): the replay checks those. Re-record with `--record` and drop this.
   */
  recordedSeeds?: number;
  /**
   * Arguments that print the version, the text before the number, any after it (" (Claude Code)"), the
   * stream it comes on (stdout unless told: pi prints it on stderr), and `env` (templates naming `{cache}`
   * only) added to the lab's own environment for that run.
   */
  versionCommand: {
    args: readonly string[];
    prefix: string;
    suffix?: string;
    stream?: "stderr";
    env?: Readonly<Record<string, string>>;
  };
  /** The command line after the binary (templates); it runs in the scenario's working directory. */
  args: readonly string[];
  /** The environment, besides PATH (the lab passes its own, so the package's node launcher is found). */
  env: Readonly<Record<string, string>>;
  /** Folders that must exist before the run (templates). */
  dirs: readonly string[];
  configFiles: readonly LabConfigFile[];
  instructions: TextPick | TextParts;
  /**
   * What the agent writes on its own, as templates ("{env:CODEX_HOME}/skills"; a folder covers everything
   * in it, a final `*` every name that starts with the rest; one naming a variable the run leaves unset
   * declares nothing): after a run the lab reports anything else new under the home folder.
   */
  writesIntoHome: readonly string[];
  /**
   * What the agent prints when it stops on start with the tree it was given (a crash the profile
   * models, with an `agent-start-error`): a failed run whose stderr holds one of these sent no
   * instructions, so its text is "" and it is compared like any other.
   */
  startErrors?: readonly string[];
  /** For an agent that must talk to a model: the format its requests come in. */
  recorder?: { wire: WireFormat };
  /** How long one run may take before the lab gives up on it, in milliseconds. */
  timeoutMs: number;
  trees: TreeFacts;
}
