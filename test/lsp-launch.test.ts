/**
 * `rulescope lsp` launched as editors launch it: vscode-languageclient appends `--clientProcessId=<pid>`
 * and a transport flag. The server accepts the first, refuses transports it does not serve in words,
 * and exits when its client's process is gone.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { afterAll, describe, expect, inject, it } from "vitest";
import { plainEnv } from "./cli-bundle";
import { startLspClient, type LspClient } from "./lsp-client";

const BIN = inject("cliBin");
const started: LspClient[] = [];
afterAll(() => {
  for (const s of started) s.server.kill();
});

describe("rulescope lsp, launched by a language client", () => {
  it("answers initialize when started with --stdio --clientProcessId=<pid>", async () => {
    const lsp = startLspClient(BIN, ["--stdio", `--clientProcessId=${process.pid}`]);
    started.push(lsp);
    const result = await lsp.client.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
    expect((result as { serverInfo?: { name: string } }).serverInfo?.name).toBe("rulescope");
  });

  it("refuses a transport it does not serve with a sentence and exit 2", () => {
    for (const flag of ["--node-ipc", "--socket=5000", "--pipe=/tmp/x.sock"]) {
      const r = spawnSync(process.execPath, [BIN, "lsp", flag], { env: plainEnv(), encoding: "utf8", input: "" });
      expect(r.status, flag).toBe(2);
      expect(r.stderr).toMatch(/stdin and stdout only/);
      expect(r.stderr).not.toMatch(/bug in Rulescope|at \S+:\d+/);
    }
  });

  it("refuses a process id that is not a number", () => {
    const r = spawnSync(process.execPath, [BIN, "lsp", "--stdio", "--clientProcessId=abc"], {
      env: plainEnv(),
      encoding: "utf8",
      input: "",
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--clientProcessId expects/);
  });

  it("exits when the client's process is gone", async () => {
    const child = spawn(process.execPath, ["-e", ""]);
    const pid = child.pid!;
    await once(child, "exit");
    const lsp = startLspClient(BIN, ["--stdio", `--clientProcessId=${pid}`]);
    started.push(lsp);
    const [code] = (await once(lsp.server, "exit")) as [number | null];
    expect(code).toBe(1);
  }, 20_000);
});
