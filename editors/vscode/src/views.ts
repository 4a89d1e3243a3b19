/**
 * What the extension asks the Rulescope language server, and how it shows the answers: plain
 * functions over a `Requester` (the LanguageClient in VS Code, a protocol connection in the tests),
 * so they run against the real server without VS Code.
 */
import { isAbsolute, join, relative, sep } from "node:path";

export interface Requester {
  sendRequest(method: string, params: unknown): Promise<unknown>;
}

interface SourceRow {
  path: string;
  status: string;
  reason: string;
  bytes: number;
  includedBytes: number;
}

export interface ComposedAnswer {
  agent: string;
  variant: string;
  prompt: string;
  sources: SourceRow[];
  stats: { bytes: number; files: number };
}

export interface AgentStatus {
  agent: string;
  variant: string;
  cwd: string;
  status: string;
  reason: string;
  cutAtLine?: number;
  budget?: string;
  via?: string;
}

const execute = (client: Requester, command: string, args: unknown): Promise<unknown> =>
  client.sendRequest("workspace/executeCommand", { command, arguments: [args] });

/** The agents the workspace's check runs (rulescope.json's, the setting's, or those inferred). */
export async function checkedAgents(client: Requester): Promise<string[]> {
  const r = (await execute(client, "rulescope.check", {})) as { agents?: { id: string; variant?: string }[] } | null;
  return (r?.agents ?? []).map((a) => (a.variant ? `${a.id}@${a.variant}` : a.id));
}

export async function composed(client: Requester, agent: string, folder: string): Promise<ComposedAnswer> {
  return (await execute(client, "rulescope.composed", { agent, folder })) as ComposedAnswer;
}

export async function compared(
  client: Requester,
  agents: string[],
  folder: string,
): Promise<{ agents: string[]; files: unknown[]; differences: string[] }> {
  return (await execute(client, "rulescope.compare", { agents, folder })) as { agents: string[]; files: unknown[]; differences: string[] };
}

export async function fileStatus(client: Requester, uri: string): Promise<AgentStatus[]> {
  return ((await client.sendRequest("rulescope/status", { uri })) as AgentStatus[] | null) ?? [];
}

const shown = (root: string, path: string): string => relative(root, path) || ".";

/**
 * The name of an answer's read-only document, "codex in packages › web.md": the folder as the
 * workspace names it, "root" for its root. Not asRelativePath, which gives the root's full path; no
 * "/", which would make the name's start folders of the document's URI and leave the tab the last part.
 */
export function answerName(what: string, root: string, folder: string): string {
  const rel = relative(root, folder);
  return `${what} in ${rel === "" ? "root" : rel.split(sep).join(" › ")}.md`;
}

/** The read-only document "what <agent> reads here": the sources first, then the text byte for byte. */
export function composedText(a: ComposedAnswer, root: string, folder: string): string {
  const rows = a.sources.map((s) => `- ${shown(root, s.path)}: ${s.status} (${s.includedBytes} of ${s.bytes} bytes). ${s.reason}`);
  return [
    `What ${a.agent} (${a.variant}) reads in a session started in ${shown(root, folder)}`,
    `${a.stats.files} files, ${a.stats.bytes} bytes.`,
    "",
    "Sources, in order:",
    ...(rows.length > 0 ? rows : ["- (none)"]),
    "",
    "----- composed text -----",
    a.prompt,
  ].join("\n");
}

export function comparedText(c: { agents: string[]; differences: string[] }, root: string, folder: string): string {
  const differences = c.differences.map((d) => `- ${d.replaceAll(`${root}/`, "")}`);
  return [
    `${c.agents.join(", ")} in ${shown(root, folder)}`,
    "",
    "Differences:",
    ...(differences.length ? differences : ["- none: every agent loads the same files in the same order"]),
  ].join("\n");
}

const WORDS: Record<string, string> = {
  included: "loaded",
  truncated: "cut",
  shadowed: "shadowed",
  unmatched: "on a matching file",
  "over-budget": "dropped",
  "not read": "not read",
};

/** The status bar's text and tooltip for the active file: one agent's word, every agent in the tooltip. */
export function statusBar(statuses: AgentStatus[], agent: string | undefined): { text: string; tooltip: string } | null {
  if (statuses.length === 0 || statuses.every((s) => s.status === "not read")) return null;
  const main = statuses.find((s) => s.agent === agent) ?? statuses[0];
  const word = (s: AgentStatus) => `${WORDS[s.status] ?? s.status}${s.cutAtLine ? ` at line ${s.cutAtLine}` : ""}`;
  return {
    text: `$(eye) ${main.agent}: ${word(main)}`,
    tooltip: statuses.map((s) => `${s.agent}: ${word(s)}${s.via ? ` (as ${s.via})` : ""}. ${s.reason}`).join("\n"),
  };
}

/**
 * The folder a session would start in for a file's folder: above any dot-folder between the workspace
 * root and it (.cursor/rules -> the folder holding .cursor). Outside the root: the folder itself.
 */
export function sessionFolder(folder: string, root: string | undefined): string {
  if (root === undefined) return folder;
  const rel = relative(root, folder);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return folder;
  const parts = rel.split(sep);
  const dot = parts.findIndex((p) => p.startsWith("."));
  return dot < 0 ? folder : join(root, ...parts.slice(0, dot));
}
