/**
 * junie: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, ENV, NAME, VARIANTS } from "./facts";

const CHECKED = "2026-11-26";

export const junieMeta = defineMeta({
  id: "junie",
  name: NAME,
  homepage: "https://www.jetbrains.com/help/junie/customize-guidelines.html",
  sources: [
    {
      label: "Junie Help: Guidelines (page of 24 November 2025, read 2026-11-26)",
      url: "https://www.jetbrains.com/help/junie/customize-guidelines.html",
    },
    {
      label: "Junie Help: Project Settings, Guidelines path (page of 21 November 2025, read 2026-11-26)",
      url: "https://www.jetbrains.com/help/junie/project-settings.html",
    },
    {
      label: "JetBrains/junie-guidelines README: .junie/AGENTS.md or AGENTS.md (read 2026-11-26)",
      url: "https://github.com/JetBrains/junie-guidelines",
    },
    {
      label: "JetBrains/junie-github-action action.yml @ 0046249: junie_guidelines_filename, JUNIE_GUIDELINES_FILENAME (read 2026-11-27)",
      url: "https://github.com/JetBrains/junie-github-action/blob/00462491f862d591dfc00d264122561468e91e79/action.yml",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      description:
        "Newer Junie: the first of .junie/AGENTS.md, AGENTS.md, .junie/guidelines.md at the project root (order inferred), or the Guidelines path file.",
      models: { version: "Junie with AGENTS.md support (junie-guidelines README, read 2026-11)", checked: CHECKED },
    },
    {
      id: VARIANTS.guidelinesMd,
      description: "Junie as documented in November 2025: .junie/guidelines.md, or the Guidelines path file (the way to use an AGENTS.md).",
      models: { version: "Junie docs of 2025-11-24", checked: CHECKED },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    {
      name: ENV.guidelinesFilename,
      description: "The junie CLI reads the guidelines file of this name in .junie/ alone (JetBrains' GitHub Action sets it).",
      onValue: "AGENTS.md",
    },
  ],
  configKeys: [
    {
      key: CONFIG.guidelinesPath,
      type: "string",
      default: "",
      description: "Settings | Tools | Junie | Project Settings | Guidelines path: one guidelines file, relative to the project.",
    },
  ],
  homePaths: [],
  markers: [".junie/"],
});
