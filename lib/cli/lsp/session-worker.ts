/**
 * The language server's resolver session, in a worker thread: the check is synchronous, so the
 * protocol thread stays free to answer, and a request past its time limit ends this worker (the
 * host starts a new one) instead of the server. Messages are the host's (session-host.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import { WorkspaceSession, type SessionRequest } from "../../session/workspace-session";
import { checkSetup, type CheckSetupInput } from "../check-command";
import { nodeFs } from "../node-fs";

export type ToWorker =
  | { op: "ask"; id: number; request: SessionRequest }
  | { op: "document"; path: string; text: string | null }
  /** Files changed on disk: `changed`, when only these files' text did (none created or deleted). */
  | { op: "disk"; changed?: string[] };

export type FromWorker = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

const setup = checkSetup(workerData as CheckSetupInput);
const { fs: _disk, ...settings } = setup.options;
const session = new WorkspaceSession(settings, () => nodeFs(setup.access));

parentPort!.on("message", (m: ToWorker) => {
  if (m.op === "document") return void session.document(m.path, m.text);
  if (m.op === "disk") return m.changed ? session.filesChanged(m.changed) : session.diskChanged();
  let answer: FromWorker;
  try {
    answer = { id: m.id, ok: true, value: session.ask(m.request) };
  } catch (e) {
    answer = { id: m.id, ok: false, message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort!.postMessage(answer);
});
