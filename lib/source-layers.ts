/**
 * Every value `Source.layer` may take: where a file comes from in the agent's search, in the agent's own
 * terms, with what the layer means. The page shows the name, with the meaning as its tooltip. Kept one
 * layer per line, sorted, so that parallel additions merge cleanly.
 */
// One layer per line, however long, so the formatter leaves it alone:
// prettier-ignore
export const SOURCE_LAYERS = {
  "add-dir": "a directory added with --add-dir (or the agent's equivalent)",
  "agents": "an AGENTS.md the agent reads beside its own rule files",
  "agents-home": "the user-wide AGENTS.md folder shared by several agents",
  "auto-memory": "memory the agent writes for itself and reads back at start",
  "colocated": "a rule file that sits beside the code it is about",
  "config": "a file or entry named by the agent's configuration",
  "context": "a file named as context for the session",
  "cwd": "the working directory's own instruction file",
  "env-dir": "a folder named by an environment variable",
  "extension": "a context file of an installed extension",
  "global": "the user-wide instruction file or folder, outside the project",
  "global-rule": "a user-wide rule file",
  "home": "the instruction file in the home folder, apart from the agent's global folder",
  "ignore": "an ignore file whose patterns hide files from the agent",
  "import": "a file pulled in by an import in another instruction file",
  "ion-local": "ion's own user-wide file, read before the shared one",
  "jit": "a file attached when the session reads a file in its folder",
  "legacy": "an older file name the agent still reads",
  "local": "a private, usually git-ignored, file beside the project one",
  "managed": "a file an administrator installs for every user",
  "managed-rule": "a rule file an administrator installs for every user",
  "mention": "a file pulled in by an @-mention in another instruction file",
  "mode": "instructions for the agent's current mode",
  "modes": "the file that defines custom modes",
  "nested": "an instruction file in a folder below the project root",
  "nested-rule": "a rule file in a rules folder below the project root",
  "parent": "an instruction file in a folder above the working directory",
  "parent-agents": "an AGENTS.md in a folder above the working directory, up to the repository root",
  "project": "the project's own instruction file or rules folder",
  "project-doc": "a project document the agent sends as context (a README), not written as instructions",
  "project-root-marker": "the file or folder that marks the project root",
  "project-rule": "a rule file of the project",
  "read-only": "a file given to the agent to read, not to edit",
  "reference": "a file pulled in by a reference in another instruction file",
  "repo": "the repository root's instruction file",
  "rule": "a rule file from the project's rules folder",
  "subdirectory": "an instruction file in a subfolder the session works in",
  "subtree": "an instruction file in a subfolder, attached when a file below it is read",
  "user": "the user's own instruction file or folder",
  "user-project-memory": "memory the agent keeps per user and per project",
  "workspace": "a workspace folder's instruction file or rules",
} as const satisfies Record<string, string>;

export type SourceLayer = keyof typeof SOURCE_LAYERS;

/**
 * Layers whose files are not written as instructions for agents (an ignore list's patterns, a root
 * marker's presence, a README an agent sends as context): `check` never treats them as rule files, so
 * it neither says another agent misses them nor proposes importing them. Their text still counts
 * where an agent sends it (coverage, budgets).
 */
export const NOT_INSTRUCTIONS: ReadonlySet<SourceLayer> = new Set<SourceLayer>(["ignore", "project-doc", "project-root-marker"]);
