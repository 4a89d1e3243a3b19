/**
 * The resolve worker: owns the resolver (profiles, tokenizer, memfs, zod), so none of it runs or loads
 * on the page's main thread. Answers each request with the Resolution and where the time went; the
 * page (client.ts) keeps one request in flight, so requests never queue up here, and ends this worker
 * when a request runs past its time limit.
 */
import type { ResolveRequest, ResolveResponse } from "./protocol";
import { IncrementalResolver } from "./resolver-core";

const resolver = new IncrementalResolver();
const scope = self as unknown as { onmessage: ((e: MessageEvent<ResolveRequest>) => void) | null; postMessage(m: ResolveResponse): void };

/** Test hook (ResolveRequest.testStallMs): keep this thread busy, as a runaway resolve would. */
function busyWait(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

scope.onmessage = (e) => {
  const req = e.data;
  if (req?.type !== "resolve") return;
  if (typeof req.testStallMs === "number" && req.testStallMs > 0) busyWait(req.testStallMs);
  let res: ResolveResponse;
  try {
    res = { type: "result", id: req.id, ...resolver.handle(req) };
  } catch (err) {
    res = { type: "error", id: req.id, message: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(res);
};
scope.postMessage({ type: "ready" });
