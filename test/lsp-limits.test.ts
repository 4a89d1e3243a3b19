/**
 * `rulescope lsp` on what could hang or break it: hostile files (docs/limits.md's classes) are
 * answered, and a request past its time limit is answered with an error while the server goes on.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type CompletionItem,
  type Diagnostic,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from "vscode-languageserver-protocol/node";
import { writeTree } from "../lib/cli/write-tree";
import type { FileEntry } from "../lib/scenario/types";
import { plainEnv } from "./cli-bundle";

const BIN = inject("cliBin");
const dirs: string[] = [];
const servers: ChildProcess[] = [];

afterAll(() => {
  for (const s of servers) s.kill();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function serve(files: Record<string, FileEntry>, init: Record<string, unknown>, extra?: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), "rulescope-lsp-limits-"));
  dirs.push(dir);
  writeTree(files, dir);
  extra?.(dir);
  const server = spawn(process.execPath, [BIN, "lsp", "--stdio"], { env: plainEnv(), stdio: ["pipe", "pipe", "ignore"] });
  servers.push(server);
  const client = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  const published = new Map<string, Diagnostic[]>();
  client.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => void published.set(p.uri, p.diagnostics));
  client.onRequest("client/registerCapability", () => null);
  client.onNotification("window/logMessage", () => {});
  client.onNotification("window/showMessage", () => {});
  client.listen();
  await client.sendRequest("initialize", {
    processId: process.pid,
    rootUri: pathToFileURL(dir).href,
    capabilities: {},
    initializationOptions: init,
  });
  void client.sendNotification("initialized", {});
  return { dir, client, published, server };
}

const open = (client: ProtocolConnection, path: string, text: string) =>
  client.sendNotification("textDocument/didOpen", {
    textDocument: { uri: pathToFileURL(path).href, languageId: "markdown", version: 1, text },
  });

describe("rulescope lsp under hostile input", () => {
  it("answers on a tree with a link loop, a FIFO, a 20 MB rule file, binary and invalid UTF-8 rules and broken YAML", async () => {
    const { dir, client, published } = await serve(
      {
        "/.git/HEAD": "ref: refs/heads/main\n",
        "/AGENTS.md": "# Rules\n\n@loop/AGENTS.md\n",
        "/loop": { symlink: "loop" },
        "/pkg/AGENTS.md": { base64: Buffer.from([0, 1, 2, 0, 255, 0, 7]).toString("base64") },
        "/lib/CLAUDE.md": { base64: Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]).toString("base64") },
        "/.cursor/rules/bad.mdc": "---\nglobs: [src/**\nalwaysApply: nope\n---\nBody.\n",
      },
      { agents: "codex,claude-code,cursor" },
      (d) => {
        mkdirSync(join(d, "big"));
        writeFileSync(join(d, "big", "AGENTS.md"), "x".repeat(20 * 1024 * 1024));
        spawnSync("mkfifo", [join(d, "CLAUDE.md")]);
      },
    );
    const start = Date.now();
    while (published.size === 0 && Date.now() - start < 30_000) await new Promise((r) => setTimeout(r, 100));
    expect(published.size).toBeGreaterThan(0);
    const uri = pathToFileURL(join(dir, ".cursor/rules/bad.mdc")).href;
    expect(published.get(uri)?.map((d) => d.code)).toContain("frontmatter-invalid");
    open(client, join(dir, ".cursor/rules/bad.mdc"), "---\nglobs: [src/**\nalwaysApply: nope\n---\nBody.\n");
    const hover = await client.sendRequest("textDocument/hover", { textDocument: { uri }, position: { line: 0, character: 0 } });
    expect(JSON.stringify(hover)).toContain("cursor");
  });

  it("answers a request past its time limit with an error, and goes on answering", async () => {
    const { dir, client } = await serve(
      { "/.git/HEAD": "ref: refs/heads/main\n", "/AGENTS.md": "# Rules\n", "/.cursor/rules/a.mdc": "---\nglobs: src/**\n---\nA.\n" },
      { agents: "codex,cursor", timeLimitMs: 1 },
    );
    await expect(
      client.sendRequest("workspace/executeCommand", { command: "rulescope.composed", arguments: [{ agent: "codex" }] }),
    ).rejects.toThrow(/took longer than 1 ms on a resolve request/);
    const rule = join(dir, ".cursor/rules/a.mdc");
    open(client, rule, "---\nglobs: src/**\n---\nA.\n");
    const keys = (await client.sendRequest("textDocument/completion", {
      textDocument: { uri: pathToFileURL(rule).href },
      position: { line: 1, character: 0 },
    })) as CompletionItem[];
    expect(keys.map((k) => k.label)).toEqual(["description", "alwaysApply"]);
    await client.sendRequest("shutdown");
  });
});
