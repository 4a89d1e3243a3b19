/**
 * kilo-code: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { COMMITS, CONFIG_KEY, DEFAULT_MAX_CHARS, ENV, HOME_PATHS, NAME, VERSION } from "./facts";

const CHECKED = "2026-11-27";
const LAB_CHECKED = "2026-12-02";
const CLI_VERSION = "7.7.9";
const src = (path: string, commit: string) => `https://github.com/Kilo-Org/kilocode/blob/${commit}/${path}`;
const code = (path: string, commit: string, read: string) => ({ label: `Kilo-Org/kilocode ${path}`, url: src(path, commit), commit, read });
const KILO = "6f08110d4dcc36200c084a7b4134ec040cedfd61";
const kilo = (path: string, read: string) => ({
  label: `Kilo-Org/kilo ${path} (the CLI repository before the move)`,
  url: `https://github.com/Kilo-Org/kilo/blob/${KILO}/packages/opencode/src/${path}`,
  commit: KILO,
  read,
});

export const kiloCodeMeta = defineMeta({
  id: "kilo-code",
  name: NAME,
  homepage: "https://kilo.ai/docs",
  sources: [
    code(
      "packages/opencode/src/session/instruction.ts",
      COMMITS.instruction,
      "The Effect-based loader with its kilocode_change blocks: the global file, the project names from the cwd up to the worktree, the `instructions` entries, and each item written `Instructions from: <path>`.",
    ),
    code(
      "packages/opencode/src/session/instruction.ts",
      "002186d50ad4b569733b76b066f15a89fbd8a5cb",
      "The older stored version of the same loader.",
    ),
    code(
      "packages/opencode/src/kilocode/session/instruction.ts",
      COMMITS.kiloInstruction,
      "`rule()`, `parse()`, `match()` and `claude()`: rules with `paths` frontmatter and Claude Code's .claude/rules. Another stored version, with `budget()` (its commit not shown by the index), gave the 400,000-character budget.",
    ),
    code(
      "packages/opencode/src/kilocode/session/instruction-rules.ts",
      "269e421adda341284291e3311e69572a22a46a1b",
      "The path-scoped rules that wait for a matching read.",
    ),
    code(
      "packages/opencode/src/kilocode/rules-migrator.ts",
      COMMITS.rulesMigrator,
      "The .kilo/rules and .kilocode/rules folders and .kilocoderules, read before the kilo.json files.",
    ),
    code("packages/opencode/src/kilocode/config/config.ts", COMMITS.config, "`loadLegacyConfigs` and `KILO_CONFIG_FILES`."),
    code(
      "packages/opencode/src/kilocode/config/markdown.ts",
      "87b8df3f176133c144384610e1a76ef7510bda1d",
      "How a rule file's frontmatter is parsed.",
    ),
    code(
      "packages/opencode/test/kilocode/session/instruction-budget.test.ts",
      COMMITS.budgetTest,
      "The budget's tests. The path-scoped-rule tests of `Instruction` were read too, in a kilocode_change test file whose commit the index did not show.",
    ),
    code("packages/core/src/global.ts", COMMITS.global, "The config folder: `KILO_CONFIG_DIR`, else the XDG folder."),
    code("packages/core/src/flag/flag.ts", COMMITS.flag, 'What a flag counts as true: "true" or "1", in any case.'),
    code("packages/opencode/package.json", "00b359619df4447d52aa292467d83239db9af719", "The version, 7.5.11; later 7.x releases exist."),
    code("packages/kilo-docs/pages/customize/custom-rules.md", COMMITS.docs, "The docs source: path-scoped rules and .claude/rules."),
    kilo(
      "session/llm.ts",
      'The system parts joined with `"\\n"`, the soul prompt first (the repository fetched whole, HEAD of 2026-02-22).',
    ),
    kilo("tool/read.ts", "The `<system-reminder>` in which nested files attach on read."),
    kilo("config/markdown.ts", "Frontmatter read with gray-matter, with a fallback."),
    kilo("config/config.ts", "The config files of that era."),
    kilo("global/index.ts", "The global folders of that era."),
    kilo("flag/flag.ts", "The flags of that era."),
    {
      label: "opencode util/glob.ts `Glob.match` (read in copies of the file)",
      url: "https://github.com/anomalyco/opencode/blob/HEAD/packages/opencode/src/util/glob.ts",
      read: "`minimatch(path, pattern, { dot: true })`: how rule globs match. Read in copies of the file; no commit was recorded.",
    },
    {
      label: "Kilo Code docs: Custom Rules (read 2026-11-27)",
      url: "https://kilo.ai/docs/customize/custom-rules",
      read: "The published page on rule files and path-scoped rules.",
    },
    {
      label: "Kilo Code docs: AGENTS.md (read 2026-11-27)",
      url: "https://kilo.ai/docs/customize/agents-md",
      read: "The published page on AGENTS.md.",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: "cli-7.7",
      note: "CLI 7.7.9",
      description:
        "The kilo CLI 7.7.9 as the lab runs it: walks stop where git finds a repository (outside one, the working directory alone); no .claude/rules and no character budget.",
      models: { version: `@kilocode/cli ${CLI_VERSION} (run by the lab)`, checked: LAB_CHECKED, since: CLI_VERSION, until: CLI_VERSION },
    },
    {
      id: "upstream",
      note: "stored source",
      description:
        "The stored Kilo-Org/kilocode sources (release unknown; the kilo CLI and the VS Code extension share one core): global AGENTS.md, the first project name found up to the worktree, .kilo/.kilocode rules and kilo.jsonc instructions; paths-scoped rules and nested AGENTS.md on read.",
      models: {
        version: `@kilocode/cli ${VERSION} (Kilo-Org/kilocode, instruction.ts @ ${COMMITS.instruction.slice(0, 7)})`,
        checked: CHECKED,
      },
    },
  ],
  // The newest release whose binary the registry serves (7.8.1 has no platform package): verified.
  defaultVariant: "cli-7.7",
  envToggles: [
    {
      name: ENV.disableClaudeCode,
      description: "Claude Code compatibility off: no CLAUDE.md, no .claude/rules (and no Claude skills).",
      onValue: "1",
    },
    { name: ENV.disableClaudeCodePrompt, description: "No CLAUDE.md (project or ~/.claude) and no .claude/rules.", onValue: "1" },
    {
      name: ENV.disableProjectConfig,
      description:
        "Skip project AGENTS.md/CLAUDE.md, project kilo.jsonc and project .claude/rules; relative instructions glob in the config dir.",
      onValue: "1",
    },
    {
      name: ENV.configDir,
      description: "A profile folder: its AGENTS.md is the global one, and it replaces ~/.config/kilo as the config dir.",
      onValue: "/home/user/.kilo-profile",
    },
    { name: ENV.xdgConfigHome, description: "Moves ~/.config, where kilo/AGENTS.md and kilo/kilo.jsonc live.", onValue: "/home/user/.xdg" },
    {
      name: ENV.maxChars,
      description: `The character budget for all startup instruction items (default ${DEFAULT_MAX_CHARS.toLocaleString("en-US")}); past it items are cut or skipped.`,
      onValue: "2000",
    },
  ],
  configKeys: [
    {
      key: CONFIG_KEY,
      type: "string[]",
      default: [],
      description:
        "Extra instruction entries, as in kilo.jsonc (added after those of the config files): paths, globs (relative ones match in every folder up to the worktree), ~/ paths, or URLs.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".kilo/", ".kilocode/", ".kilocoderules"],
  configMarkers: ["kilo.json", "kilo.jsonc", ".kilocodeignore"],
});
