/**
 * Uploads into the tree (pure: no DOM, no Node). A folder upload and a zip upload both end as
 * {files, report}: Scenario files under `/upload/<name>`, and what was kept and skipped, and why.
 */
import { remove } from "../scenario/edit";
import type { Scenario } from "../scenario/types";
import { UploadBuilder, type ImportResult } from "./builder";
import { UPLOAD_PARENT } from "./limits";
import { checkEntryName, commonTopFolder, sortForUpload } from "./names";

export { UploadBuilder, type ImportReport, type ImportResult, type SkipReason } from "./builder";
export { importZip, readZipDirectory, type Progress, type ProgressHook } from "./zip";
export { MAX_FILE_BYTES, MAX_FILES, UPLOAD_PARENT } from "./limits";
export { commonTopFolder, sortForUpload } from "./names";

export interface UploadedFile {
  /** Relative path as uploaded: "my-repo/src/a.ts" (a folder pick's webkitRelativePath). */
  path: string;
  bytes: Uint8Array;
}

/**
 * Files already in memory (tests, small uploads): the common top folder becomes the upload's name,
 * or `fallbackName` when there is none.
 */
export function importFiles(entries: readonly UploadedFile[], fallbackName = "upload", parent = UPLOAD_PARENT): ImportResult {
  const top = commonTopFolder(entries.map((e) => e.path));
  const builder = new UploadBuilder(top ?? fallbackName, parent, { top });
  const sorted = sortForUpload(entries, (e) => {
    const c = checkEntryName(e.path);
    return c.ok ? c.path : e.path;
  });
  for (const e of sorted) {
    const path = builder.accept(e.path, e.bytes.length);
    if (path !== null) builder.file(path, e.bytes);
  }
  return builder.finish();
}

/**
 * The scenario with an upload in it: whatever was at the upload's folder before is replaced, the
 * working directory moves to the upload's root, and the selection is cleared if it was replaced.
 */
export function withUpload(scenario: Scenario, result: ImportResult): Scenario {
  const root = result.report.root;
  const files = { ...remove(scenario.files, root), ...result.files };
  const selected = scenario.ui?.selectedFile;
  const keepSelection = selected !== undefined && selected in files;
  return { ...scenario, files, cwd: root, ui: { ...scenario.ui, selectedFile: keepSelection ? selected : undefined } };
}
