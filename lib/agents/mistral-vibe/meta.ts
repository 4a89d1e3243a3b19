/**
 * mistral-vibe: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, DEFAULT_DIALOG, ENV, HOME_PATHS, LEGACY_MAX_DOC_CHARS, NAME, VARIANTS } from "./facts";

const CHECKED = "2026-11-27";
const REPO = "https://github.com/mistralai/mistral-vibe";
const HEAD = "ac8f1a09fdfbadb6d4508a555ba6607fd05eb0dc";
const src = (path: string, commit = HEAD) => ({ label: `mistralai/mistral-vibe ${path}`, url: `${REPO}/blob/${commit}/${path}`, commit });

export const mistralVibeMeta = defineMeta({
  id: "mistral-vibe",
  name: NAME,
  homepage: REPO,
  sources: [
    src("vibe/core/config/harness_files/_harness_manager.py"),
    src("vibe/core/system_prompt.py"),
    src("vibe/core/prompts/agents_doc.md"),
    src("vibe/core/trusted_folders.py"),
    src("vibe/core/tools/builtins/read.py"),
    src("vibe/core/paths/_vibe_home.py"),
    src("vibe/cli/entrypoint.py"),
    src("CHANGELOG.md"),
    src("vibe/core/config/harness_files/_harness_manager.py", "e9428bce233eaae7fd92565a77b6ff4b6508f1ae"),
    src("vibe/core/system_prompt.py", "d33db9fff8876b2653ab160e265cbb4388964975"),
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      description:
        "2.5.0 and later: ~/.vibe/AGENTS.md, then AGENTS.md from the trust root down to the cwd, in the agents_doc.md wrapper; subfolder files on read.",
      note: "2.5+",
      models: { version: `mistral-vibe v2.18.4 (${HEAD.slice(0, 7)})`, checked: CHECKED, since: "2.5.0", until: "2.18.4" },
    },
    {
      id: VARIANTS.vibeMd,
      description: "2.0.0 to 2.4.x: the first of AGENTS.md, VIBE.md, .vibe.md at a trusted cwd, cut to 32,768 characters, no wrapper.",
      models: { version: "mistral-vibe v2.4.1 (e9428bc)", checked: CHECKED, since: "2.0.0", until: "2.4.2" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    {
      name: ENV.home,
      description: "Moves Vibe's home folder (AGENTS.md, trusted_folders.toml) from ~/.vibe.",
      onValue: "/home/user/vibe-home",
    },
  ],
  configKeys: [
    {
      key: CONFIG.dialog,
      label: "Trust dialog answer",
      type: "string",
      default: DEFAULT_DIALOG,
      description:
        "Rulescope's key: the answer to the trust dialog where no trust entry covers the cwd: trust_repo (the git root), trust_cwd, trust_session, decline, or none (no dialog: vibe -p).",
    },
    {
      key: CONFIG.trusted,
      label: "trusted_folders.toml: trusted",
      type: "string[]",
      default: [],
      description: "The `trusted` list of ~/.vibe/trusted_folders.toml. The closest listed ancestor of the cwd is the trust root.",
    },
    {
      key: CONFIG.untrusted,
      label: "trusted_folders.toml: untrusted",
      type: "string[]",
      default: [],
      description: "The `untrusted` list of ~/.vibe/trusted_folders.toml. A closer untrusted entry wins over a trusted ancestor.",
    },
    { key: CONFIG.trustFlag, label: "--trust", type: "boolean", default: false, description: "Trusts the cwd for this session (2.10.0+)." },
    {
      key: CONFIG.addDirs,
      label: "--add-dir",
      type: "string[]",
      default: [],
      description: "Extra working directories (2.10.0+): each is trusted and its own AGENTS.md is read after the cwd's.",
    },
    {
      key: CONFIG.includeProjectContext,
      type: "boolean",
      default: true,
      description: "config.toml include_project_context: false leaves out the project context and every AGENTS.md.",
    },
    {
      key: CONFIG.maxDocBytes,
      type: "number",
      default: LEGACY_MAX_DOC_CHARS,
      description: "vibe-md (2.0-2.4) only: the project doc is cut to this many characters.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".vibe/", "VIBE.md", ".vibe.md"],
});
