/**
 * `rulescope lsp` on clients that break the protocol: malformed frames, requests out of the order the
 * specification gives (before initialize, a second initialize, after shutdown), URIs of another host.
 * The server answers in the specification's codes, says on stderr what it dropped, and never hangs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
} from "vscode-languageserver-protocol/node";
import { writeTree } from "../lib/cli/write-tree";
import { plainEnv } from "./cli-bundle";

const BIN = inject("cliBin");
const servers: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const s of servers) s.kill();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A server on a repository with one rule file, its stderr collected, and a client not yet initialized. */
function start(): { server: ChildProcess; client: ProtocolConnection; stderr: () => string; logged: string[]; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "rulescope-lsp-protocol-"));
  dirs.push(dir);
  writeTree({ "/.git/HEAD": "ref: refs/heads/main\n", "/AGENTS.md": "# Rules\n\nUse pnpm.\n" }, dir);
  const server = spawn(process.execPath, [BIN, "lsp", "--stdio"], { env: plainEnv(), stdio: ["pipe", "pipe", "pipe"] });
  servers.push(server);
  let err = "";
  server.stderr!.setEncoding("utf8").on("data", (d: string) => (err += d));
  const client = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  const logged: string[] = [];
  client.onRequest("client/registerCapability", () => null);
  client.onNotification("window/logMessage", (m: { message: string }) => void logged.push(m.message));
  client.onNotification("window/showMessage", (m: { message: string }) => void logged.push(m.message));
  client.listen();
  return { server, client, stderr: () => err, logged, dir };
}

const initialize = (client: ProtocolConnection, dir: string) =>
  client.sendRequest("initialize", { processId: process.pid, rootUri: pathToFileURL(dir).href, capabilities: {} });

/** One frame as the protocol writes it. */
const frame = (message: object, header?: string): string => {
  const body = JSON.stringify(message);
  return `${header ?? `Content-Length: ${Buffer.byteLength(body)}`}\r\n\r\n${body}`;
};

/** The error a request was answered with. */
async function errorOf(p: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await p;
  } catch (e) {
    return e as { code: number; message: string };
  }
  throw new Error("the request was answered without an error");
}

/** A stack frame as V8 writes it ("    at f (file.js:1:2)"). */
const STACK_FRAME = /\n\s+at \S+/;

describe("rulescope lsp on a client that breaks the protocol", () => {
  it("drops a frame with a malformed header, says so on stderr, and answers the next message", async () => {
    const { server, client, stderr, dir } = start();
    // A header line without a colon, then a length that is no number, then no header at all: each
    // dropped, and reading goes on at the next header.
    server.stdin!.write(frame({ jsonrpc: "2.0", method: "initialized", params: {} }, "Content-Length 10"));
    server.stdin!.write(frame({ jsonrpc: "2.0", id: 99, method: "initialize", params: {} }, "Content-Length: abc"));
    server.stdin!.write('{"jsonrpc":"2.0","method":"initialized"}');
    const result = (await initialize(client, dir)) as { serverInfo?: { name: string } };
    expect(result.serverInfo?.name).toBe("rulescope");
    await client.sendRequest("shutdown");
    expect(stderr()).toMatch(/dropped because its Content-Length is not a number of bytes \("abc"\)/);
    expect(stderr()).toMatch(/dropped because a header line is not "name: value"/);
    expect(stderr()).not.toMatch(STACK_FRAME);
  });

  it("drops a body that is not JSON, and a message past the size bound by its length", async () => {
    const { server, client, stderr, dir } = start();
    server.stdin!.write("Content-Length: 5\r\n\r\n{oops");
    server.stdin!.write("Content-Length: 70000000\r\n\r\n");
    // The 70 MB message's bytes are skipped as they come, the next frame is read.
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    for (let sent = 0; sent < 70_000_000; sent += chunk.length)
      if (!server.stdin!.write(chunk.subarray(0, Math.min(chunk.length, 70_000_000 - sent)))) await once(server.stdin!, "drain");
    expect(await initialize(client, dir)).toMatchObject({ serverInfo: { name: "rulescope" } });
    await client.sendRequest("shutdown");
    expect(stderr()).toMatch(/dropped because its body is not JSON/);
    expect(stderr()).toMatch(/a message of 70,000,000 bytes was dropped: messages are read up to 67,108,864 bytes/);
    expect(stderr()).not.toMatch(/oops/);
  });

  it("answers a request before initialize with -32002, a second initialize and a request after shutdown with -32600", async () => {
    const { client, dir } = start();
    const early = await errorOf(
      client.sendRequest("textDocument/hover", { textDocument: { uri: "file:///x.md" }, position: { line: 0, character: 0 } }),
    );
    expect(early.code).toBe(-32002);
    expect(early.message).toMatch(/not initialized/);
    await initialize(client, dir);
    const again = await errorOf(initialize(client, dir));
    expect(again.code).toBe(-32600);
    expect(again.message).toMatch(/initialized already/);
    await client.sendRequest("shutdown");
    const late = await errorOf(client.sendRequest("workspace/executeCommand", { command: "rulescope.check", arguments: [] }));
    expect(late.code).toBe(-32600);
  });

  it("answers about a document on another host (file://otherhost/...) as about one it does not hold, with nothing thrown", async () => {
    const { client, logged, dir } = start();
    await client.sendRequest("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(dir).href,
      workspaceFolders: [
        { uri: "file://otherhost/share", name: "share" },
        { uri: pathToFileURL(dir).href, name: "repo" },
      ],
      capabilities: {},
    });
    void client.sendNotification("initialized", {});
    const uri = "file://otherhost/share/AGENTS.md";
    void client.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "markdown", version: 1, text: "# Rules\n" } });
    const position = { line: 0, character: 0 };
    expect(await client.sendRequest("textDocument/hover", { textDocument: { uri }, position })).toBeNull();
    expect(
      await client.sendRequest("textDocument/codeAction", {
        textDocument: { uri },
        range: { start: position, end: position },
        context: { diagnostics: [] },
      }),
    ).toEqual([]);
    expect(await client.sendRequest("textDocument/codeLens", { textDocument: { uri } })).toEqual([]);
    void client.sendNotification("workspace/didChangeWatchedFiles", {
      changes: [{ uri: "file://otherhost/share/rulescope.json", type: 1 }],
    });
    // The server still answers for its own files, and logged no failure.
    const own = pathToFileURL(join(dir, "AGENTS.md")).href;
    void client.sendNotification("textDocument/didOpen", {
      textDocument: { uri: own, languageId: "markdown", version: 1, text: "# Rules\n\nUse pnpm.\n" },
    });
    expect(await client.sendRequest("textDocument/codeLens", { textDocument: { uri: own } })).not.toEqual([]);
    expect(logged.filter((l) => /fail|error/i.test(l) || STACK_FRAME.test(l))).toEqual([]);
    expect(logged).toContain("Rulescope checks files of this machine only: the workspace folder file://otherhost/share is not checked.");
  });

  it("ends when the client closes its stream without exit", async () => {
    const { server, client, dir } = start();
    await initialize(client, dir);
    const exited = once(server, "exit");
    server.stdin!.end();
    const [code] = (await exited) as [number | null];
    expect(code).toBe(1);
  });
});
