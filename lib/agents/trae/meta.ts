/**
 * trae: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
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
      label:
        "TRAE docs: Rules (docs.trae.ai/ide/rules; not readable here, quoted 2026-08/09 in Chemaclass/agnostic-ai#607, #635, #640 and PIsberg/vibetags#809, #810)",
      url: "https://docs.trae.ai/ide/rules",
    },
    {
      label:
        "TRAE docs: Changelog, v3.5.51 of 2026-04-14 (rule nesting up to 3 levels; .trae/rules in subdirectories), as served on 2026-10-10",
      url: "https://docs.trae.ai/ide/changelog",
    },
    {
      label:
        "TRAE IDE docs mirror (w3cschool, updated 2026-01-23): project rules in .trae/rules, alwaysApply / description / globs by apply mode",
      url: "https://www.w3cschool.cn/traedocs/rules-for-ai.html",
    },
    {
      label:
        "Trae docs mirror (w3cschool, 2025-04-23) and Volcengine article (2025-05-06): v0.5.1 user_rules.md and .trae/rules/project_rules.md",
      url: "https://w3cschool.cn/traedocs/trae-rules-for-ai.html",
    },
    {
      label: "PIsberg/vibetags#809 (2026-09-20): Import AGENTS.md, CLAUDE.md and CLAUDE.local.md toggles; scene: git_message",
      url: "https://github.com/PIsberg/vibetags/issues/809",
    },
    {
      label: "PIsberg/vibetags#712 (2026-09-14): Trae 2.3.33256 reads globs: as a comma-separated string, not a YAML list",
      url: "https://github.com/PIsberg/vibetags/pull/712",
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
