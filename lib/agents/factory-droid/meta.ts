/**
 * factory-droid: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, MARKERS, NAME } from "./facts";

const DOCS_COMMIT = "a80aa7c5ed560a737f313b1379c015837c99090f";

export const factoryDroidMeta = defineMeta({
  id: "factory-droid",
  name: NAME,
  homepage: "https://docs.factory.ai/cli/configuration/agents-md",
  sources: [
    {
      label: "Factory-AI/factory docs/cli/configuration/agents-md.mdx (read 2026-11-27)",
      url: `https://github.com/Factory-AI/factory/blob/${DOCS_COMMIT}/docs/cli/configuration/agents-md.mdx`,
      commit: DOCS_COMMIT,
      read: 'The docs repository\'s newest commit (2026-07-24); the page last changed on 2026-05-02 and its discovery section on 2025-10-08. Section 3, the file locations and discovery hierarchy ("first match wins", the closer file takes precedence, the personal override); section 7, the advice of 150 lines at most; section 8, the nearest AGENTS.md loads on task start. Its history was also read: @ 758156f3 (2025-09-24, personal file in ~/.config) and @ 16179d0f (2025-10-08, moved to ~/.factory).',
    },
    {
      label: "Factory-AI/factory docs/changelog/release-notes.mdx (read 2026-11-27)",
      url: `https://github.com/Factory-AI/factory/blob/${DOCS_COMMIT}/docs/changelog/release-notes.mdx`,
      commit: DOCS_COMMIT,
      read: "The rows of the Versions table: v0.19.8 (source paths shown in settings), v0.22.12 (all AGENTS.md and CLAUDE.md files collected for system reminders), v0.92.0 (AGENTS.md on resumed sessions), v0.93.0 (automatic agents.md detection), v0.96.0 (design.md).",
    },
    {
      label: "Factory-AI/factory docs/guides/power-user/setup-checklist.mdx",
      url: `https://github.com/Factory-AI/factory/blob/${DOCS_COMMIT}/docs/guides/power-user/setup-checklist.mdx`,
      commit: DOCS_COMMIT,
      read: "Lists the personal `~/.factory/AGENTS.md` beside the project `./AGENTS.md`.",
    },
    {
      label: "Factory-AI/factory docs/guides/power-user/rules-conventions.mdx",
      url: `https://github.com/Factory-AI/factory/blob/${DOCS_COMMIT}/docs/guides/power-user/rules-conventions.mdx`,
      commit: DOCS_COMMIT,
      read: "`.factory/rules/*.md` are referenced from AGENTS.md, not loaded by themselves.",
    },
    {
      label: "docs.factory.ai: AGENTS.md",
      url: "https://docs.factory.ai/cli/configuration/agents-md",
      read: "The published page of docs/cli/configuration/agents-md.mdx.",
    },
    {
      label: "aovestdipaperino/tokensave PR #162 (3p, 2026-07-02)",
      url: "https://github.com/aovestdipaperino/tokensave/pull/162",
      read: "Support only: it installs global rules by appending to `~/.factory/AGENTS.md`, which makes sense only if that file loads in every project.",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: "upstream",
      note: "CLI (`droid`)",
      description:
        "Droid as its docs describe it: ~/.factory/AGENTS.md, the nearest AGENTS.md from the working directory up to the repository root, and AGENTS.md in subfolders the agent works inside.",
      models: { version: "Factory docs (Factory-AI/factory @ a80aa7c5, 2026-07-24), droid CLI 0.x", checked: "2026-11-27" },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [],
  configKeys: [],
  homePaths: HOME_PATHS,
  markers: MARKERS,
});
