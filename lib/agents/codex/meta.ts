/**
 * Codex CLI: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { CODEX_HOME_ENV, CONFIG, DEFAULT_MAX_BYTES, DEFAULT_NAME, DEFAULT_ROOT_MARKERS, HOME_PATHS, OVERRIDE_NAME } from "./facts";

/** A file of openai/codex at the commit it was read at (each file was read at its own). */
const src = (commit: string, path: string) => `https://github.com/openai/codex/blob/${commit}/${path}`;

export const codexMeta = defineMeta({
  id: "codex",
  name: "Codex CLI",
  homepage: "https://github.com/openai/codex",
  sources: [
    {
      label: "openai/codex codex-rs/core/src/agents_md.rs",
      url: src("0cf644af40f76ffdfbac134b4b17aca78e8dcef5", "codex-rs/core/src/agents_md.rs"),
      commit: "0cf644af40f76ffdfbac134b4b17aca78e8dcef5",
      read: "The `upstream` variant: `read_agents_md`, `agents_md_paths`, `candidate_filenames`, `legacy_text` and `warn_invalid_utf8`. An earlier stored version of the file (commit not recorded) was read for the global loader, `AgentsMdManager::load_global_instructions`.",
    },
    {
      label: "openai/codex codex-rs/core/src/agents_md_tests.rs (wrapper text)",
      url: src("04393ff90d514aaf44ff0cf78454a1e2bbd05c94", "codex-rs/core/src/agents_md_tests.rs"),
      commit: "04393ff90d514aaf44ff0cf78454a1e2bbd05c94",
      read: "The exact rendered fragment (no trailing newline), the tests in which metadata and read errors drop every project doc, and the budget example (`root`, `abc`).",
    },
    {
      label: "openai/codex codex-rs/core/src/context/user_instructions.rs",
      url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/context/user_instructions.rs",
      read: "The version whose struct has `directory: Option<String>` (its commit was not recorded): the AGENTS.md text goes out with role `user`. It does not escape `</INSTRUCTIONS>`.",
    },
    {
      label: "openai/codex codex-rs/core/src/context/fragment.rs",
      url: src("041e89ddb15bb4cefdee195f81912525709e8d34", "codex-rs/core/src/context/fragment.rs"),
      commit: "041e89ddb15bb4cefdee195f81912525709e8d34",
      read: "The role `user` and the start and end markers of the fragment.",
    },
    {
      label: "openai/codex codex-rs/core/src/instructions/user_instructions.rs",
      url: src("0b2b8c901256a4f863c023b4200cab515b464ed3", "codex-rs/core/src/instructions/user_instructions.rs"),
      commit: "0b2b8c901256a4f863c023b4200cab515b464ed3",
      read: "The wrapper: a `# AGENTS.md instructions for {dir}` heading, then the text inside `<INSTRUCTIONS>` tags; the `<user_instructions>` tag already marked legacy (why the `seed` variant uses the same wrapper).",
    },
    {
      label: "openai/codex codex-rs/instructions/src/user_instructions.rs",
      url: src("80cfbc5c858164fcb10141e488b089cf70aa3b3d", "codex-rs/instructions/src/user_instructions.rs"),
      commit: "80cfbc5c858164fcb10141e488b089cf70aa3b3d",
      read: 'A version that escapes `</INSTRUCTIONS>` inside the text; not adopted (see "Not modelled").',
    },
    {
      label: "openai/codex codex-rs/core/src/project_doc.rs (older loader; seed variant)",
      url: src("0bd53e457bf7dc40ff77fe2780e9c3070505b3b7", "codex-rs/core/src/project_doc.rs"),
      commit: "0bd53e457bf7dc40ff77fe2780e9c3070505b3b7",
      read: "The older loader behind the `seed` variant: `.git` only, found from the canonical cwd; `symlink_metadata` lets any symlink take a folder's slot; `read_project_docs` and its budget; no UTF-8 warning.",
    },
    {
      label: "openai/codex codex-rs/core/src/config/mod.rs `Config::load_instructions` (project_doc.rs era)",
      url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/config/mod.rs",
      read: "The `seed` variant's global file: read with `read_to_string`, `AGENTS.override.md` before `AGENTS.md`, trimmed, the first non-empty one wins. The version read was the one of the project_doc.rs era; its commit was not recorded.",
    },
    {
      label: "openai/codex codex-rs config `project_root_markers_from_config`, `default_project_root_markers`",
      url: "https://github.com/openai/codex/tree/main/codex-rs/config",
      read: "`project_root_markers` is a list of strings; `[]` turns root detection off; a value of another type warns and the default is used. The file and commit were not recorded.",
    },
    {
      label: "Codex docs: Custom instructions with AGENTS.md",
      url: "https://developers.openai.com/codex/guides/agents-md",
      read: 'The published guide: the default budget ("32 KiB by default"), and `project_root_markers` as described before PR #12639 made the code follow it.',
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: "upstream",
      description: "Codex today (agents_md.rs): project_root_markers, lexical cwd, regular files only, unreadable global files warn.",
      models: { version: "openai/codex codex-rs/core/src/agents_md.rs @ 0cf644a", checked: "2026-11-22" },
    },
    {
      id: "seed",
      description: "The seed's project_doc.rs: .git root from the canonical cwd, any symlink takes a directory's slot, no UTF-8 warnings.",
      models: { version: "openai/codex codex-rs/core/src/project_doc.rs @ 0bd53e4 (seed 001)", checked: "2026-11-22" },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [
    {
      name: CODEX_HOME_ENV,
      description: "Moves the global directory (default ~/.codex) that holds AGENTS.override.md / AGENTS.md.",
      onValue: "/home/user/.codex-alt",
    },
  ],
  configKeys: [
    {
      key: CONFIG.maxBytes,
      type: "number",
      whole: true,
      min: 0,
      default: DEFAULT_MAX_BYTES,
      description: "Byte budget shared by all project docs; 0 turns project docs off (the global file still loads).",
    },
    {
      key: CONFIG.fallbacks,
      type: "string[]",
      default: [],
      description: "Extra file names tried in each directory after AGENTS.override.md and AGENTS.md.",
    },
    {
      key: CONFIG.markers,
      type: "string[]",
      default: [...DEFAULT_ROOT_MARKERS],
      description: "Names whose presence marks the project root (nearest ancestor wins); [] means the working directory only.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [OVERRIDE_NAME],
  // The AGENTS.md format is Codex's (agents_md.rs), whichever other agents read it too.
  formatMarkers: [DEFAULT_NAME],
  // .agents/skills: the repository skills folder Codex scans from the cwd up to the root (Codex docs,
  // developers.openai.com/codex/skills); skills are no memory, so weaker evidence.
  configMarkers: [".codex/", ".agents/skills/"],
});
