/**
 * The unzip worker: reads a zip File and unpacks it with lib/import (importZip), off the page's main
 * thread, so a 100,000-entry zip never freezes the page. Posts progress now and then, then one answer.
 * One job per worker: the page starts a fresh one per upload and ends it after the answer.
 */
import type { UnzipRequest, UnzipResponse } from "./unzip-protocol";
import { readZipFile } from "./readers";

const scope = self as unknown as { onmessage: ((e: MessageEvent<UnzipRequest>) => void) | null; postMessage(m: UnzipResponse): void };

/** Progress messages at most this often: each one is a message the page must handle. */
const PROGRESS_EVERY_MS = 100;

scope.onmessage = (e) => {
  const req = e.data;
  if (req?.type !== "unzip") return;
  let last = 0;
  readZipFile(req.file, (p) => {
    const now = performance.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    scope.postMessage({ type: "progress", done: p.done, total: p.total });
  }).then(
    (outcome) => scope.postMessage({ type: "done", outcome }),
    (err: unknown) =>
      scope.postMessage({
        type: "done",
        outcome: { ok: false, message: `The upload failed: ${err instanceof Error ? err.message : String(err)}` },
      }),
  );
};
scope.postMessage({ type: "ready" });
