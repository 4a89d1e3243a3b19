/**
 * junie: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, NAME, VARIANTS } from "./facts";

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
  envToggles: [],
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
