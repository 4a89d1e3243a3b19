/**
 * crabcode: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { ENV, GLOBAL_CLAUDE_FILE, GLOBAL_CONFIG_FILE, VARIANTS } from "./facts";

export const crabcodeMeta = defineMeta({
  id: "crabcode",
  name: "crabcode",
  homepage: "https://github.com/Blankeos/crabcode",
  sources: [
    {
      label: "Blankeos/crabcode src/prompt/rules.rs",
      url: "https://github.com/Blankeos/crabcode/blob/main/src/prompt/rules.rs",
      commit: "67e03f82290d7166ab463b7c3996bbacc4d7a2fd",
    },
    {
      label: "Blankeos/crabcode src/prompt/rules.rs (64 KiB, first version)",
      url: "https://github.com/Blankeos/crabcode/blob/81aa430e802a891342cafd702bedbcc817bbb173/src/prompt/rules.rs",
      commit: "81aa430e802a891342cafd702bedbcc817bbb173",
    },
    {
      label: "intsven/crabcode src/prompt/rules.rs (a 2026-10 fork, still 32 KiB)",
      url: "https://github.com/intsven/crabcode/blob/c510ae7bb27683258e2197fd269e345eafde7c74/src/prompt/rules.rs",
      commit: "c510ae7bb27683258e2197fd269e345eafde7c74",
    },
    { label: "Blankeos/crabcode src/prompt/mod.rs", url: "https://github.com/Blankeos/crabcode/blob/main/src/prompt/mod.rs" },
    { label: "seed 000: Plan: Read AGENTS.md / CLAUDE.md As Default Rules", url: "docs/agents/seeds.md#seed-000" },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      description: "crabcode as released: 32 KiB per file; CRABCODE_DISABLE_CLAUDE_CODE also drops project CLAUDE.md.",
      models: { version: "Blankeos/crabcode 67e03f8 (after 2026-02-01)", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.seed,
      description: "The seed plan: 64 KiB per file; CRABCODE_DISABLE_CLAUDE_CODE_PROJECT drops project CLAUDE.md.",
      models: { version: "seed 000 (a plan, not a release)", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.early64k,
      description: "crabcode's first rules loader (2026-01-30 to 2026-02-01): as upstream, but 64 KiB per file.",
      models: { version: "Blankeos/crabcode 200e274 to 81aa430 (2026-01-30 to 2026-02-01, Cargo 0.0.1)", checked: "2026-11-26" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    { name: ENV.all, description: "Ignore ~/.claude/CLAUDE.md (upstream: and project CLAUDE.md files).", onValue: "1" },
    { name: ENV.prompt, description: "Ignore ~/.claude/CLAUDE.md only.", onValue: "1" },
    { name: ENV.project, description: "Seed only: ignore project CLAUDE.md, keep AGENTS.md.", onValue: "1" },
    { name: "XDG_CONFIG_HOME", description: "Moves ~/.config (where crabcode/AGENTS.md lives) on Linux.", onValue: "/home/user/.xdg" },
  ],
  configKeys: [],
  // configDir() on macOS and on Linux (XDG_CONFIG_HOME when absolute), and the Claude Code file.
  homePaths: [
    `.config/${GLOBAL_CONFIG_FILE}`,
    `Library/Application Support/${GLOBAL_CONFIG_FILE}`,
    `$XDG_CONFIG_HOME/${GLOBAL_CONFIG_FILE}`,
    GLOBAL_CLAUDE_FILE,
  ],
  markers: [],
});
