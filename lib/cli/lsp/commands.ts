/**
 * The server's commands (workspace/executeCommand): an agent's composed text for a folder, as
 * `rulescope resolve --dir` gives it, a comparison of agents there, and the check's summary.
 */
import { workspaceFolder } from "../../session/workspace-folder";
import type { SessionHost } from "./session-host";
import { ResponseError, ErrorCodes } from "vscode-languageserver/node";

export const COMMANDS = ["rulescope.composed", "rulescope.compare", "rulescope.check"] as const;

interface Args {
  agent?: unknown;
  agents?: unknown;
  folder?: unknown;
}

/** An agent as the user names it; the session checks the name (it knows the profiles). */
function agentOf(ref: unknown): string {
  if (typeof ref !== "string" || ref === "")
    throw new ResponseError(ErrorCodes.InvalidParams, `Name an agent as "id" or "id@variant" (got ${JSON.stringify(ref)}).`);
  return ref;
}

/** A folder of the workspace, absolute or relative to its root; none outside it. */
function folderOf(session: SessionHost, folder: unknown): string {
  if (folder !== undefined && typeof folder !== "string") throw new ResponseError(ErrorCodes.InvalidParams, "folder must be a path.");
  const path = workspaceFolder(session.root, folder);
  if (path === null) throw new ResponseError(ErrorCodes.InvalidParams, `${folder} is outside the workspace ${session.root}.`);
  return path;
}

export async function executeCommand(session: SessionHost, command: string, args: unknown[]): Promise<unknown> {
  const a = (args[0] ?? {}) as Args;
  switch (command) {
    case "rulescope.composed": {
      const r = await session.ask({ type: "resolve", agent: agentOf(a.agent), cwd: folderOf(session, a.folder) });
      return {
        agent: r.agent,
        variant: r.variant,
        prompt: r.prompt,
        sources: r.sources.map((s) => ({
          path: s.path,
          status: s.status,
          reason: s.reason,
          bytes: s.bytes,
          includedBytes: s.includedBytes,
        })),
        stats: r.stats,
      };
    }
    case "rulescope.compare": {
      const refs = Array.isArray(a.agents)
        ? a.agents
        : (await session.ask({ type: "check" })).agents.map((x) => (x.variant ? `${x.id}@${x.variant}` : x.id));
      const c = await session.ask({ type: "compare", agents: refs.map(agentOf), cwd: folderOf(session, a.folder) });
      return { agents: c.agents, files: c.files, differences: c.differences };
    }
    case "rulescope.check": {
      const r = await session.ask({ type: "check" });
      return { agents: r.agents, cwds: r.cwds, findings: r.findings.length, coverage: r.coverage, notes: r.notes };
    }
    default:
      throw new ResponseError(ErrorCodes.MethodNotFound, `Unknown command ${command}; known: ${COMMANDS.join(", ")}.`);
  }
}
