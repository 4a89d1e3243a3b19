/**
 * crabcode: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      url: "https://github.com/Blankeos/crabcode/blob/67e03f82290d7166ab463b7c3996bbacc4d7a2fd/src/prompt/rules.rs",
      commit: "67e03f82290d7166ab463b7c3996bbacc4d7a2fd",
      read: "The `upstream` variant, read in the search index on 2026-11-26: `resolve_local_rules`, `resolve_global_rules`, `read_rule_file`, `push_rule_section`, `format_rules_for_prompt`, `display_path_best_effort`, `env_truthy`, and `DEFAULT_MAX_RULE_BYTES` at 32 KiB. A later commit than 81aa430 (see Versions); its date is not known.",
    },
    {
      label: "Blankeos/crabcode src/prompt/rules.rs (first version)",
      url: "https://github.com/Blankeos/crabcode/blob/200e2747474a81fbc1bcb12a74976e9b36748368/src/prompt/rules.rs",
      commit: "200e2747474a81fbc1bcb12a74976e9b36748368",
      read: "Where the file was added (2026-01-30), in the fetched mirror's `git log`: the same loader with 64 KiB per file (the `early-64k` variant).",
    },
    {
      label: "Blankeos/crabcode src/prompt/rules.rs (64 KiB, last in the mirror)",
      url: "https://github.com/Blankeos/crabcode/blob/81aa430e802a891342cafd702bedbcc817bbb173/src/prompt/rules.rs",
      commit: "81aa430e802a891342cafd702bedbcc817bbb173",
      read: "The mirror's last commit (2026-02-01): the file unchanged since 200e274, still 64 KiB.",
    },
    {
      label: "intsven/crabcode src/prompt/rules.rs (a 2026-10 fork)",
      url: "https://github.com/intsven/crabcode/blob/c510ae7bb27683258e2197fd269e345eafde7c74/src/prompt/rules.rs",
      commit: "c510ae7bb27683258e2197fd269e345eafde7c74",
      read: "Still 32 KiB per file; used only to date the 32 KiB cap.",
    },
    {
      label: "intsven/crabcode CHANGELOG.md (a 2026-10 fork)",
      url: "https://github.com/intsven/crabcode/blob/355dd2355652e3475e071d3109d8f7ab7f946a72/CHANGELOG.md",
      commit: "355dd2355652e3475e071d3109d8f7ab7f946a72",
      read: "Upstream's changelog through 0.0.14 (2026-10-06): with the fork's rules.rs, it shows the 32 KiB cap is the newer one.",
    },
    {
      label: "Blankeos/crabcode src/prompt/mod.rs",
      url: "https://github.com/Blankeos/crabcode/blob/main/src/prompt/mod.rs",
      read: "Where the rules go: the custom-instructions part of the system prompt, followed by a skills listing.",
    },
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
