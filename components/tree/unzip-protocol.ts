/** Messages between the page and the unzip worker (unzip.worker.ts). */
import type { UploadOutcome } from "./readers";

export interface UnzipRequest {
  type: "unzip";
  file: File;
}

/** "ready": the worker's script loaded and it listens (its first message). */
export type UnzipResponse =
  { type: "ready" } | { type: "progress"; done: number; total: number } | { type: "done"; outcome: UploadOutcome };
