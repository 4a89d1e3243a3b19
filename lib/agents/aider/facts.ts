/**
 * Aider's config file, read-only file option and the wording of its read-only files message: one
 * place for each. Sources: Aider-AI/aider @ 5dc9490 (see README.md); configargparse 1.7.x for how
 * config files, environment variables and the command line combine.
 */
export const NAME = "Aider";
export const VARIANTS = { upstream: "upstream" } as const;
export const COMMIT = "5dc9490bb35f9729ef2c95d00a19ccd30c26339c";
export const VERSION = "0.86.3.dev";

/** main.py: `.aider.conf.yml` in the working directory, the git root and the home folder. */
export const CONF_FILE = ".aider.conf.yml";
/** args.py: `--read FILE` (action="append"); its config key is `read`. */
export const READ_KEY = "read";
/** args.py: auto_env_var_prefix="AIDER_", so --read is also AIDER_READ. */
export const ENV = { read: "AIDER_READ" } as const;
/** Scenario config keys: the command line as aider spells it (`--read`, `--config`). */
export const CONFIG = { read: "read", config: "config" } as const;
/** main.py: git.Repo(search_parent_directories=True) finds the repository above the working directory. */
export const REPO_MARKER = ".git";

/** base_prompts.py read_only_files_prefix. */
export const READ_ONLY_PREFIX = "Here are some READ ONLY files, provided for your reference.\nDo not edit these files!\n";
/** base_coder.py get_readonly_files_messages: the scripted assistant reply after the message. */
export const ASSISTANT_REPLY = "Ok, I will use these files as references.";

/** base_coder.py all_fences, tried in order: the first whose marks start no line of the files is used. */
export const FENCES: readonly (readonly [string, string])[] = [
  ["```", "```"],
  ["````", "````"],
  ["<source>", "</source>"],
  ["<code>", "</code>"],
  ["<pre>", "</pre>"],
  ["<codeblock>", "</codeblock>"],
  ["<sourcecode>", "</sourcecode>"],
];

/** utils.py IMAGE_EXTENSIONS (matched with a case-sensitive endswith): sent as images, not text. */
export const IMAGE_EXTENSIONS = [".png", ".jpg", ".jpeg", ".gif", ".bmp", ".tiff", ".webp", ".pdf"] as const;

/**
 * Rulescope's list, not aider's: names people expect an agent to pick up on its own. Aider reads none
 * of them unless they are named with `read:` or --read, and Rulescope says so when one is present.
 */
export const NOT_DISCOVERED = ["CONVENTIONS.md", "AGENTS.md"] as const;

/** A folder given to --read is expanded to every file below it; Rulescope stops listing after this many. */
export const MAX_FOLDER_FILES = 2000;

/** Where under the home folder aider reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [CONF_FILE] as const;
