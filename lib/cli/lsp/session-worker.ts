/**
 * The language server's resolver session, in a worker thread: the check is synchronous, so the
 * protocol thread stays free to answer, and a request past its time limit ends this worker (the
 * host starts a new one) instead of the server. Everything that loads the profiles (the setup, agent
 * names) happens here: the protocol thread stays small. Messages are the host's (session-host.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import { parseAgentRef } from "../../check/config";
import type { CheckAgent } from "../../check/types";
import { WorkspaceSession, type SessionRequest } from "../../session/workspace-session";
import { checkSetup, type CheckSetupInput } from "../check-setup";
import { nodeFs } from "../node-fs";
import { UsageError } from "../usage";

/** A session request as the host sends it: agents named as the user wrote them ("claude-code@2.1.276"). */
export type HostRequest =
  | Exclude<SessionRequest, { type: "resolve" } | { type: "compare" }>
  | { type: "resolve"; agent: string; cwd: string }
  | { type: "compare"; agents: string[]; cwd: string };

export type ToWorker =
  | { op: "ask"; id: number; request: HostRequest }
  | { op: "document"; path: string; text: string | null }
  /** Files changed on disk: `changed`, when only these files' text did (none created or deleted). */
  | { op: "disk"; changed?: string[] };

export type FromWorker =
  /** `folder`: the checked folder's real path (the root, or a package below it). */
  | { op: "ready"; root: string; folder: string }
  /** The workspace cannot be checked (a folder or configuration it cannot use): the sentence why. */
  | { op: "failed"; message: string }
  | { op: "answer"; id: number; ok: true; value: unknown }
  /** `refused`: the request itself was wrong (an unknown agent), not Rulescope; `stack`: for the log, never the answer. */
  | { op: "answer"; id: number; ok: false; message: string; stack?: string; refused?: true };

class Refused extends Error {}

function agentOf(ref: string): CheckAgent {
  const r = parseAgentRef(ref);
  if (!r.ok) throw new Refused(`${r.problem}.`);
  return r.agent;
}

function sessionRequest(r: HostRequest): SessionRequest {
  if (r.type === "resolve") return { type: "resolve", agent: agentOf(r.agent), cwd: r.cwd };
  if (r.type === "compare") return { type: "compare", agents: r.agents.map(agentOf), cwd: r.cwd };
  return r;
}

function open(): WorkspaceSession | null {
  try {
    const setup = checkSetup(workerData as CheckSetupInput);
    const { fs: _disk, ...settings } = setup.options;
    parentPort!.postMessage({ op: "ready", root: setup.root, folder: setup.options.scope ?? setup.root } satisfies FromWorker);
    return new WorkspaceSession(settings, () => nodeFs(setup.access));
  } catch (e) {
    parentPort!.postMessage({ op: "failed", message: e instanceof UsageError ? e.message : String(e) } satisfies FromWorker);
    return null;
  }
}

const session = open();

parentPort!.on("message", (m: ToWorker) => {
  if (!session) return;
  if (m.op === "document") return void session.document(m.path, m.text);
  if (m.op === "disk") return m.changed ? session.filesChanged(m.changed) : session.diskChanged();
  let answer: FromWorker;
  try {
    answer = { op: "answer", id: m.id, ok: true, value: session.ask(sessionRequest(m.request)) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const why = e instanceof Refused ? { refused: true as const } : e instanceof Error && e.stack ? { stack: e.stack } : {};
    answer = { op: "answer", id: m.id, ok: false, message, ...why };
  }
  parentPort!.postMessage(answer);
});
