/**
 * Codex CLI: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CODEX_HOME_ENV, CONFIG, DEFAULT_MAX_BYTES, DEFAULT_NAME, DEFAULT_ROOT_MARKERS, HOME_PATHS, OVERRIDE_NAME } from "./facts";

export const codexMeta = defineMeta({
  id: "codex",
  name: "Codex CLI",
  homepage: "https://github.com/openai/codex",
  sources: [
    {
      label: "openai/codex codex-rs/core/src/agents_md.rs",
      url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/agents_md.rs",
      commit: "0cf644af40f76ffdfbac134b4b17aca78e8dcef5",
    },
    {
      label: "openai/codex codex-rs/core/src/agents_md_tests.rs (wrapper text)",
      url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/agents_md_tests.rs",
      commit: "04393ff90d514aaf44ff0cf78454a1e2bbd05c94",
    },
    {
      label: "openai/codex codex-rs/core/src/instructions/user_instructions.rs",
      url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/instructions/user_instructions.rs",
      commit: "0b2b8c901256a4f863c023b4200cab515b464ed3",
    },
    {
      label: "openai/codex codex-rs/core/src/project_doc.rs (older loader; seed variant)",
      url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/project_doc.rs",
      commit: "0bd53e457bf7dc40ff77fe2780e9c3070505b3b7",
    },
    { label: "Codex docs: Custom instructions with AGENTS.md", url: "https://developers.openai.com/codex/guides/agents-md" },
    { label: "seed 001: Project docs (AGENTS.md) discovery & merge rules", url: "docs/agents/seeds.md#seed-001" },
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
