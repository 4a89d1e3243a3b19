/**
 * goose: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      read: "The `upstream` variant (read 2026-11-26): `get_context_filenames`, `load_hint_files_with_state`, `append_hint_file`, `find_git_root`, `get_local_directories`, `build_gitignore`, `SubdirectoryHintTracker`, `load_hints_from_directory`.",
    },
    {
      label: "aaif-goose/goose crates/goose/src/hints/import_files.rs",
      url: `${REPO}/${HINTS_AT}/crates/goose/src/hints/import_files.rs`,
      read: "The hardened `@path` expander of the same release line (the index holds it without a commit; the link is at load_hints.rs's): the reference pattern, `MAX_DEPTH`, `MAX_REFERENCE_OPERATIONS`, `MAX_HINT_OUTPUT_BYTES`, the boundary and git-metadata checks, strict UTF-8 reads.",
    },
    {
      label: "aaif-goose/goose crates/goose/src/agents/prompt_manager.rs",
      url: `${REPO}/${PROMPT_AT}/crates/goose/src/agents/prompt_manager.rs`,
      commit: PROMPT_AT,
      read: "`with_hints`, `build` (the hints go under `# Additional Instructions:`; subdirectory hints are extras keyed `subdir_hints:<dir>`) and `load_subdirectory_hints`.",
    },
    {
      label: "aaif-goose/goose crates/goose/src/config/paths.rs",
      url: `${REPO}/${HINTS_AT}/crates/goose/src/config/paths.rs`,
      read: "As indexed in 2026-11 (no commit recorded; the link is at load_hints.rs's): `GOOSE_PATH_ROOT`, the config folder, and `agents_home_dir`, which is `~/.agents`.",
    },
    {
      label: "block/goose crates/goose/src/hints/load_hints.rs (older)",
      url: "https://github.com/block/goose/blob/9d75883271/crates/goose/src/hints/load_hints.rs",
      commit: "9d75883271",
      read: "An older wording of the same headers.",
    },
    {
      label: "block/goose crates/goose/src/hints/load_hints.rs (older)",
      url: "https://github.com/block/goose/blob/0086ae654b/crates/goose/src/hints/load_hints.rs",
      commit: "0086ae654b",
      read: "Another older wording of the same headers.",
    },
    {
      label: "block/goose documentation/docs/guides/using-goosehints.md",
      url: "https://github.com/block/goose/blob/main/documentation/docs/guides/using-goosehints.md",
      read: "The source of the hints guide: global and local hints.",
    },
    {
      label: "Goose docs: Providing Hints to Goose (.goosehints)",
      url: "https://block.github.io/goose/docs/guides/using-goosehints",
      read: "Read 2026-11-26: the global `~/.config/goose/.goosehints`, local hints, and `CONTEXT_FILE_NAMES`.",
    },
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
