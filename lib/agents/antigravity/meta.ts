/**
 * antigravity: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      label: "Antigravity docs: Rules & Workflows (read 2026-11-27)",
      url: "https://antigravity.google/docs/rules-workflows",
      read: "Read through stored copies and quotations (the site is rendered by script): the global file, workspace rules in `.agent/rules` of the workspace or git root, the four activation modes, 12,000 characters per rule file, `@` mentions and how their paths resolve.",
    },
    {
      label: "Antigravity docs: IDE Rules (read 2026-11-27)",
      url: "https://antigravity.google/docs/ide-rules",
      read: "The same rules for the 2.x app, read the same way: workspace customizations in `.agents/`, rules unchanged in shape.",
    },
    {
      label: "HerringtonDarkholme/megarepo issue #52 (2026-01-15)",
      url: "https://github.com/HerringtonDarkholme/megarepo/issues/52",
      read: "Quotes the docs' Rules section of 2026-01: workspace rules in the `.agent/rules` folder of the workspace or git root, and the four modes.",
    },
    {
      label: "skly.ai docs: Antigravity rules (3p)",
      url: "https://skly.ai/docs/rules/antigravity",
      read: "Restates the docs page: the global file, 12,000 characters per rule file, how `@` mention paths resolve.",
    },
    {
      label: "Google AI forum: new folder for rules (read 2026-11-27)",
      url: "https://discuss.ai.google.dev/t/new-folder-for-rules/126165",
      read: "Google staff's answer for 1.18.4 / 1.19.5: new rules go to `.agents/`, `.agent` keeps backward support; a user's test: the plural folder first, the singular only when the plural does not exist.",
    },
    {
      label: "Google AI forum: Antigravity update 1.20.3, 2026-03-05 (read 2026-11-27)",
      url: "https://discuss.ai.google.dev/t/antigravity-update-1-20-3-2026-3-5/129320",
      read: "The release notes: rules are read from AGENTS.md in addition to GEMINI.md (the `pre-agents-md` variant is the build before).",
    },
    {
      label: "dyoshikawa/rulesync issue #1819",
      url: "https://github.com/dyoshikawa/rulesync/issues/1819",
      read: "Cites the 1.20.3 release notes and summarises the docs' precedence: System Rules > GEMINI.md > AGENTS.md (so GEMINI.md is listed first).",
    },
    {
      label: "dyoshikawa/rulesync src/features/rules/antigravity-rule.ts",
      url: "https://github.com/dyoshikawa/rulesync/blob/00991daeff43aeac9572e566713145a230271f13/src/features/rules/antigravity-rule.ts",
      commit: "00991daeff43aeac9572e566713145a230271f13",
      read: "The frontmatter keys: `trigger`, `globs` (a comma-separated string) and `description`.",
    },
    {
      label: "Smart-AI-Memory/attune-ai PR #1444 (3p live test, 2026-07-18)",
      url: "https://github.com/Smart-AI-Memory/attune-ai/pull/1444",
      read: "Live test with agy 1.1.4 / app 2.3.1: rules in `.agents/rules` are applied only with `trigger: always_on` frontmatter; a rules-file-relative `@../../AGENTS.md` is inlined, while the documented absolute `@/path` form did not work in that build.",
    },
    {
      label: "Smart-AI-Memory/attune-ai PR #1442 (3p live test, 2026-07-18)",
      url: "https://github.com/Smart-AI-Memory/attune-ai/pull/1442",
      read: "The other PR of the same live tests (agy 1.1.4 / app 2.3.1); the findings are those given for #1444.",
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
