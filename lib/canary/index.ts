/** The canary kit: plant codewords, predict which the agent sees, verify its answer (docs/canary.md). */
export { makeKit, canariedFiles, type Kit, type KitOptions, type KitResult } from "./kit";
export { parseManifest, readManifest, type Manifest } from "./manifest";
export { verify, type Verification, type VerifyResult, type FileReport } from "./verify";
export { textReport, markdownReport, jsonReport, shownPath } from "./report";
export { findCodewords } from "./codewords";
export { QUESTION } from "./question";
export { MANIFEST_FILE, QUESTION_FILE } from "./facts";
