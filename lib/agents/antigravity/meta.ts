/**
 * antigravity: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, VARIANTS } from "./facts";

const CHECKED = "2026-11-27";

export const antigravityMeta = defineMeta({
  id: "antigravity",
  name: NAME,
  homepage: "https://antigravity.google/docs/rules-workflows",
  sources: [
    {
      label: "Antigravity docs: Rules & Workflows (locations, activation modes, 12,000 characters, @ mentions; read 2026-11-27)",
      url: "https://antigravity.google/docs/rules-workflows",
    },
    { label: "Antigravity docs: IDE Rules (read 2026-11-27)", url: "https://antigravity.google/docs/ide-rules" },
    {
      label: "Google AI forum: new folder for rules (.agents preferred, .agent kept; read 2026-11-27)",
      url: "https://discuss.ai.google.dev/t/new-folder-for-rules/126165",
    },
    {
      label: "Google AI forum: Antigravity update 1.20.3, 2026-03-05 (AGENTS.md beside GEMINI.md; read 2026-11-27)",
      url: "https://discuss.ai.google.dev/t/antigravity-update-1-20-3-2026-3-5/129320",
    },
    {
      label: "dyoshikawa/rulesync src/features/rules/antigravity-rule.ts (trigger/globs/description frontmatter)",
      url: "https://github.com/dyoshikawa/rulesync/blob/00991daeff43aeac9572e566713145a230271f13/src/features/rules/antigravity-rule.ts",
      commit: "00991daeff43aeac9572e566713145a230271f13",
    },
    {
      label: "Smart-AI-Memory/attune-ai PR #1444 (3p live test, agy 1.1.4 / app 2.3.1: trigger required, relative @-paths inline)",
      url: "https://github.com/Smart-AI-Memory/attune-ai/pull/1444",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "1.20.3+: GEMINI.md and AGENTS.md",
      description:
        "Antigravity 1.20.3 and later: ~/.gemini/GEMINI.md, the workspace's GEMINI.md and AGENTS.md, and .agents/rules (else .agent/rules) with always_on, manual, model_decision and glob triggers; 12,000 characters per rule file.",
      models: { version: "Antigravity 1.20.3 (2026-03-05) and later, docs read 2026-11-27", checked: CHECKED, since: "1.20.3" },
    },
    {
      id: VARIANTS.preAgentsMd,
      description: "Antigravity before 1.20.3: the same rules, but AGENTS.md is not read.",
      models: { version: "Antigravity before 1.20.3 (release notes of 2026-03-05)", checked: CHECKED, until: "1.20.2" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [],
  homePaths: HOME_PATHS,
  markers: [".agents/rules/", ".agent/rules/", ".agent/workflows/"],
});
