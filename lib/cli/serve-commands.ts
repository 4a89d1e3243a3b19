/**
 * `rulescope lsp` and `rulescope mcp`: servers on stdin and stdout over one resolver session. stdout
 * then carries only the protocol's messages; anything for people goes to stderr.
 */
import { LSP_HELP, MCP_HELP } from "./help";
import type { Io } from "./io";
import { EXIT, parseCommand, UsageError } from "./usage";

const SESSION_FLAGS = {
  help: { type: "boolean", short: "h" },
  agents: { type: "string" },
  home: { type: "string" },
  env: { type: "string", multiple: true },
} as const;

/**
 * What language-client libraries put on the command line: vscode-languageclient always appends
 * `--clientProcessId=<pid>` and one transport flag. stdio is the only transport served; the others
 * are refused in words, not as unknown options.
 */
const CLIENT_FLAGS = {
  stdio: { type: "boolean" },
  clientProcessId: { type: "string" },
  "node-ipc": { type: "boolean" },
  socket: { type: "string" },
  pipe: { type: "string" },
} as const;

export async function lspCommand(args: string[], io: Io): Promise<number> {
  const { values } = parseCommand("lsp", args, { ...SESSION_FLAGS, ...CLIENT_FLAGS });
  if (values.help) {
    io.out(LSP_HELP);
    return EXIT.ok;
  }
  const transport = values["node-ipc"]
    ? "--node-ipc"
    : values.socket !== undefined
      ? "--socket"
      : values.pipe !== undefined
        ? "--pipe"
        : null;
  if (transport)
    throw new UsageError(`rulescope lsp speaks over stdin and stdout only, not ${transport}: set the client's transport to stdio.`);
  // vscode-languageserver watches that process itself (it reads the flag from process.argv) and
  // exits when it is gone: the flag is only checked here.
  const pid = values.clientProcessId;
  if (pid !== undefined && !/^[1-9]\d{0,9}$/.test(pid))
    throw new UsageError(`--clientProcessId expects the client's process id, a positive whole number, but got "${pid}".`);
  const { startLanguageServer } = await import("./lsp/server");
  return startLanguageServer(process.stdin, process.stdout, {
    ...(values.agents !== undefined ? { agents: values.agents } : {}),
    ...(values.home !== undefined ? { home: values.home } : {}),
    env: values.env ?? [],
  });
}

export async function mcpCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand("mcp", args, SESSION_FLAGS);
  if (values.help) {
    io.out(MCP_HELP);
    return EXIT.ok;
  }
  const { startMcpServer } = await import("./mcp/server");
  return startMcpServer({
    dir: positionals[0] ?? ".",
    ...(values.agents !== undefined ? { agents: values.agents } : {}),
    ...(values.home !== undefined ? { home: values.home } : {}),
    env: values.env ?? [],
  });
}
