/**
 * `rulescope lsp` and `rulescope mcp`: servers on stdin and stdout over one resolver session. stdout
 * then carries only the protocol's messages; anything for people goes to stderr.
 */
import { LSP_HELP, MCP_HELP } from "./help";
import type { Io } from "./io";
import { EXIT, parseCommand } from "./usage";

const SESSION_FLAGS = {
  help: { type: "boolean", short: "h" },
  agents: { type: "string" },
  home: { type: "string" },
  env: { type: "string", multiple: true },
} as const;

export async function lspCommand(args: string[], io: Io): Promise<number> {
  // --stdio is what clients pass by habit (vscode-languageclient does); stdio is the only transport.
  const { values } = parseCommand("lsp", args, { ...SESSION_FLAGS, stdio: { type: "boolean" } });
  if (values.help) {
    io.out(LSP_HELP);
    return EXIT.ok;
  }
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
