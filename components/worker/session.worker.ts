/**
 * The session worker: hosts the page's session (page-session.ts), which owns the resolver (profiles,
 * tokenizer, memfs, zod), so none of it runs or loads on the page's main thread. Answers each request
 * (a resolve, a check or map rows) and says where the time went; the page (client.ts) keeps one request
 * in flight, so requests never queue up here, and ends this worker when one runs past its time limit.
 */
import type { WorkerRequest, WorkerResponse } from "./protocol";
import { PageSession } from "./page-session";

const session = new PageSession();
const scope = self as unknown as { onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null; postMessage(m: WorkerResponse): void };

/** Test hook (WorkerRequest.testStallMs): keep this thread busy, as a runaway resolve would. */
function busyWait(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

scope.onmessage = (e) => {
  const req = e.data;
  if (req?.type !== "request") return;
  if (typeof req.testStallMs === "number" && req.testStallMs > 0) busyWait(req.testStallMs);
  let res: WorkerResponse;
  try {
    res = { type: "result", id: req.id, ...session.handle(req) };
  } catch (err) {
    res = { type: "error", id: req.id, message: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(res);
};
scope.postMessage({ type: "ready" });
