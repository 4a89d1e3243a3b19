/**
 * opencode: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { CONFIG_INSTRUCTIONS, ENV, VARIANTS } from "./facts";

const GH = "https://github.com/anomalyco/opencode/blob/dev/";

export const opencodeMeta = defineMeta({
  id: "opencode",
  name: "opencode",
  homepage: "https://opencode.ai",
  sources: [
    {
      label: "anomalyco/opencode packages/opencode/src/session/instruction.ts",
      url: `${GH}packages/opencode/src/session/instruction.ts`,
      commit: "5a03e2994a8649311a73e6e46ec593732f658f97",
      read: "The `upstream` loader: `systemPaths`, `system`, `find`, `resolve`, `globalFiles` and `instructionFiles`. The stored copy at this commit carries a fork's `APEX_` flag rename; its logic is the one the `OPENCODE_` copies of the same Effect-based file share.",
    },
    {
      label: "anomalyco/opencode packages/opencode/src/session/instruction.ts (an older shape)",
      url: `${GH}packages/opencode/src/session/instruction.ts`,
      commit: "00b964bd1e194984a7059ca9986b50ef10c00da8",
      read: "Compared with the current file: a `.local.md` variant, which looks like a fork's and is not modelled.",
    },
    {
      label: "Hona/opencode packages/opencode/src/session/instruction.ts (pre-Effect InstructionPrompt)",
      url: "https://github.com/Hona/opencode/blob/21a396fe807212bae4db0826b7d62bc6a322b0f0/packages/opencode/src/session/instruction.ts",
      commit: "21a396fe807212bae4db0826b7d62bc6a322b0f0",
      read: "A copy of the loader as it was after PR #11536 (`InstructionPrompt`, project files before the global one, `$OPENCODE_CONFIG_DIR` tried first): the `config-dir-fallback` variant.",
    },
    {
      label: "anomalyco/opencode packages/opencode/src/tool/read.ts",
      url: `${GH}packages/opencode/src/tool/read.ts`,
      read: "The `<system-reminder>` appended to a read result with the nested instruction files, and `metadata.loaded`.",
    },
    {
      label: "anomalyco/opencode packages/opencode/src/session/llm.ts",
      url: `${GH}packages/opencode/src/session/llm.ts`,
      read: 'The system parts are joined with one `"\\n"`.',
    },
    {
      label: "anomalyco/opencode packages/opencode/src/session/prompt.ts",
      url: `${GH}packages/opencode/src/session/prompt.ts`,
      read: 'With llm.ts: the system parts, the instruction part among them, joined with one `"\\n"`.',
    },
    {
      label: "anomalyco/opencode packages/opencode/src/effect/runtime-flags.ts",
      url: `${GH}packages/opencode/src/effect/runtime-flags.ts`,
      commit: "5a03e2994a8649311a73e6e46ec593732f658f97",
      read: "The Claude toggles (`OPENCODE_DISABLE_CLAUDE_CODE`, `_PROMPT`) read as Effect `Config.boolean`.",
    },
    {
      label: "anomalyco/opencode packages/core/src/flag/flag.ts",
      url: `${GH}packages/core/src/flag/flag.ts`,
      read: "Env truthiness: `truthyConfig`, `OPENCODE_DISABLE_PROJECT_CONFIG` (`true` or `1` in any case), `OPENCODE_CONFIG_DIR`.",
    },
    {
      label: "anomalyco/opencode packages/core/src/global.ts",
      url: `${GH}packages/core/src/global.ts`,
      commit: "5a03e2994a8649311a73e6e46ec593732f658f97",
      read: "Read 2026-11-26: the Global service's `config` is `OPENCODE_CONFIG_DIR ?? Path.config`, the xdg-basedir `xdgConfig` folder plus `opencode`; so today the variable replaces the global folder.",
    },
    {
      label: "anomalyco/opencode packages/opencode/src/config/config.ts",
      url: `${GH}packages/opencode/src/config/config.ts`,
      read: "`loadInstanceState`: the config layers in order, and `mergeConfigConcatArrays`, which concatenates `instructions` arrays.",
    },
    {
      label: "anomalyco/opencode packages/opencode/src/config/paths.ts",
      url: `${GH}packages/opencode/src/config/paths.ts`,
      read: "`files()` and `directories()`: which config files and `.opencode/` folders each layer reads.",
    },
    {
      label: "anomalyco/opencode packages/opencode/test/session/instruction.test.ts (OPENCODE_CONFIG_DIR cases)",
      url: `${GH}packages/opencode/test/session/instruction.test.ts`,
      commit: "00b964bd1e194984a7059ca9986b50ef10c00da8",
      read: 'Read 2026-11-26: the tests "prefers OPENCODE_CONFIG_DIR AGENTS.md over global when both exist" and "falls back to global AGENTS.md when OPENCODE_CONFIG_DIR has no AGENTS.md" pin the early-2026 behaviour (the `config-dir-fallback` variant).',
    },
    {
      label: "anomalyco/opencode issue #7003",
      url: "https://github.com/anomalyco/opencode/issues/7003",
      read: "Read 2026-11-26: up to 1.1.3 (2026-01) the global list is `<XDG>/opencode/AGENTS.md`, `~/.claude/CLAUDE.md`, with no `OPENCODE_CONFIG_DIR` role.",
    },
    {
      label: "anomalyco/opencode PR #7115 (merged 2026-01)",
      url: "https://github.com/anomalyco/opencode/pull/7115",
      read: "Read 2026-11-26: `$OPENCODE_CONFIG_DIR/AGENTS.md` appended last to the global list, so a global file always won.",
    },
    {
      label: "anomalyco/opencode issue #11534",
      url: "https://github.com/anomalyco/opencode/issues/11534",
      read: "Read 2026-11-26: with PR #7115, the source for `$OPENCODE_CONFIG_DIR/AGENTS.md` standing last in the global list.",
    },
    {
      label: "anomalyco/opencode PR #11536: prioritize OPENCODE_CONFIG_DIR for AGENTS.md (merged 2026-02)",
      url: "https://github.com/anomalyco/opencode/pull/11536",
      read: "Read 2026-11-26: `$OPENCODE_CONFIG_DIR/AGENTS.md` checked first, falling back to the global file (the `config-dir-fallback` variant).",
    },
    {
      label: "anomalyco/opencode issue #28658: OPENCODE_CONFIG_DIR overrides the global AGENTS.md path (open)",
      url: "https://github.com/anomalyco/opencode/issues/28658",
      read: "Read 2026-11-26: by 2026-05-21 the variable replaces the global folder and the XDG file is no longer looked at; still open.",
    },
    {
      label: "anomalyco/opencode PR #47468 (open, 2026-09-05)",
      url: "https://github.com/anomalyco/opencode/pull/47468",
      read: "Read 2026-11-26: would check `$OPENCODE_CONFIG_DIR` and then the XDG folder again (additive); not merged in what was read.",
    },
    {
      label: "Effect-TS/effect-smol packages/effect/src/Config.ts",
      url: "https://github.com/Effect-TS/effect-smol/blob/main/packages/effect/src/Config.ts",
      commit: "13ee40b146df0500e5724178d48526474099154b",
      read: "The strings `Config.boolean` accepts (`true yes on 1 y`, `false no off 0 n`); `withDefault` applies only to missing data.",
    },
    { label: "opencode docs: Rules", url: "https://opencode.ai/docs/rules" },
    { label: "opencode docs: Config", url: "https://opencode.ai/docs/config" },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      description:
        "opencode today: global file (OPENCODE_CONFIG_DIR replaces its folder), then every ancestor copy of the first project name found, then config instructions; nested files on read.",
      models: {
        version: "anomalyco/opencode dev, Effect-based instruction.ts (stored at 5a03e29; issue #28658 still open)",
        checked: "2026-11-26",
      },
    },
    {
      id: VARIANTS.seed,
      description: "The seed write-up: only the nearest AGENTS.md/CLAUDE.md/CONTEXT.md, wrapped in <project-instruction src=...>.",
      models: { version: "seed 004 (a write-up, not a release)", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.configDirFallback,
      description:
        "opencode early 2026 (after PR #11536): project files first, then $OPENCODE_CONFIG_DIR/AGENTS.md, else the global AGENTS.md, else ~/.claude/CLAUDE.md.",
      models: {
        version: "anomalyco/opencode after PR #11536 (2026-02) until the Global service took OPENCODE_CONFIG_DIR (by 2026-05)",
        checked: "2026-11-26",
      },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    {
      name: ENV.disableClaudeCode,
      description: "Ignore CLAUDE.md files (project and ~/.claude/CLAUDE.md) and Claude skills.",
      onValue: "1",
    },
    { name: ENV.disableClaudeCodePrompt, description: "Ignore CLAUDE.md files (project and ~/.claude/CLAUDE.md).", onValue: "1" },
    {
      name: ENV.disableProjectConfig,
      description: "Skip project AGENTS.md/CLAUDE.md and project opencode.json; relative instructions glob in the global config dir.",
      onValue: "1",
    },
    {
      name: ENV.configDir,
      description:
        "An extra config directory: its opencode.json(c) is loaded, and its AGENTS.md is the global one (today it replaces ~/.config/opencode/AGENTS.md).",
      onValue: "/home/user/.opencode-profile",
    },
    {
      name: ENV.xdgConfigHome,
      description: "Moves ~/.config, where opencode/AGENTS.md and opencode/opencode.json live.",
      onValue: "/home/user/.xdg",
    },
  ],
  configKeys: [
    {
      key: CONFIG_INSTRUCTIONS,
      type: "string[]",
      default: [],
      // opencode's config schema rejects a layer whose instructions is not a list of strings.
      refusesInvalid: true,
      description: "Extra instruction files: paths, globs (relative ones match in every directory up to the worktree), ~/ paths, or URLs.",
    },
  ],
  // The global config folder (XDG_CONFIG_HOME/opencode: AGENTS.md, opencode.json), OPENCODE_CONFIG_DIR and
  // OPENCODE_CONFIG, ~/.opencode (a .opencode folder found from home), and the Claude Code global file.
  homePaths: [
    ".config/opencode",
    `$${ENV.xdgConfigHome}/opencode`,
    `$${ENV.configDir}`,
    `$${ENV.configFile}`,
    ".opencode",
    ".claude/CLAUDE.md",
  ],
  markers: [".opencode/"],
  configMarkers: ["opencode.json", "opencode.jsonc"],
});
