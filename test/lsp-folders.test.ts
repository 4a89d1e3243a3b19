/**
 * `rulescope lsp` with several workspace folders (a multi-root workspace): each folder is checked as a
 * repository of its own, a document's findings come from the folder that holds it, a command runs in
 * the folder it names, and a folder removed from the workspace takes its diagnostics with it.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Diagnostic, ProtocolConnection } from "vscode-languageserver-protocol/node";
import { writeTree } from "../lib/cli/write-tree";
import { startLspClient, type LspClient } from "./lsp-client";

const BIN = inject("cliBin");

let base: string;
let server: ChildProcess;
let client: ProtocolConnection;
let lsp: LspClient;

const folder = (name: string) => join(base, name);
const uri = (name: string, rel: string) => pathToFileURL(join(folder(name), rel)).href;
const latest = (name: string, rel: string): Diagnostic[] | undefined => lsp.published.get(uri(name, rel))?.at(-1);

async function until<T>(what: string, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await lsp.nextPublication();
  }
}

const codes = (d: Diagnostic[] | undefined) => (d ?? []).map((x) => x.code);

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), "rulescope-lsp-folders-"));
  // Two repositories, each with a finding of its own: a missing import in one, a wrong case in the other.
  writeTree({ "/.git/HEAD": "ref: refs/heads/main\n", "/AGENTS.md": "# Api\n\nUse Go.\n\n@docs/gone.md\n" }, folder("api"));
  writeTree({ "/.git/HEAD": "ref: refs/heads/main\n", "/Agents.md": "# Web\n\nUse pnpm.\n" }, folder("web"));
  lsp = startLspClient(BIN);
  ({ server, client } = lsp);
  const init = await client.sendRequest("initialize", {
    processId: process.pid,
    rootUri: pathToFileURL(folder("api")).href,
    workspaceFolders: [
      { uri: pathToFileURL(folder("api")).href, name: "api" },
      { uri: pathToFileURL(folder("web")).href, name: "web" },
    ],
    capabilities: { workspace: { workspaceFolders: true } },
    initializationOptions: { agents: "codex,claude-code" },
  });
  expect(init).toMatchObject({ capabilities: { workspace: { workspaceFolders: { supported: true, changeNotifications: true } } } });
  void client.sendNotification("initialized", {});
});

afterAll(() => {
  server?.kill();
  rmSync(base, { recursive: true, force: true });
});

describe("rulescope lsp over several workspace folders", () => {
  it("checks each folder as its own repository and publishes each one's findings on its files", async () => {
    await until("api's import-unresolved", () => (codes(latest("api", "AGENTS.md")).includes("import-unresolved") ? true : undefined));
    await until("web's wrong-case", () => (codes(latest("web", "Agents.md")).includes("wrong-case") ? true : undefined));
    // Neither folder's finding lands on the other's files.
    expect(codes(latest("web", "Agents.md"))).not.toContain("import-unresolved");
    expect(lsp.published.has(uri("api", "Agents.md"))).toBe(false);
  });

  it("runs a command in the folder it names, and the first folder when it names none", async () => {
    const composed = (args: object) =>
      client.sendRequest("workspace/executeCommand", {
        command: "rulescope.composed",
        arguments: [{ agent: "codex", ...args }],
      }) as Promise<{
        prompt: string;
      }>;
    expect((await composed({})).prompt).toContain("Use Go.");
    expect((await composed({ folder: folder("web") })).prompt).not.toContain("Use Go.");
  });

  it("a folder removed from the workspace takes its diagnostics with it; one added is checked", async () => {
    void client.sendNotification("workspace/didChangeWorkspaceFolders", {
      event: { added: [], removed: [{ uri: pathToFileURL(folder("web")).href, name: "web" }] },
    });
    await until("web's diagnostics cleared", () => (latest("web", "Agents.md")?.length === 0 ? true : undefined));
    writeTree({ "/.git/HEAD": "ref: refs/heads/main\n", "/AGENTS.md": "# Docs\n\n@missing.md\n" }, folder("docs"));
    void client.sendNotification("workspace/didChangeWorkspaceFolders", {
      event: { added: [{ uri: pathToFileURL(folder("docs")).href, name: "docs" }], removed: [] },
    });
    await until("docs' import-unresolved", () => (codes(latest("docs", "AGENTS.md")).includes("import-unresolved") ? true : undefined));
  });

  it("shuts down cleanly", async () => {
    const exited = new Promise<number | null>((r) => server.on("exit", (code) => r(code)));
    await client.sendRequest("shutdown");
    void client.sendNotification("exit");
    expect(await exited).toBe(0);
  });
});
