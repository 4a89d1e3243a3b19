/**
 * mistral-vibe: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, DEFAULT_DIALOG, DIALOG_ANSWERS, ENV, HOME_PATHS, LEGACY_MAX_DOC_CHARS, NAME, VARIANTS } from "./facts";

const CHECKED = "2026-11-27";
const REPO = "https://github.com/mistralai/mistral-vibe";
const HEAD = "ac8f1a09fdfbadb6d4508a555ba6607fd05eb0dc";
const src = (path: string, read: string, commit = HEAD) => ({
  label: `mistralai/mistral-vibe ${path}`,
  url: `${REPO}/blob/${commit}/${path}`,
  commit,
  read,
});

export const mistralVibeMeta = defineMeta({
  id: "mistral-vibe",
  name: NAME,
  homepage: REPO,
  sources: [
    src(
      "vibe/core/config/harness_files/_harness_manager.py",
      "`load_user_doc` (the user file), `_collect_agents_md` and `load_project_docs` (AGENTS.md from the trust root down to the cwd), `find_subdirectory_agents_md` (files below the cwd) and `project_roots` (the cwd and each `--add-dir`).",
    ),
    src(
      "vibe/core/system_prompt.py",
      '`get_universal_system_prompt`: the order of the sections, the headings of the doc sections, the "Additional working directories" section, and the `"\\n\\n"` joins.',
    ),
    src("vibe/core/prompts/agents_doc.md", "The template each AGENTS.md is wrapped in."),
    src("vibe/core/prompts/__init__.py", "How prompt templates are loaded: the text is stripped."),
    src("vibe/core/trusted_folders.py", "Trust: the closest recorded decision wins, the trust root, and when the trust dialog is shown."),
    src("vibe/cli/entrypoint.py", "`--trust` and `--add-dir`; the trust dialog only in interactive mode."),
    src(
      "vibe/core/tools/builtins/read.py",
      "`get_result_extra`: the AGENTS.md files below the cwd, appended to the Read tool's result the first time a file under them is read.",
    ),
    src("vibe/core/agent_loop.py", "The extra text goes after the tool result, after a blank line."),
    src("vibe/core/paths/_vibe_home.py", "`VIBE_HOME`, else `~/.vibe`."),
    src("vibe/core/utils/io.py", "`read_safe`: files are read with their newlines made `\\n`."),
    src("vibe/setup/trusted_folders/trust_folder_dialog.py", "The trust dialog's choices; it starts on Decline."),
    src(
      "CHANGELOG.md",
      "2.0.0 removes `instructions.md` support; 2.5.0 brings the fuller AGENTS.md support (the `upstream` variant); the dates of the Versions table.",
    ),
    {
      label: "mistralai/mistral-vibe release commits v2.5.0, v2.10.0, v2.16.1",
      url: `${REPO}/commits/${HEAD}`,
      commit: HEAD,
      read: "The history of the files above: 5103019b01d9f5ef601ffe1d36952d7653942671 (v2.5.0, `_harness_manager.py`), 228f3c65a92c00cdf267ff824b655814313f7587 (v2.10.0, `--trust` and `--add-dir`), 564a14365e583515c66d8dc6d80c3f464f79049f (v2.16.1, trusting the git root).",
    },
    src(
      "vibe/core/system_prompt.py",
      "1.x, not modelled: `~/.vibe/instructions.md` (or config `instructions`) and the first of AGENTS.md, VIBE.md, .vibe.md at a trusted cwd.",
      "add3ab52456a4b0a6ea91c9ed2a755f0e3412c0d",
    ),
    src(
      "vibe/core/config/harness_files/_harness_manager.py",
      "The `vibe-md` variant (v2.4.1): the first of AGENTS.md, VIBE.md, .vibe.md that can be read at the cwd, cut to `project_context.max_doc_bytes`.",
      "e9428bce233eaae7fd92565a77b6ff4b6508f1ae",
    ),
    src(
      "vibe/core/system_prompt.py",
      "The `vibe-md` variant (v2.0.0): `instructions.md` gone; the project doc sent as its own section, with no wrapper.",
      "d33db9fff8876b2653ab160e265cbb4388964975",
    ),
    src(
      "vibe/core/trusted_folders.py",
      "The `vibe-md` variant (v2.0.0): the cwd itself must be in the trust list.",
      "d33db9fff8876b2653ab160e265cbb4388964975",
    ),
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
      oneOf: DIALOG_ANSWERS,
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
      whole: true,
      min: 0,
      default: LEGACY_MAX_DOC_CHARS,
      description: "vibe-md (2.0-2.4) only: the project doc is cut to this many characters.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".vibe/", "VIBE.md", ".vibe.md"],
});
