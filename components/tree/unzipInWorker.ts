/**
 * Unpack a zip upload in a worker (unzip.worker.ts), so the page keeps painting and answering input
 * while a big zip unpacks. Where no worker can start (old browser, blocked script) or the worker fails
 * to load, the zip unpacks on the main thread as before, in slices with paint breaks.
 */
import type { ProgressHook } from "@/lib/import";
import { readZipFile, type UploadOutcome } from "./readers";
import type { UnzipRequest, UnzipResponse } from "./unzip-protocol";

export interface UnzipWorkerLike {
  onmessage: ((e: MessageEvent<UnzipResponse>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(m: UnzipRequest): void;
  terminate(): void;
}

/** The unzip worker's name (devtools show it; the zip bench tells its answer by it). */
export const UNZIP_WORKER_NAME = "rulescope-unzip";

function startWorker(): UnzipWorkerLike | null {
  if (typeof Worker === "undefined") return null;
  try {
    return new Worker(new URL("./unzip.worker.ts", import.meta.url), { type: "module", name: UNZIP_WORKER_NAME }) as UnzipWorkerLike;
  } catch {
    return null;
  }
}

/** `start`: tests pass a fake worker; by default the real one. */
export function unzipInWorker(
  file: File,
  onProgress: ProgressHook,
  start: () => UnzipWorkerLike | null = startWorker,
): Promise<UploadOutcome> {
  const worker = start();
  if (!worker) return readZipFile(file, onProgress);
  return new Promise((settle) => {
    let ready = false;
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.type === "ready") ready = true;
      else if (m.type === "progress") void onProgress({ done: m.done, total: m.total });
      else {
        worker.terminate();
        settle(m.outcome);
      }
    };
    worker.onerror = (e) => {
      e.preventDefault?.();
      worker.terminate();
      // The script did not load (no "ready" yet): unpack here instead. After that, it died (out of memory).
      if (!ready) settle(readZipFile(file, onProgress));
      else settle({ ok: false, message: `${file.name} could not be unpacked: ${e.message || "the unzip worker stopped with an error"}.` });
    };
    worker.postMessage({ type: "unzip", file });
  });
}
