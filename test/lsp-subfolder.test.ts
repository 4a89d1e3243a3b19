/**
 * `rulescope lsp` for a workspace folder below its repository's root (an editor opened on
 * packages/web of a monorepo): the session checks the repository from its root, and each request
 * about a file of the folder is about that file, not the file of the same name at the root.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CodeLens, Diagnostic, Hover, ProtocolConnection } from "vscode-languageserver-protocol/node";
import { writeTree } from "../lib/cli/write-tree";
import { startLspClient, type LspClient } from "./lsp-client";

const BIN = inject("cliBin");
const ROOT_RULES = "# Repo\n\nUse pnpm.\n\n@docs/gone.md\n";
const WEB_RULES = "# Web\n\nRun the web tests.\n";
/** 101 bytes a line: 340 lines pass codex's 32 KiB. */
const LONG = Array.from({ length: 340 }, (_, i) => `- rule ${String(i).padStart(4, "0")}: ${"x".repeat(87)}\n`).join("");

let repo: string;
let server: ChildProcess;
let client: ProtocolConnection;
let lsp: LspClient;

const web = () => join(repo, "packages", "web");
const uri = (path: string) => pathToFileURL(path).href;
const webRules = () => uri(join(web(), "AGENTS.md"));

async function diagnosticsUntil(at: string, test: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const d = lsp.published.get(at)?.at(-1);
    if (d && test(d)) return d;
    if (Date.now() > deadline) throw new Error(`no diagnostics for ${at} passed the test; last: ${JSON.stringify(d)}`);
    await lsp.nextPublication();
  }
}

let version = 1;
const change = (text: string) =>
  void client.sendNotification("textDocument/didChange", {
    textDocument: { uri: webRules(), version: ++version },
    contentChanges: [{ text }],
  });

beforeAll(async () => {
  repo = join(mkdtempSync(join(tmpdir(), "rulescope-lsp-subfolder-")), "repo");
  writeTree(
    {
      "/.git/HEAD": "ref: refs/heads/main\n",
      "/AGENTS.md": ROOT_RULES,
      "/packages/web/AGENTS.md": WEB_RULES,
      "/packages/web/src/a.ts": "",
    },
    repo,
  );
  lsp = startLspClient(BIN);
  ({ server, client } = lsp);
  await client.sendRequest("initialize", {
    processId: process.pid,
    rootUri: uri(web()),
    workspaceFolders: [{ uri: uri(web()), name: "web" }],
    capabilities: {},
    initializationOptions: { agents: "codex,claude-code" },
  });
  void client.sendNotification("initialized", {});
  void client.sendNotification("textDocument/didOpen", {
    textDocument: { uri: webRules(), languageId: "markdown", version, text: WEB_RULES },
  });
});

afterAll(() => {
  server?.kill();
  rmSync(join(repo, ".."), { recursive: true, force: true });
});

describe("rulescope lsp in a folder below the repository's root", () => {
  it("publishes the findings on a file above the folder that its sessions read", async () => {
    const d = await diagnosticsUntil(uri(join(repo, "AGENTS.md")), (x) => x.some((y) => y.code === "import-unresolved"));
    expect(d.find((y) => y.code === "import-unresolved")!.message).toContain("docs/gone.md");
  });

  it("answers hover, code lens and status about the folder's own file", async () => {
    const hover = (await client.sendRequest("textDocument/hover", {
      textDocument: { uri: webRules() },
      position: { line: 0, character: 2 },
    })) as Hover | null;
    const text = (hover?.contents as { value: string } | undefined)?.value ?? "";
    // Names are escaped so no folder name is read as Markdown (lsp-hover.test.ts).
    expect(text).toContain("a session started in packages\\/web");
    expect(text).toMatch(/\*\*codex\*\*.*loaded/);
    const lenses = (await client.sendRequest("textDocument/codeLens", { textDocument: { uri: webRules() } })) as CodeLens[];
    expect(lenses[0]?.command?.title).toBe("loaded: codex, claude-code");
    expect(lenses[0].command!.arguments![0]).toMatchObject({ path: join(web(), "AGENTS.md") });
    const status = (await client.sendRequest("rulescope/status", { uri: webRules() })) as { agent: string; cwd: string; status: string }[];
    expect(status.map((s) => [s.agent, s.cwd, s.status])).toEqual([
      ["codex", web(), "included"],
      ["claude-code", web(), "included"],
    ]);
  });

  it("counts the unsaved text of the folder's file for that file: a cut appears on it, and goes when it shrinks", async () => {
    change(WEB_RULES + LONG);
    const cut = await diagnosticsUntil(webRules(), (x) => x.some((y) => y.code === "budget-cut"));
    expect(cut.find((y) => y.code === "budget-cut")!.message).toContain("codex cuts this file");
    change(WEB_RULES);
    await diagnosticsUntil(webRules(), (x) => !x.some((y) => y.code === "budget-cut"));
  });
});
