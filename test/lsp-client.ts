/** A real protocol client for `rulescope lsp` over stdio (the bundled command), for the LSP tests. */
import { spawn, type ChildProcess } from "node:child_process";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from "vscode-languageserver-protocol/node";
import { plainEnv } from "./cli-bundle";

export interface LspClient {
  server: ChildProcess;
  client: ProtocolConnection;
  /** Every diagnostics list published, per document URI, oldest first. */
  published: Map<string, Diagnostic[][]>;
  /** Resolves at the next publication, or after `ms` (the server debounces and checks on its own time). */
  nextPublication(ms?: number): Promise<void>;
}

/**
 * Starts the server and listens; the caller sends `initialize`. `flags`: the command line after `lsp`
 * (by default what vscode-languageclient passes: `--stdio --clientProcessId=<pid>`).
 */
export function startLspClient(bin: string, flags = ["--stdio", `--clientProcessId=${process.pid}`]): LspClient {
  const server = spawn(process.execPath, [bin, "lsp", ...flags], { env: plainEnv(), stdio: ["pipe", "pipe", "inherit"] });
  const client = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  const published = new Map<string, Diagnostic[][]>();
  const waiters: (() => void)[] = [];
  client.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => {
    published.set(p.uri, [...(published.get(p.uri) ?? []), p.diagnostics]);
    for (const w of waiters.splice(0)) w();
  });
  client.onRequest("client/registerCapability", () => null);
  client.onNotification("window/logMessage", () => {});
  client.listen();
  const nextPublication = (ms = 500) =>
    new Promise<void>((r) => {
      waiters.push(r);
      setTimeout(r, ms);
    });
  return { server, client, published, nextPublication };
}
