/**
 * aider: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { COMMIT, CONF_FILE, CONFIG, ENV, HOME_PATHS, NAME, VARIANTS, VERSION } from "./facts";

const REPO = `https://github.com/Aider-AI/aider/blob/${COMMIT}`;

export const aiderMeta = defineMeta({
  id: "aider",
  name: NAME,
  homepage: "https://aider.chat/docs/usage/conventions.html",
  sources: [
    {
      label: "Aider-AI/aider aider/main.py",
      url: `${REPO}/aider/main.py`,
      commit: COMMIT,
      read: '`get_git_root`; the config search (`default_config_files`: working directory, git root, home, then reversed); the `--read` expansion (`expanduser().resolve()`, a folder by `rglob("*")`).',
    },
    {
      label: "Aider-AI/aider aider/args.py",
      url: `${REPO}/aider/args.py`,
      commit: COMMIT,
      read: '`--read` appends (`action="append"`), `--config` is the config file, the parser class is `YAMLConfigFileParser`, every option has an `AIDER_` variable (`auto_env_var_prefix`).',
    },
    {
      label: "Aider-AI/aider aider/coders/base_coder.py",
      url: `${REPO}/aider/coders/base_coder.py`,
      commit: COMMIT,
      read: "`abs_read_only_fnames` (a set), the existence check and its warning, `get_read_only_files_content` and `get_readonly_files_messages` (the message layout), `all_fences` and `choose_fence`, `get_rel_fname`.",
    },
    {
      label: "Aider-AI/aider aider/coders/chat_chunks.py",
      url: `${REPO}/aider/coders/chat_chunks.py`,
      commit: COMMIT,
      read: "The order of the chunks of a request, which places the read-only message.",
    },
    {
      label: "Aider-AI/aider aider/coders/base_prompts.py",
      url: `${REPO}/aider/coders/base_prompts.py`,
      commit: COMMIT,
      read: "`read_only_files_prefix`, the start of the read-only user message.",
    },
    {
      label: "Aider-AI/aider aider/io.py",
      url: `${REPO}/aider/io.py`,
      commit: COMMIT,
      read: "`read_text`: images, `encoding` errors and OS errors.",
    },
    {
      label: "Aider-AI/aider aider/utils.py",
      url: `${REPO}/aider/utils.py`,
      commit: COMMIT,
      read: "`IMAGE_EXTENSIONS`, `is_image_file` and `find_common_root`.",
    },
    {
      label: "Aider docs: Specifying coding conventions (aider/website/docs/usage/conventions.md)",
      url: `${REPO}/aider/website/docs/usage/conventions.md`,
      commit: COMMIT,
      read: "`read: CONVENTIONS.md` and the list form `read: [a, b]` in `.aider.conf.yml`.",
    },
    {
      label: "Aider-AI/aider requirements.txt",
      url: `${REPO}/requirements.txt`,
      commit: COMMIT,
      read: "The pinned `configargparse==1.7.5`.",
    },
    {
      label: "Aider-AI/aider HISTORY.md and git log",
      url: `${REPO}/HISTORY.md`,
      commit: COMMIT,
      read: 'The Versions table: the release notes up to "main branch", and `git log` of `main.py`, `base_coder.py` and `args.py` in the snapshot (commits `064b0d9`, `b938552`, `2681a41`, `40da942`).',
    },
    {
      label: "configargparse 1.7 configargparse.py (copies in the code index)",
      url: "https://github.com/bw2/ConfigArgParse",
      read: "`parse_known_args` (environment variables first unless the option is on the command line; config files in reverse order, a key already given dropped), `convert_item_to_command_line_arg` (a list becomes one `--read=` per item), `YAMLConfigFileParser.parse` (a mapping; `None` skipped, other scalars `str()`), `_open_config_files` (the `--config` file last, so it wins).",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "`read:` files only; nothing is discovered",
      description: "Aider as of v0.86: read-only files from --read, AIDER_READ or read: in .aider.conf.yml; nothing is discovered.",
      models: { version: `aider ${VERSION} (${COMMIT.slice(0, 7)}, 2026-05-22)`, checked: "2026-11-26" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    {
      name: ENV.read,
      description: "Read-only files, as --read: one path, or a list like [CONVENTIONS.md, docs/style.md].",
      onValue: "CONVENTIONS.md",
    },
  ],
  configKeys: [
    {
      key: CONFIG.read,
      type: "string[]",
      orOne: true,
      default: [],
      description: "--read on the command line (repeatable): beats AIDER_READ and every read: in a config file.",
    },
    {
      key: CONFIG.config,
      type: "string",
      default: "",
      description: "--config FILE: one more config file, of higher precedence than the ones aider finds.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [CONF_FILE],
});
