/**
 * `rulescope mcp`: a Model Context Protocol server over stdio, so an agent can ask what it (or another
 * agent) reads from a folder of the workspace before it answers. Read-only, one resolver session
 * rooted at the folder it was started for: nothing outside it is read (files above it neither, so a
 * subfolder of a repository is answered as if it were the repository), but the agents' own home places
 * with --home. Every answer is bounded in size (stdio.ts).
 */
import { realpathSync, statSync } from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CHECK_CODE_LIST, CHECK_CODES, isCheckCode } from "../../check/codes";
import { parseAgentRef } from "../../check/config";
import type { CheckAgent } from "../../check/types";
import { isWithin, relative } from "../../core/paths";
import { MAX_PATH_BYTES } from "../../scenario/limits";
import { quoted, shortened } from "../../scenario/visible";
import { WorkspaceSession } from "../../session/workspace-session";
import { workspaceFolder } from "../../session/workspace-folder";
import { checkSetup, type CheckSetupInput } from "../check-setup";
import { formatJson } from "../check-format";
import { relativizer } from "../../check/relative-text";
import { nodeFs } from "../node-fs";
import { docsReader, packageVersion } from "../package-info";
import { UsageError } from "../usage";
import { BoundedStdioTransport } from "./stdio";

type Answer = { content: { type: "text"; text: string }[]; isError?: boolean };

const text = (body: string): Answer => ({ content: [{ type: "text", text: body }] });
const refusal = (message: string): Answer => ({ content: [{ type: "text", text: message }], isError: true });
/** A caller's argument in a refusal, by its two ends only: a long argument is never echoed whole. */
const said = (arg: string) => quoted(shortened(arg, 80));

/** A failure in the request (a bad agent name, a folder outside) is the caller's to fix: said, not thrown. */
class Refusal extends Error {}

export type McpFlags = CheckSetupInput;

/**
 * The session for a set of agents (the configured ones under ""), made on first use. An MCP client
 * hears of no file change, and the agent calling it edits files between calls: each call reads the
 * tree as it is then (a fresh port), so no answer is older than the call.
 */
function sessions(flags: McpFlags) {
  const made = new Map<string, WorkspaceSession>();
  return (agents: string[] | undefined): WorkspaceSession => {
    const key = agents?.join(",") ?? "";
    let s = made.get(key);
    if (!s) {
      const setup = checkSetup({ ...flags, folderOnly: true, ...(agents ? { agents: agents.join(",") } : {}) });
      const { fs: _disk, ...settings } = setup.options;
      made.set(key, (s = new WorkspaceSession(settings, () => nodeFs(setup.access))));
    } else s.diskChanged();
    return s;
  };
}

function agentOf(ref: string): CheckAgent {
  const parsed = parseAgentRef(ref);
  if (!parsed.ok) throw new Refusal(`${parsed.problem}.`);
  return parsed.agent;
}

/**
 * A folder the caller names, relative to the served folder (or absolute inside it), as its real path:
 * one outside it, by `..` or through a link, is refused; so is a name that is no folder.
 */
function folderIn(session: WorkspaceSession, folder: string | undefined): string {
  const root = session.root;
  const name = said(folder ?? "");
  const path = workspaceFolder(root, folder);
  if (path === null) throw new Refusal(`${name} is outside the workspace ${root}; Rulescope reads only there.`);
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch {
    throw new Refusal(`${name} is not a folder of the workspace ${root}.`);
  }
  if (!isWithin(real, root)) throw new Refusal(`${name} leads outside the workspace ${root} through a link; Rulescope reads only there.`);
  if (!statSync(real).isDirectory()) throw new Refusal(`${name} is not a folder of the workspace ${root}.`);
  return real;
}

const answer = (work: () => string): Answer => {
  try {
    return text(work());
  } catch (e) {
    if (e instanceof Refusal || e instanceof UsageError) return refusal(e.message);
    return refusal(`Rulescope failed: ${e instanceof Error ? e.message : String(e)}. This is a bug in Rulescope.`);
  }
};

// Lengths bound what a refusal could quote: no agent id, variant or code comes near them.
const AGENT = z.string().max(200).describe('An agent id, or id@variant (e.g. "codex", "claude-code@agents-md-off")');
const FOLDER = z
  .string()
  .max(MAX_PATH_BYTES)
  .optional()
  .describe("A folder inside the served folder, relative to it (default: the served folder itself)");
const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

type Tools = { server: McpServer; session: (agents: string[] | undefined) => WorkspaceSession };
const rel = (root: string, p: string) => relative(root, p) || ".";

