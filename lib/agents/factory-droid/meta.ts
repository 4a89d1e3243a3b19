/**
 * factory-droid: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
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
      label: "Factory docs: AGENTS.md (discovery hierarchy, personal override, ≤ 150 lines; read 2026-11-27)",
      url: `https://github.com/Factory-AI/factory/blob/${DOCS_COMMIT}/docs/cli/configuration/agents-md.mdx`,
      commit: DOCS_COMMIT,
    },
    {
      label: "Factory docs: CLI release notes (AGENTS.md and CLAUDE.md changes by version; read 2026-11-27)",
      url: `https://github.com/Factory-AI/factory/blob/${DOCS_COMMIT}/docs/changelog/release-notes.mdx`,
      commit: DOCS_COMMIT,
    },
    {
      label: "docs.factory.ai: AGENTS.md (the published page of the first source)",
      url: "https://docs.factory.ai/cli/configuration/agents-md",
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
