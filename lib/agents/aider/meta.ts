/**
 * aider: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { COMMIT, CONF_FILE, CONFIG, ENV, HOME_PATHS, NAME, VARIANTS, VERSION } from "./facts";

const REPO = `https://github.com/Aider-AI/aider/blob/${COMMIT}`;

export const aiderMeta = defineMeta({
  id: "aider",
  name: NAME,
  homepage: "https://aider.chat/docs/usage/conventions.html",
  sources: [
    { label: "Aider-AI/aider aider/main.py (config search, --read expansion)", url: `${REPO}/aider/main.py`, commit: COMMIT },
    { label: "Aider-AI/aider aider/args.py (--read, --config, AIDER_ env prefix)", url: `${REPO}/aider/args.py`, commit: COMMIT },
    {
      label: "Aider-AI/aider aider/coders/base_coder.py (read-only files message, fences)",
      url: `${REPO}/aider/coders/base_coder.py`,
      commit: COMMIT,
    },
    {
      label: "Aider-AI/aider aider/coders/base_prompts.py (read_only_files_prefix)",
      url: `${REPO}/aider/coders/base_prompts.py`,
      commit: COMMIT,
    },
    { label: "Aider-AI/aider aider/io.py (read_text)", url: `${REPO}/aider/io.py`, commit: COMMIT },
    { label: "Aider docs: Specifying coding conventions", url: `${REPO}/aider/website/docs/usage/conventions.md`, commit: COMMIT },
    { label: "configargparse 1.7 (config files, env vars and the command line)", url: "https://github.com/bw2/ConfigArgParse" },
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
