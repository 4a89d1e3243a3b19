/**
 * Pi: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      commit: "0.73.1",
      read: "Installed from npm: `loadContextFileFromDir` (the first name that exists and reads as a file), `loadProjectContextFiles` (the agent folder's file, then `/` down to the cwd, a path met twice sent once) and `discoverSystemPromptFile`.",
    },
    {
      label: "npm @mariozechner/pi-coding-agent@0.73.1 dist/core/system-prompt.js (the Project Context section, read 2026-12-02)",
      url: `${PKG}/v/0.73.1`,
      commit: "0.73.1",
      read: "`buildSystemPrompt`: the section's head, a `## <path>` heading per file, and the `Current date:` line after it.",
    },
    {
      label: "npm @mariozechner/pi-coding-agent@0.73.1 dist/config.js (getAgentDir, PI_CODING_AGENT_DIR, read 2026-12-02)",
      url: `${PKG}/v/0.73.1`,
      commit: "0.73.1",
      read: "`getAgentDir` (`PI_CODING_AGENT_DIR`, not resolved), `expandTildePath` and `CONFIG_DIR_NAME`.",
    },
    {
      label: "npm @mariozechner/pi-coding-agent@0.73.1 dist/cli/args.js",
      url: `${PKG}/v/0.73.1`,
      commit: "0.73.1",
      read: "The `--no-context-files` and `--offline` flags.",
    },
    {
      label: "npm @mariozechner/pi-coding-agent@0.73.1 docs/models.md",
      url: `${PKG}/v/0.73.1`,
      commit: "0.73.1",
      read: "Custom providers, as the lab driver uses them.",
    },
    {
      label: "npm @mariozechner/pi-coding-agent@0.70.6 dist/core/resource-loader.js (AGENTS.md and CLAUDE.md only, read 2026-12-02)",
      url: `${PKG}/v/0.70.6`,
      commit: "0.70.6",
      read: "The names before 0.71: `AGENTS.md`, then `CLAUDE.md` (the `before-0.71` variant).",
    },
    {
      label: "npm @mariozechner/pi-coding-agent, older tarballs (0.13.2 to 0.73.0)",
      url: `${PKG}?activeTab=versions`,
      read: "The same loader in 0.13.2 (`main.js`), 0.37.8 (`core/system-prompt.js`), 0.52.12, 0.63.2, 0.70.6 (`core/resource-loader.js`), 0.71.1, 0.72.1 and 0.73.0, for the version table.",
    },
    {
      label: "badlogic/pi-mono packages/coding-agent CHANGELOG.md 0.71.0: AGENTS.MD loaded too (#3949)",
      url: "https://github.com/badlogic/pi-mono/blob/main/packages/coding-agent/CHANGELOG.md",
      read: "0.71.0: `AGENTS.MD` and `CLAUDE.MD` are tried too (issue #3949); the copy shipped in the 0.73.1 package was read.",
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
