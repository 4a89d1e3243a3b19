/**
 * goose: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { DEFAULT_NAMES, ENV, GOOSE_HINTS, HOME_PATHS, NAME, NAMES_KEY } from "./facts";

const REPO = "https://github.com/aaif-goose/goose/blob";
const HINTS_AT = "d0a2390d46040bd561e1f3689df5815d7d8277ed";
const PROMPT_AT = "05a3515c7aa1af17038d7308c6edf753285332dd";

export const gooseMeta = defineMeta({
  id: "goose",
  name: NAME,
  homepage: "https://github.com/aaif-goose/goose",
  sources: [
    {
      label: "aaif-goose/goose crates/goose/src/hints/load_hints.rs",
      url: `${REPO}/${HINTS_AT}/crates/goose/src/hints/load_hints.rs`,
      commit: HINTS_AT,
    },
    { label: "aaif-goose/goose crates/goose/src/hints/import_files.rs", url: `${REPO}/${HINTS_AT}/crates/goose/src/hints/import_files.rs` },
    {
      label: "aaif-goose/goose crates/goose/src/agents/prompt_manager.rs",
      url: `${REPO}/${PROMPT_AT}/crates/goose/src/agents/prompt_manager.rs`,
      commit: PROMPT_AT,
    },
    { label: "aaif-goose/goose crates/goose/src/config/paths.rs", url: `${REPO}/${HINTS_AT}/crates/goose/src/config/paths.rs` },
    { label: "Goose docs: Providing Hints to Goose (.goosehints)", url: "https://block.github.io/goose/docs/guides/using-goosehints" },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: "upstream",
      description:
        "Goose today: .goosehints and AGENTS.md (CONTEXT_FILE_NAMES), global and project hints, @references, subdirectory hints once a tool touches a folder.",
      models: { version: `aaif-goose/goose ${HINTS_AT.slice(0, 10)}`, checked: "2026-11-26" },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [
    {
      name: ENV.names,
      description: "A JSON list of hint file names, in order; it replaces the defaults and wins over config.yaml.",
      onValue: '[".goosehints"]',
    },
    {
      name: ENV.pathRoot,
      description: "Moves Goose's folders: global hints come from <root>/config and <root>/.agents.",
      onValue: "/home/user/goose-root",
    },
  ],
  configKeys: [
    {
      key: NAMES_KEY,
      type: "string[]",
      default: [...DEFAULT_NAMES],
      description: "config.yaml: hint file names looked for in each folder, in order (the environment variable wins).",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [GOOSE_HINTS],
});
