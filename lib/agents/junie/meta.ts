/**
 * junie: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      read: "The guidelines are added to every task; the supported files are AGENTS.md and `guidelines.md`; by default `.junie/guidelines.md` at the root of the configured project, and an AGENTS.md (or a guidelines file elsewhere) only through the Guidelines path setting: the `guidelines-md` variant.",
    },
    {
      label: "Junie Help: Project Settings, Guidelines path (page of 21 November 2025, read 2026-11-26)",
      url: "https://www.jetbrains.com/help/junie/project-settings.html",
      read: "The Project path setting, and Guidelines path: a file relative to the project path, `.junie/guidelines.md` when empty.",
    },
    {
      label: "JetBrains/junie-guidelines README (read 2026-11-26)",
      url: "https://github.com/JetBrains/junie-guidelines",
      read: "Guidelines go in `.junie/AGENTS.md` or `AGENTS.md`, or in a custom path set in the IDE settings: the `upstream` variant.",
    },
    {
      label: "JetBrains/junie-github-action action.yml (read 2026-11-27)",
      url: "https://github.com/JetBrains/junie-github-action/blob/00462491f862d591dfc00d264122561468e91e79/action.yml",
      commit: "00462491f862d591dfc00d264122561468e91e79",
      read: "The input `junie_guidelines_filename` (a file in `<project-root>/.junie`, default `guidelines.md`) is handed to the `junie` CLI (`@jetbrains/junie-cli`) as `JUNIE_GUIDELINES_FILENAME`. JetBrains' own tooling, so the variable is modelled (an audit noted it had been set aside as second-hand).",
    },
    {
      label: "agent-config crate 0.2–0.3 src/agents/junie.rs (3p, docs.rs)",
      url: "https://docs.rs/agent-config/0.3.2/src/agent_config/agents/junie.rs.html",
      read: "Third-party, not relied on for behaviour: writes `<root>/.junie/AGENTS.md` and mentions `JUNIE_GUIDELINES_FILENAME`.",
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