function resolveTool({ server, session }: Tools): void {
  server.registerTool(
    "resolve",
    {
      title: "What an agent reads",
      description:
        "The exact instruction text a coding agent composes from AGENTS.md, CLAUDE.md and rule files when a session starts in a folder, and each file it considered with its status (loaded, cut, shadowed, unmatched...) and why.",
      inputSchema: { agent: AGENT, folder: FOLDER },
      annotations: READ_ONLY,
    },
    ({ agent, folder }) =>
      answer(() => {
        const s = session(undefined);
        const r = s.ask({ type: "resolve", agent: agentOf(agent), cwd: folderIn(s, folder) });
        // The list names paths as the repository does; the composed text keeps the agent's own.
        const said = relativizer(s.root);
        const sources = r.sources.map(
          (x) => `- ${rel(s.root, x.path)}: ${x.status} (${x.includedBytes}/${x.bytes} bytes). ${said(x.reason)}`,
        );
        const diags = r.diagnostics.map((d) => `- ${d.level} ${d.code}: ${said(d.message)}`);
        return [
          `${r.agent} (${r.variant}) from ${rel(s.root, folderIn(s, folder))}: ${r.stats.files} files, ${r.stats.bytes} bytes, ${r.stats.tokens} tokens.`,
          "",
          "Sources:",
          ...(sources.length > 0 ? sources : ["- (none)"]),
          ...(diags.length > 0 ? ["", "Diagnostics:", ...diags] : []),
          "",
          "Composed text:",
          r.prompt,
        ].join("\n");
      }),
  );
}

function checkTool({ server, session }: Tools): void {
  server.registerTool(
    "check",
    {
      title: "Where rules fail",
      description:
        "Rulescope's check of the workspace: where instructions are lost for the agents the team uses (cut at a budget, never read, shadowed, a scope that matches nothing, a dead import), one finding per cause, with fixes. JSON as `rulescope check --format json` prints it.",
      inputSchema: {
        folder: FOLDER,
        agents: z.array(AGENT).optional().describe("The agents to check (default: rulescope.json's, else those the files suggest)"),
      },
      annotations: READ_ONLY,
    },
    ({ folder, agents }) =>
      answer(() => {
        const s = session(agents);
        const scope = folderIn(s, folder);
        const report = s.ask({ type: "check" });
        const findings =
          scope === s.root
            ? report.findings
            : report.findings.filter((f) => isWithin(f.path, scope) || f.cwds.some((c) => isWithin(c, scope)));
        return formatJson({ ...report, findings }, s.root);
      }),
  );
}

function compareTool({ server, session }: Tools): void {
  server.registerTool(
    "compare",
    {
      title: "Agents side by side",
      description: "Which files each agent loads from one folder, in prompt order, and where they differ.",
      inputSchema: { agents: z.array(AGENT).min(1).max(21), folder: FOLDER },
      annotations: READ_ONLY,
    },
    ({ agents, folder }) =>
      answer(() => {
        const s = session(undefined);
        const c = s.ask({ type: "compare", agents: agents.map(agentOf), cwd: folderIn(s, folder) });
        const rows = c.files.map(
          (f) =>
            `- ${rel(s.root, f.path)}: ${f.perAgent.map((p, i) => `${c.agents[i]} ${p.position ? `#${p.position} ` : ""}${p.status}`).join("; ")}`,
        );
        const differences = c.differences.map((d) => `- ${d.replaceAll(`${s.root}/`, "")}`);
        return [`Files (${c.agents.join(", ")}):`, ...rows, "", "Differences:", ...(differences.length ? differences : ["- none"])].join(
          "\n",
        );
      }),
  );
}

function explainTool({ server }: Tools): void {
  server.registerTool(
    "explain",
    {
      title: "What a finding means",
      description: "The page of one check code: what it finds, why it matters, how to fix it.",
      inputSchema: {
        code: z
          .string()
          .max(200)
          .describe(`A check code: ${CHECK_CODE_LIST.join(", ")}`),
      },
      annotations: READ_ONLY,
    },
    ({ code }) =>
      answer(() => {
        if (!isCheckCode(code)) throw new Refusal(`${said(code)} is not a check code; the codes are ${CHECK_CODE_LIST.join(", ")}.`);
        return docsReader()(code) ?? `${code}: ${CHECK_CODES[code].title}. (Its page is missing from this installation.)`;
      }),
  );
}

function mcpServer(flags: McpFlags): McpServer {
  const tools: Tools = { server: new McpServer({ name: "rulescope", version: packageVersion() }), session: sessions(flags) };
  for (const register of [resolveTool, checkTool, compareTool, explainTool]) register(tools);
  return tools.server;
}

export async function startMcpServer(flags: McpFlags): Promise<number> {
  // The folder is checked at once: a wrong one is said on stderr before any client waits on it.
  checkSetup({ ...flags, folderOnly: true });
  const server = mcpServer(flags);
  const closed = new Promise<number>((done) => {
    server.server.onclose = () => done(0);
  });
  await server.connect(new BoundedStdioTransport(process.stdin, process.stdout));
  // The end of stdin closes the transport: the client is gone, and that is a normal end.
  return closed;
}
