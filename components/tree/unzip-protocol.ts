/** Messages between the page and the unzip worker (unzip.worker.ts). */
import type { UploadOutcome } from "./readers";

export interface UnzipRequest {
  type: "unzip";
  file: File;
}

export type UnzipResponse = { type: "progress"; done: number; total: number } | { type: "done"; outcome: UploadOutcome };
