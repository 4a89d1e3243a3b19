/**
 * What differs between the two variants, as data. `upstream` follows codex-rs/core/src/agents_md.rs
 * today; `seed` follows seed 001, which describes the older codex-rs/core/src/project_doc.rs, and
 * takes that file's details wherever the seed is silent.
 */
import type { Behaviours } from "../define";
import type { codexMeta } from "./meta";

export interface Behaviour {
  /** Walk up from the canonical cwd (project_doc.rs: dunce::canonicalize) or the cwd as given (agents_md.rs). */
  canonicalWalk: boolean;
  /** Root markers from `project_root_markers` (upstream) or `.git` only (seed). */
  configurableMarkers: boolean;
  /** Whether `/` itself is checked for a marker: agents_md.rs walks `ancestors()`; project_doc.rs stops below `/`. */
  checksFsRoot: boolean;
  /**
   * Which entry takes a directory's slot: the first name whose followed metadata is a regular file
   * (upstream), or the first that lstat shows as a file or any symlink, dangling ones included (seed).
   */
  pick: "regular-file" | "file-or-symlink";
  /** agents_md.rs reads the whole doc, then cuts it to the budget; project_doc.rs reads at most the remaining budget. */
  readsWholeDoc: boolean;
  /** agents_md.rs warns once per doc with invalid UTF-8; project_doc.rs never warns. */
  warnsInvalidUtf8: boolean;
  /** The global file: lossy decode with startup warnings (upstream), or read_to_string, which silently skips a file that is not UTF-8 or cannot be read (seed). */
  strictGlobalUtf8: boolean;
  /**
   * Whether the heading names the working directory when no project doc made it into the message
   * (only the global file): codex-cli 0.171.0 then writes the bare MESSAGE_MARK (seen by the lab).
   */
  headingNamesCwdWithoutDocs: boolean;
  /**
   * Whether a `project_doc_fallback_filenames` entry holding a "/" is skipped (codex-cli 0.171.0, seen by
   * the lab) or joined onto each folder as a path (project_doc.rs; an absolute one replaces the folder).
   */
  fallbackFileNamesOnly: boolean;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof codexMeta, Behaviour> = {
  upstream: {
    canonicalWalk: false,
    configurableMarkers: true,
    checksFsRoot: true,
    pick: "regular-file",
    readsWholeDoc: true,
    warnsInvalidUtf8: true,
    strictGlobalUtf8: false,
    headingNamesCwdWithoutDocs: false,
    fallbackFileNamesOnly: true,
  },
  seed: {
    canonicalWalk: true,
    configurableMarkers: false,
    checksFsRoot: false,
    pick: "file-or-symlink",
    readsWholeDoc: false,
    warnsInvalidUtf8: false,
    strictGlobalUtf8: true,
    headingNamesCwdWithoutDocs: true,
    fallbackFileNamesOnly: false,
  },
};
