/**
 * qwen-code: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { DEFAULT_NAMES, ENV, FOLDER_TRUST_DEFAULT, HOME_PATHS, NAME, SETTING } from "./facts";

const REPO = "https://github.com/QwenLM/qwen-code/blob";
/** A qwen-code file at the commit read (main where none was recorded), with what was read there. */
const src = (path: string, read: string, commit?: string) => ({
  label: `QwenLM/qwen-code ${path}`,
  url: `${REPO}/${commit ?? "main"}/${path}`,
  ...(commit ? { commit } : {}),
  read,
});

export const qwenCodeMeta = defineMeta({
  id: "qwen-code",
  name: NAME,
  homepage: "https://github.com/QwenLM/qwen-code",
  sources: [
    src(
      "packages/core/src/memory/memoryDiscovery.ts",
      "The `upstream` loader (read 2026-11-26): the context files from ~/.qwen and from the cwd up to the project root's parent; `QWEN.local.md` is appended last and needs a real project root.",
      "1d26e73556c036edc67bf8f04973937794e9d6f9",
    ),
    src(
      "packages/core/src/utils/memoryDiscovery.ts",
      "The older placement of the same loader; it differs on where `QWEN.local.md` goes.",
      "0f8ce0829321a58cfbfa6d18a4a717528ac16549",
    ),
    src(
      "packages/core/src/memory/const.ts",
      "The file names (`QWEN.md`, then `AGENTS.md`; `QWEN.local.md`) and `setGeminiMdFilename`.",
      "1bce6c66a02d366a8fbf02bf2add34d41ae7895c",
    ),
    src("packages/core/src/utils/memoryImportProcessor.ts", "The `@path` imports.", "1111e1dc0674ba5b27de42d0935e241e1ac35405"),
    src(
      "packages/core/src/config/rulesDiscovery.ts",
      "The `.qwen/rules/` files: baseline ones at start, `paths:` ones when a matching file is read.",
      "250cb78e05f906cc9a2f5d03487a7490d577f139",
    ),
    src(
      "packages/cli/src/config/trustedFolders.ts",
      "Folder trust, off by default; an untrusted folder loads only global files.",
      "059a162403e1d71b71b8cd480b97e83e688fb182",
    ),
    src(
      "packages/core/src/core/prompts.ts",
      "`joinSystemPrompt`: the tiers joined by a blank line.",
      "03040ce3c3553930bedae0b1c8f5b7c96ac069a2",
    ),
    src(
      "packages/core/src/config/storage.ts",
      "`getGlobalQwenDir` and `QWEN_HOME`, as the search index held the file in 2026-11 (its commit was not recorded).",
    ),
  ],
  textFidelity: "exact",
  variants: [
    {
      id: "upstream",
      description:
        "Qwen Code 0.23 and later: QWEN.md and AGENTS.md up to the project root's parent (a .git folder or file), QWEN.local.md, output-language.md, @imports, .qwen/rules with paths:.",
      models: {
        version: "Qwen Code 0.24.4 (the lab, 210 trees) and 0.23.4 (40 trees); memoryDiscovery.ts 1d26e73556",
        checked: "2026-12-01",
        since: "0.23.4",
      },
    },
    {
      id: "v0.15",
      description:
        "Qwen Code 0.15: only a .git folder marks the root, no QWEN.local.md, a file linked twice is sent twice, the top file is not on its own import chain, output-language.md in a fixed language.",
      models: { version: "Qwen Code 0.15.10 (the lab, 210 trees)", checked: "2026-12-01", since: "0.15.0", until: "0.15.10" },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [
    {
      name: ENV.home,
      description: "Moves the global Qwen folder (context files, rules, trustedFolders.json) from ~/.qwen.",
      onValue: "/home/user/alt-qwen",
    },
    {
      name: ENV.trustedFoldersPath,
      description: "Reads trust rules from this file instead of ~/.qwen/trustedFolders.json.",
      onValue: "/home/user/trusted.json",
    },
  ],
  configKeys: [
    {
      key: SETTING.fileName,
      type: "string[]",
      orOne: true,
      default: [...DEFAULT_NAMES],
      description: "Context file name(s), in load order; they replace the defaults.",
    },
    {
      key: SETTING.importFormat,
      type: "string",
      default: "tree",
      oneOf: ["tree", "flat"],
      description: "How @imports are inlined: tree (comments around each import) or flat (one block per file).",
    },
    {
      key: SETTING.folderTrust,
      type: "boolean",
      default: FOLDER_TRUST_DEFAULT,
      description: "Turns folder trust on: then a DO_NOT_TRUST rule for the folder keeps project files out.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: ["QWEN.md", ".qwen/"],
});
