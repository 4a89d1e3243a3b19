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
  /** Every message the server logged (window/logMessage, window/showMessage), oldest first. */
  logged: string[];
  /** Resolves at the next publication, or after `ms` (the server debounces and checks on its own time). */
  nextPublication(ms?: number): Promise<void>;
  /** Waits until `probe` answers (not undefined), checking again at each publication; throws after 20 s. */
  until<T>(what: string, probe: () => T | undefined): Promise<T>;
}

/**
 * Starts the server and listens; the caller sends `initialize`. `flags`: the command line after `lsp`
 * (by default what vscode-languageclient passes: `--stdio --clientProcessId=<pid>`).
 */
export function startLspClient(bin: string, flags = ["--stdio", `--clientProcessId=${process.pid}`]): LspClient {
  const server = spawn(process.execPath, [bin, "lsp", ...flags], { env: plainEnv(), stdio: ["pipe", "pipe", "inherit"] });
  const client = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  const published = new Map<string, Diagnostic[][]>();
  const logged: string[] = [];
  const waiters: (() => void)[] = [];
  client.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => {
    published.set(p.uri, [...(published.get(p.uri) ?? []), p.diagnostics]);
    for (const w of waiters.splice(0)) w();
  });
  client.onRequest("client/registerCapability", () => null);
  client.onNotification("window/logMessage", (m: { message: string }) => void logged.push(m.message));
  client.onNotification("window/showMessage", (m: { message: string }) => void logged.push(m.message));
  client.listen();
  const nextPublication = (ms = 500) =>
    new Promise<void>((r) => {
      waiters.push(r);
      setTimeout(r, ms);
    });
  async function until<T>(what: string, probe: () => T | undefined): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const v = probe();
      if (v !== undefined) return v;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await nextPublication();
    }
  }
  return { server, client, published, logged, nextPublication, until };
}
