/**
 * trae: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, HOME_PATHS, MARKERS, NAME, VARIANTS } from "./facts";

const CHECKED = "2026-11-27";

export const traeMeta = defineMeta({
  id: "trae",
  name: NAME,
  homepage: "https://docs.trae.ai/ide/rules",
  sources: [
    {
      label: "TRAE docs: Rules (not readable here; known from the dated quotations below)",
      url: "https://docs.trae.ai/ide/rules",
      read: "The site renders its pages from embedded JSON and no stored copy could be read; its apply modes, subdirectory rules, import toggles and `scene` are taken from the agnostic-ai and vibetags threads that quote it.",
    },
    {
      label: "Chemaclass/agnostic-ai issue #607 (2026-08-11)",
      url: "https://github.com/Chemaclass/agnostic-ai/issues/607",
      read: "Quotes the rules page: the apply mode sets `alwaysApply`, together with `description` or `globs`.",
    },
    {
      label: "Chemaclass/agnostic-ai issue #635 (2026-08-27)",
      url: "https://github.com/Chemaclass/agnostic-ai/issues/635",
      read: "Quotes the rules page on `scene: git_message` (commit-message rules), which combines with `alwaysApply`, `description` and `globs`.",
    },
    {
      label: "Chemaclass/agnostic-ai issue #640 (2026-08-27)",
      url: "https://github.com/Chemaclass/agnostic-ai/issues/640",
      read: "Quotes the rules page's section on creating rules for subdirectories.",
    },
    {
      label: "PIsberg/vibetags issue #809 (2026-09-20)",
      url: "https://github.com/PIsberg/vibetags/issues/809",
      read: "Quotes the import section and its two toggles, which read the project root's `AGENTS.md`, `CLAUDE.md` and `CLAUDE.local.md`; also `scene: git_message`.",
    },
    {
      label: "PIsberg/vibetags issue #810 (2026-09-20)",
      url: "https://github.com/PIsberg/vibetags/issues/810",
      read: "Quotes the *File Pattern* field: wildcards separated by commas, saved to `globs`.",
    },
    {
      label: "TRAE docs: Changelog, as served on 2026-10-10",
      url: "https://docs.trae.ai/ide/changelog",
      read: "Read in a stored test fixture of a changelog reader: v3.5.51 of 2026-04-14 nests rule folders recursively up to 3 levels and allows rules in subdirectories.",
    },
    {
      label: "TRAE IDE docs mirror (w3cschool, updated 2026-01-23)",
      url: "https://www.w3cschool.cn/traedocs/rules-for-ai.html",
      read: "Project rules in `.trae/rules`; the apply mode sets `alwaysApply`, with `description` or `globs` depending on the mode.",
    },
    {
      label: "Trae docs mirror (w3cschool, 2025-04-23) and Volcengine article (2025-05-06)",
      url: "https://w3cschool.cn/traedocs/trae-rules-for-ai.html",
      read: "v0.5.1: personal rules in `user_rules.md` and project rules in `.trae/rules/project_rules.md`; the Volcengine developer article of 2025-05-06 (no link recorded) says the same for 0.5.1 and later.",
    },
    {
      label: "PIsberg/vibetags pull request #712 (2026-09-14)",
      url: "https://github.com/PIsberg/vibetags/pull/712",
      read: "Trae 2.3.33256's bundle reads `globs:` as a comma-separated string; a bracketed YAML list reaches the matcher with its brackets.",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "TraeCode 3.5.51+",
      description:
        "TRAE v3.5.51+: .trae/rules/**/*.md up to 3 subfolder levels, .trae/rules in subdirectories scoped to them, four apply modes, ~/.trae/user_rules, AGENTS.md / CLAUDE.md behind toggles.",
      models: {
        version: "TRAE / TraeCode 3.5.51 and later (docs read via quotes of 2026-08 to 2026-10)",
        checked: CHECKED,
        since: "3.5.51",
      },
    },
    {
      id: VARIANTS.rules202601,
      description:
        "Trae's multi-rule system as documented in January 2026: .trae/rules/*.md (no subfolders), four apply modes, AGENTS.md / CLAUDE.md toggles.",
      models: { version: "Trae docs of 2026-01-23 (before v3.5.51)", checked: CHECKED, until: "3.5.50" },
    },
    {
      id: VARIANTS.projectRulesMd,
      description: "Trae 0.5.1 (2025): one project rules file, .trae/rules/project_rules.md, always applied; no frontmatter.",
      models: { version: "Trae 0.5.1 and later 2025 releases (docs of 2025-04-23)", checked: CHECKED },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [
    {
      key: CONFIG.includeAgentsMd,
      type: "boolean",
      default: false,
      description: "Settings > Rules > Import Settings: Include AGENTS.md in the context (the project root's AGENTS.md).",
    },
    {
      key: CONFIG.includeClaudeMd,
      type: "boolean",
      default: false,
      description: "Settings > Rules > Import Settings: Include CLAUDE.md in context (the project root's CLAUDE.md and CLAUDE.local.md).",
    },
  ],
  homePaths: HOME_PATHS,
  markers: MARKERS,
});
