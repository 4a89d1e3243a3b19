/**
 * Cursor: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, HOME_PATHS, VARIANTS } from "./facts";

export const cursorMeta = defineMeta({
  id: "cursor",
  name: "Cursor",
  homepage: "https://cursor.com/docs/rules",
  sources: [
    {
      label: "Cursor docs: Rules (read 2026-11)",
      url: "https://cursor.com/docs/rules",
      read: "Redirected from cursor.com/docs/context/rules; its 2026-05 text read in several vendored copies found with the code search: `.md` and `.mdc` both accepted, the four rule types, Team → Project → User precedence, nested AGENTS.md, `.cursorrules` kept but to be deprecated, rules under 500 lines, `@filename.ts` inside a rule. A stored copy of the 2026-09 text says project rules must be `.mdc`.",
    },
    {
      label: "Cursor docs: Using Agent in CLI (read 2026-11)",
      url: "https://cursor.com/docs/cli/using",
      read: "The CLI also reads AGENTS.md and CLAUDE.md at the project root, when present, and applies them as rules beside `.cursor/rules`.",
    },
    {
      label: "Cursor docs mirror (2.2 wording): sanjeed5/awesome-cursor-rules-mdc cursor-rules-docs.md",
      url: "https://github.com/sanjeed5/awesome-cursor-rules-mdc/blob/331fb6ffac60b8d03b724aefb46c04e3fbc35eae/cursor-rules-docs.md",
      commit: "331fb6ffac60b8d03b724aefb46c04e3fbc35eae",
      read: "The pinned copy of the docs' 2026-05 text, with the 2.2 rule folders (a folder's `RULE.md`, named after the folder): the `md-rules` variant.",
    },
    {
      label: 'skillsaw docs: cursor-rules-valid (3p: frontmatter shapes, quoted "true")',
      url: "https://raw.githubusercontent.com/stbenjam/skillsaw/main/docs/rules/cursor-rules-valid.md",
      read: 'Third-party lint docs: malformed frontmatter, a quoted `"true"` for `alwaysApply` that is not true, and `globs` as a comma-separated string or a YAML list.',
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      description:
        "Cursor today (docs and cursor-agent, 2026-09): only .mdc files in .cursor/rules are rules; a plain .md there is ignored.",
      models: { version: "cursor.com/docs/rules of 2026-09 and cursor-agent 2026.09.28 (3p study)", checked: "2026-11-22" },
    },
    {
      id: VARIANTS.mdRules,
      description:
        "Cursor docs of early-to-mid 2026: .md files in .cursor/rules are rules too (same frontmatter), and a folder's RULE.md is named after the folder.",
      models: {
        version: "cursor.com/docs/rules of 2026-05 (2.2 wording; mirror sanjeed5/awesome-cursor-rules-mdc @ 331fb6f)",
        checked: "2026-11-22",
      },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [
    {
      key: CONFIG.userRules,
      type: "string",
      default: "",
      description: "User Rules from Cursor Settings → Rules: plain text, always sent to Agent (Chat), after project rules.",
    },
    {
      key: CONFIG.teamRules,
      type: "string",
      default: "",
      description: "Team Rules from the Cursor dashboard (Team/Enterprise): plain text, sent first.",
    },
    {
      key: CONFIG.thirdParty,
      type: "boolean",
      default: true,
      description: 'Settings toggle "Include third-party plugins, skills and other configs": read CLAUDE.md and CLAUDE.local.md.',
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".cursor/rules/", ".cursorrules"],
  // hooks.json, hooks/, commands/, mcp.json: Cursor's own folder, though none of it is a rule.
  configMarkers: [".cursor/"],
});
