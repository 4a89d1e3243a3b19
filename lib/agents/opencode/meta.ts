/**
 * opencode: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
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
    },
    { label: "anomalyco/opencode packages/opencode/src/tool/read.ts", url: `${GH}packages/opencode/src/tool/read.ts` },
    { label: "anomalyco/opencode packages/opencode/src/session/llm.ts", url: `${GH}packages/opencode/src/session/llm.ts` },
    {
      label: "anomalyco/opencode packages/opencode/src/effect/runtime-flags.ts",
      url: `${GH}packages/opencode/src/effect/runtime-flags.ts`,
      commit: "5a03e2994a8649311a73e6e46ec593732f658f97",
    },
    { label: "anomalyco/opencode packages/core/src/flag/flag.ts", url: `${GH}packages/core/src/flag/flag.ts` },
    {
      label: "anomalyco/opencode packages/core/src/global.ts",
      url: `${GH}packages/core/src/global.ts`,
      commit: "5a03e2994a8649311a73e6e46ec593732f658f97",
    },
    { label: "anomalyco/opencode packages/opencode/src/config/config.ts", url: `${GH}packages/opencode/src/config/config.ts` },
    { label: "anomalyco/opencode packages/opencode/src/config/paths.ts", url: `${GH}packages/opencode/src/config/paths.ts` },
    {
      label: "anomalyco/opencode packages/opencode/test/session/instruction.test.ts (OPENCODE_CONFIG_DIR cases)",
      url: `${GH}packages/opencode/test/session/instruction.test.ts`,
      commit: "00b964bd1e194984a7059ca9986b50ef10c00da8",
    },
    {
      label: "anomalyco/opencode issue #28658: OPENCODE_CONFIG_DIR overrides the global AGENTS.md path",
      url: "https://github.com/anomalyco/opencode/issues/28658",
    },
    {
      label: "anomalyco/opencode PR #11536: prioritize OPENCODE_CONFIG_DIR for AGENTS.md",
      url: "https://github.com/anomalyco/opencode/pull/11536",
    },
    {
      label: "Effect-TS/effect-smol packages/effect/src/Config.ts",
      url: "https://github.com/Effect-TS/effect-smol/blob/main/packages/effect/src/Config.ts",
      commit: "13ee40b146df0500e5724178d48526474099154b",
    },
    { label: "opencode docs: Rules", url: "https://opencode.ai/docs/rules" },
    { label: "seed 004: T28 — AGENTS.md / CLAUDE.md cascading (findUp)", url: "docs/agents/seeds.md#seed-004" },
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
