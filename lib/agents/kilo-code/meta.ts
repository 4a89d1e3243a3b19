/**
 * kilo-code: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { COMMITS, CONFIG_KEY, DEFAULT_MAX_CHARS, ENV, HOME_PATHS, NAME, VERSION } from "./facts";

const CHECKED = "2026-11-27";
const LAB_CHECKED = "2026-12-02";
const CLI_VERSION = "7.7.9";
const src = (path: string, commit: string) => `https://github.com/Kilo-Org/kilocode/blob/${commit}/${path}`;
const code = (path: string, commit: string) => ({ label: `Kilo-Org/kilocode ${path}`, url: src(path, commit), commit });

export const kiloCodeMeta = defineMeta({
  id: "kilo-code",
  name: NAME,
  homepage: "https://kilo.ai/docs",
  sources: [
    code("packages/opencode/src/session/instruction.ts", COMMITS.instruction),
    code("packages/opencode/src/kilocode/session/instruction.ts", COMMITS.kiloInstruction),
    code("packages/opencode/src/kilocode/rules-migrator.ts", COMMITS.rulesMigrator),
    code("packages/opencode/src/kilocode/config/config.ts", COMMITS.config),
    code("packages/opencode/test/kilocode/session/instruction-budget.test.ts", COMMITS.budgetTest),
    code("packages/core/src/global.ts", COMMITS.global),
    code("packages/core/src/flag/flag.ts", COMMITS.flag),
    code("packages/kilo-docs/pages/customize/custom-rules.md", COMMITS.docs),
    {
      label: "Kilo-Org/kilo (the CLI repository before the move) session/llm.ts, tool/read.ts, config/markdown.ts",
      url: "https://github.com/Kilo-Org/kilo/blob/6f08110d4dcc36200c084a7b4134ec040cedfd61/packages/opencode/src/session/llm.ts",
      commit: "6f08110d4dcc36200c084a7b4134ec040cedfd61",
    },
    { label: "Kilo Code docs: Custom Rules (read 2026-11-27)", url: "https://kilo.ai/docs/customize/custom-rules" },
    { label: "Kilo Code docs: AGENTS.md (read 2026-11-27)", url: "https://kilo.ai/docs/customize/agents-md" },
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
