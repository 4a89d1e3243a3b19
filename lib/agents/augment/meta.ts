/**
 * augment: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, MARKERS, NAME, RULES_FILE_KEY, VARIANTS } from "./facts";

const CHANGELOG_COMMIT = "f337898207608f9ddae04724c8098b5fb120bd8c";

export const augmentMeta = defineMeta({
  id: "augment",
  name: NAME,
  homepage: "https://docs.augmentcode.com/setup-augment/guidelines",
  sources: [
    {
      label: "Augment docs: Rules & Guidelines for Agent and Chat (IDE; read 2026-11-27)",
      url: "https://docs.augmentcode.com/setup-augment/guidelines",
      read: "Two stored versions: the rule types Always, Manual and Auto, rules as files in `.augment/rules`, user rules in `~/.augment/rules/` beside workspace rules, and the VS Code per-user guidelines file `~/.augment/user-guidelines.md`.",
    },
    {
      label: "Augment docs: Auggie CLI Rules & Guidelines (read 2026-11-27)",
      url: "https://docs.augmentcode.com/cli/rules",
      read: "Current and earlier stored copies: the order of precedence (`--rules`, `CLAUDE.md`, `AGENTS.md`, workspace guidelines, the workspace rules folder, then the user rules folder, both walked recursively); user rules always applied whatever their frontmatter; the frontmatter table (`type`: `always_apply` by default or `agent_requested`, which needs `description`). The earlier copy: no manual rules in the CLI.",
    },
    {
      label: "Augment docs: Auggie CLI Rules, v0 page (read 2026-11-27)",
      url: "https://docs.augmentcode.com/cli/v0/rules",
      read: "The older CLI page, read with the one above for the same precedence and frontmatter.",
    },
    {
      label: "Augment docs: Auggie workspace context (read 2026-11-27)",
      url: "https://docs.augmentcode.com/cli/setup-auggie/workspace-context",
      read: "The git directory is what gets indexed; outside git the working directory is the workspace root; `--workspace-root` overrides it.",
    },
    {
      label: "augmentcode/auggie CHANGELOG.md (2026-06-25, 0.31.0)",
      url: `https://github.com/augmentcode/auggie/blob/${CHANGELOG_COMMIT}/CHANGELOG.md`,
      commit: CHANGELOG_COMMIT,
      read: "The rules changes by CLI version: 0.4.0 (CLAUDE.md and AGENTS.md), 0.5.5 and 0.5.6 (long rules kept, rules attached again), 0.6.0 (`~/.augment/rules`), 0.8.0 (status of manual and dynamic rules), 0.16.0 (hierarchical AGENTS.md rules) and 0.20.0 (the `@` picker attaches rule files).",
    },
    {
      label: "Augment changelog: Introducing Augment Rules (2025-07-08)",
      url: "https://www.augmentcode.com/changelog/introducing-augment-rules",
      read: "Rules arrive in `.augment/rules/` with Always, Manual and Auto; `.augment-guidelines` is still read (the migration notice).",
    },
    {
      label: "tokensave crate src/agents/augment.rs (3p, support only; version not recorded)",
      url: "https://crates.io/crates/tokensave",
      read: "Treats rules as `*.md`/`*.mdx` files under `.augment/rules/` and user rules as always applied.",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "IDE extensions",
      description:
        "The VS Code and JetBrains extensions: CLAUDE.md, AGENTS.md, workspace guidelines and .augment/rules (Always, Manual, Auto) at the opened folder, user rules and User Guidelines.",
      models: { version: "Augment IDE extensions as docs.augmentcode.com describes them", checked: "2026-11-27" },
    },
    {
      id: VARIANTS.cli,
      note: "Auggie CLI",
      description: "Auggie: the same rules from the git root (the workspace root), plus a --rules file; no User Guidelines.",
      models: { version: "Auggie 0.20–0.31 (CHANGELOG) and the CLI docs", checked: "2026-11-27", since: "0.20.0" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [
    {
      key: RULES_FILE_KEY,
      label: "--rules file",
      type: "string",
      default: "",
      description:
        "Auggie's --rules <file>: a custom rules file, first in order of precedence (relative to the working directory). The IDE has no such option.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: MARKERS,
});
