/**
 * Pi: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { AGENT_DIR_ENV, HOME_PATHS, LAST_BEFORE_UPPER_CASE, UPPER_CASE_NAMES_SINCE, VARIANTS } from "./facts";

const CHECKED = "2026-12-02";
const PKG = "https://www.npmjs.com/package/@mariozechner/pi-coding-agent";

export const piMeta = defineMeta({
  id: "pi",
  name: "Pi",
  homepage: "https://github.com/badlogic/pi-mono/tree/main/packages/coding-agent",
  sources: [
    {
      label: "npm @mariozechner/pi-coding-agent@0.73.1 dist/core/resource-loader.js (loadProjectContextFiles, read 2026-12-02)",
      url: `${PKG}/v/0.73.1`,
    },
    {
      label: "npm @mariozechner/pi-coding-agent@0.73.1 dist/core/system-prompt.js (the Project Context section, read 2026-12-02)",
      url: `${PKG}/v/0.73.1`,
    },
    {
      label: "npm @mariozechner/pi-coding-agent@0.73.1 dist/config.js (getAgentDir, PI_CODING_AGENT_DIR, read 2026-12-02)",
      url: `${PKG}/v/0.73.1`,
    },
    {
      label: "npm @mariozechner/pi-coding-agent@0.70.6 dist/core/resource-loader.js (AGENTS.md and CLAUDE.md only, read 2026-12-02)",
      url: `${PKG}/v/0.70.6`,
    },
    {
      label: "badlogic/pi-mono packages/coding-agent CHANGELOG.md 0.71.0: AGENTS.MD loaded too (#3949)",
      url: "https://github.com/badlogic/pi-mono/blob/main/packages/coding-agent/CHANGELOG.md",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      description:
        "Pi 0.71.0 and later: the agent folder's file, then one file per folder from / down to the working directory, the first of AGENTS.md, AGENTS.MD, CLAUDE.md, CLAUDE.MD.",
      models: { version: "pi 0.73.1 (npm, run by the lab)", checked: CHECKED, since: UPPER_CASE_NAMES_SINCE },
    },
    {
      id: VARIANTS.before071,
      description: "Pi before 0.71.0: the same walk, with AGENTS.md and CLAUDE.md only.",
      models: { version: "pi 0.70.6 (npm, run by the lab)", checked: CHECKED, until: LAST_BEFORE_UPPER_CASE },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    {
      name: AGENT_DIR_ENV,
      description: "Moves the agent folder (default ~/.pi/agent) whose AGENTS.md or CLAUDE.md comes first.",
      onValue: "/home/user/.pi-alt",
    },
  ],
  configKeys: [],
  homePaths: HOME_PATHS,
  // AGENTS.md and CLAUDE.md are read by many agents; the project's .pi folder is pi's own.
  markers: [".pi/"],
});
