/**
 * JetBrains Junie's guideline file names and its Guidelines path setting: one place for each.
 * Sources: jetbrains.com/help/junie (customize-guidelines, project-settings), JetBrains/junie-guidelines
 * README. README.md lists every decision.
 */
export const NAME = "Junie";
export const VARIANTS = { upstream: "upstream", guidelinesMd: "guidelines-md" } as const;

/** Junie-specific guidelines file: the documented default ("By default, Junie looks for ... .junie/guidelines.md"). */
const GUIDELINES_MD = ".junie/guidelines.md";
/**
 * Newer Junie: "You can define ... in .junie/AGENTS.md or AGENTS.md" (junie-guidelines README). Which
 * wins when several exist is not documented: Rulescope takes the first present, in this order (inferred).
 */
export const NAMES_AGENTS_MD = [".junie/AGENTS.md", "AGENTS.md", GUIDELINES_MD] as const;
/** Junie docs of November 2025: only .junie/guidelines.md unless Guidelines path is set. */
export const NAMES_GUIDELINES_MD = [GUIDELINES_MD] as const;

/** Settings | Tools | Junie | Project Settings | Guidelines path: a file relative to the project path. */
export const CONFIG = { guidelinesPath: "guidelinesPath" } as const;

/**
 * The guidelines file's name inside the project's .junie folder, for the `junie` CLI: JetBrains'
 * own GitHub Action (JetBrains/junie-github-action action.yml @ 0046249: input
 * junie_guidelines_filename, "Filename (should be in <project-root>/.junie dir) of the guidelines file
 * to use") hands it to the CLI as this variable.
 */
export const ENV = { guidelinesFilename: "JUNIE_GUIDELINES_FILENAME" } as const;
/** The folder that name is looked up in, at the project root. */
export const GUIDELINES_DIR = ".junie";
