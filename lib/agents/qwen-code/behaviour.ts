/**
 * What differs between the variants, as data. `upstream` is what the lab measured on Qwen Code 0.24.4
 * (its bundle's memory/memoryDiscovery.ts, utils/projectRoot.ts, utils/memoryImportProcessor.ts);
 * `v0.15` is 0.15.10 (utils/memoryDiscovery.ts in one cli.js). 0.21.2's bundle already has the root,
 * QWEN.local.md, import and output-language changes, but not the realpath de-duplication or the
 * control-character strip of 0.23.4; nothing between 0.15.10 and 0.21.2 is served to check.
 */
import type { Behaviours } from "../define";
import type { qwenCodeMeta } from "./meta";

export interface Behaviour {
  /** findProjectRoot: a `.git` folder (lstat) marks the root; `gitFile`: a `.git` file does too. */
  gitFile: boolean;
  /** `<root>/.qwen/QWEN.local.md` after the other context files (needs a found root). */
  localFile: boolean;
  /** dedupeByCanonicalIdentity: paths that realpath to one file are read once (the first kept). */
  dedupeByRealpath: boolean;
  /**
   * readMemoryFiles hands processImports the file as its current file, on the chain: a file that
   * imports itself (directly or in a cycle) gets `File already processed`, and flat blocks name the
   * file. Without it the chain starts empty, so the top file is inlined once more inside its own
   * import, and the flat format names the top block by its folder and has no depth limit.
   */
  topFileOnChain: boolean;
  /** concatenateInstructions: control characters (C0, DEL, C1) are taken out of the shown path. */
  stripsDisplayPath: boolean;
  /**
   * The output-language.md Qwen Code writes on start when the global one names no language: `auto`
   * (answer in the user's language; a generated fixed-language file is migrated to it) or `detected`
   * (the language from QWEN_CODE_LANG or LANG, else English). 0.15.10 does not catch a failed write.
   */
  outputLanguage: "auto" | "detected";
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof qwenCodeMeta, Behaviour> = {
  upstream: {
    gitFile: true,
    localFile: true,
    dedupeByRealpath: true,
    topFileOnChain: true,
    stripsDisplayPath: true,
    outputLanguage: "auto",
  },
  "v0.15": {
    gitFile: false,
    localFile: false,
    dedupeByRealpath: false,
    topFileOnChain: false,
    stripsDisplayPath: false,
    outputLanguage: "detected",
  },
};
