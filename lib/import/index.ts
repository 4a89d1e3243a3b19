/**
 * Uploads into the tree (pure: no DOM, no Node). A folder upload and a zip upload both end as
 * {files, report}: Scenario files under `/upload/<name>`, and what was kept and skipped, and why.
 */
import { isWithin } from "../core/paths";
import { remove } from "../scenario/edit";
import { checkBounds } from "../scenario/bounds";
import { MAX_FILE_ENTRIES } from "../scenario/limits";
import type { Scenario } from "../scenario/types";
import { UploadBuilder, type ImportResult } from "./builder";
import { UPLOAD_PARENT } from "./limits";
import { checkEntryName, commonTopFolder, sortForUpload } from "./names";

export { UploadBuilder, type ImportReport, type ImportResult, type SkipReason } from "./builder";
export { importZip, readZipDirectory, type Progress, type ProgressHook } from "./zip";
export { MAX_FILE_BYTES, MAX_FILES, MAX_ZIP_BYTES } from "./limits";
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
  // One pass, no spread of the upload's (up to 120,000) entries: a spread copies them once more.
  const files = remove(scenario.files, root);
  for (const k in result.files) if (Object.hasOwn(result.files, k)) files[k] = result.files[k];
  const selected = scenario.ui?.selectedFile;
  const keepSelection = selected !== undefined && selected in files;
  return { ...scenario, files, cwd: root, ui: { ...scenario.ui, selectedFile: keepSelection ? selected : undefined } };
}

/**
 * The scenario with the upload beside what the tree holds (withUpload), or why it cannot be: together
 * they must stay within a scenario's MAX_FILE_ENTRIES (what lies at the upload's folder now is
 * replaced, so it does not count) and its MAX_SCENARIO_SIZE (long paths count: 100,000 of them can
 * pass it with the bytes still under the upload's cap). An upload alone always fits the entry count.
 */
export function placeUpload(scenario: Scenario, result: ImportResult): { ok: true; scenario: Scenario } | { ok: false; message: string } {
  const root = result.report.root;
  let others = 0;
  for (const k in scenario.files) if (!isWithin(k, root)) others++;
  const incoming = Object.keys(result.files).length;
  const n = (x: number) => x.toLocaleString("en-US");
  const notAdded = `${result.report.name} was not added`;
  const advice = "Delete folders from the tree, or Reset it, and upload again.";
  if (others + incoming > MAX_FILE_ENTRIES)
    return {
      ok: false,
      message:
        `${notAdded}: it brings ${n(incoming)} entries (files and folders) and the tree already holds ${n(others)} others, ` +
        `${n(others + incoming)} in all; a scenario may hold at most ${n(MAX_FILE_ENTRIES)}. ${advice}`,
    };
  const next = withUpload(scenario, result);
  const fatal = checkBounds(next, 0).find((p) => p.fatal);
  if (fatal) return { ok: false, message: `${notAdded}: with it, ${fatal.message}. ${advice}` };
  return { ok: true, scenario: next };
}
