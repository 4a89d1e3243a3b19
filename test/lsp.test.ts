/**
 * `rulescope lsp` over stdio, driven by a real protocol client (vscode-languageserver-protocol): the
 * bundled command, a workspace on disk, and the messages an editor sends.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { marked } from "marked";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type {
  CodeAction,
  CodeLens,
  CompletionItem,
  Diagnostic,
  DocumentLink,
  Hover,
  ProtocolConnection,
  TextEdit,
} from "vscode-languageserver-protocol/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { writeTree } from "../lib/cli/write-tree";
import { startLspClient, type LspClient } from "./lsp-client";

const BIN = inject("cliBin");
const RULES = "# Rules\n\nUse pnpm, never npm.\n\n@docs/style.md\n@docs/gone.md\n";
const CURSOR_RULE = "---\nglob: src/**\nalwaysApply: false\n---\nPrefer named exports.\n";
/** 101 bytes a line: 340 lines pass codex's 32 KiB. */
const LONG = Array.from({ length: 340 }, (_, i) => `- rule ${String(i).padStart(4, "0")}: ${"x".repeat(87)}\n`).join("");

let dir: string;
let server: ChildProcess;
let client: ProtocolConnection;
let lsp: LspClient;

const uri = (rel: string) => pathToFileURL(join(dir, rel)).href;
const latest = (rel: string): Diagnostic[] | undefined => lsp.published.get(uri(rel))?.at(-1);

/** Waits until the diagnostics last published for `rel` satisfy `test` (the server debounces and checks on its own time). */
async function diagnosticsUntil(rel: string, test: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const d = latest(rel);
    if (d && test(d)) return d;
    if (Date.now() > deadline) throw new Error(`no diagnostics for ${rel} passed the test; last: ${JSON.stringify(d)}`);
    await lsp.nextPublication();
  }
}

const docs = new Map<string, TextDocument>();
function open(rel: string, text: string): void {
  docs.set(rel, TextDocument.create(uri(rel), "markdown", 1, text));
  void client.sendNotification("textDocument/didOpen", { textDocument: { uri: uri(rel), languageId: "markdown", version: 1, text } });
}
function change(rel: string, text: string): void {
  const doc = docs.get(rel)!;
  const next = TextDocument.create(doc.uri, "markdown", doc.version + 1, text);
  docs.set(rel, next);
  void client.sendNotification("textDocument/didChange", {
    textDocument: { uri: doc.uri, version: next.version },
    contentChanges: [{ text }],
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rulescope-lsp-"));
  writeTree(
    {
      "/.git/HEAD": "ref: refs/heads/main\n",
      "/AGENTS.md": RULES,
      "/CLAUDE.md": { symlink: "AGENTS.md" },
      "/docs/style.md": "# Style\n",
      "/src/a.ts": "export const a = 1;\n",
      "/.cursor/rules/exports.mdc": CURSOR_RULE,
    },
    dir,
  );
  lsp = startLspClient(BIN);
  ({ server, client } = lsp);
  const init = await client.sendRequest("initialize", {
    processId: process.pid,
    rootUri: pathToFileURL(dir).href,
    workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "ws" }],
    capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    initializationOptions: { agents: "codex,claude-code,cursor" },
  });
  expect(init).toMatchObject({ capabilities: { hoverProvider: true, codeLensProvider: {} } });
  void client.sendNotification("initialized", {});
  open("AGENTS.md", RULES);
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe("rulescope lsp", () => {
  it("publishes the check's findings as diagnostics on the file and line they are about", async () => {
    const d = await diagnosticsUntil("AGENTS.md", (x) => x.some((y) => y.code === "import-unresolved"));
    const missing = d.find((y) => y.code === "import-unresolved")!;
    expect(missing.range.start.line).toBe(5);
    expect(missing.severity).toBe(1);
    expect(missing.message).toContain("docs/gone.md");
    // One cause, one diagnostic: AGENTS.md read as itself and through CLAUDE.md is one file.
    expect(d.filter((y) => y.code === "import-unresolved")).toHaveLength(1);
    expect(latest(".cursor/rules/exports.mdc")?.map((y) => y.code)).toContain("frontmatter-unknown-key");
  });

  it("shows a cut as the text is typed, says where in hover and code lens, and clears it when the text shrinks", async () => {
    change("AGENTS.md", RULES + LONG);
    const d = await diagnosticsUntil("AGENTS.md", (x) => x.some((y) => y.code === "budget-cut"));
    expect(d.find((y) => y.code === "budget-cut")!.severity).toBe(1);
    const hover = (await client.sendRequest("textDocument/hover", {
      textDocument: { uri: uri("AGENTS.md") },
      position: { line: 0, character: 2 },
    })) as Hover;
    const text = marked.parse((hover.contents as { value: string }).value, { async: false });
    // 32 KiB: RULES' six lines, then the 101-byte lines up to the one holding byte 32,768.
    const cutLine = 7 + Math.floor((32 * 1024 - RULES.length) / 101);
    expect(text).toContain(`<strong>codex</strong>`);
    expect(text).toContain(`cut at line ${cutLine}`);
    expect(text).toMatch(/<strong>claude-code<\/strong>.*loaded \(as CLAUDE\.md\)/);
    const lenses = (await client.sendRequest("textDocument/codeLens", { textDocument: { uri: uri("AGENTS.md") } })) as CodeLens[];
    expect(lenses[0].command!.title).toBe("loaded, cut: codex · loaded: claude-code, cursor");
    const stop = lenses.find((l) => l.command!.title.startsWith("codex stops reading"))!;
    expect(stop.range.start.line).toBe(cutLine - 1);
    change("AGENTS.md", RULES);
    await diagnosticsUntil("AGENTS.md", (x) => !x.some((y) => y.code === "budget-cut") && x.some((y) => y.code === "import-unresolved"));
  });

  it("offers a finding's fix as a quick fix, and the finding is gone once the edit is applied", async () => {
    const rel = ".cursor/rules/exports.mdc";
    open(rel, CURSOR_RULE);
    const d = await diagnosticsUntil(rel, (x) => x.some((y) => y.code === "frontmatter-unknown-key"));
    const unknown = d.find((y) => y.code === "frontmatter-unknown-key")!;
    const actions = (await client.sendRequest("textDocument/codeAction", {
      textDocument: { uri: uri(rel) },
      range: unknown.range,
      context: { diagnostics: [unknown] },
    })) as CodeAction[];
    const fix = actions.find((a) => a.diagnostics?.some((x) => x.code === "frontmatter-unknown-key"))!;
    expect(fix.kind).toBe("quickfix");
    const edits = fix.edit!.changes![uri(rel)] as TextEdit[];
    const fixed = TextDocument.applyEdits(docs.get(rel)!, edits);
    expect(fixed).toBe(CURSOR_RULE.replace("glob:", "globs:"));
    change(rel, fixed);
    await diagnosticsUntil(rel, (x) => !x.some((y) => y.code === "frontmatter-unknown-key"));
  });

  it("links imports to the files they name, and completes frontmatter keys in the agent's dialect", async () => {
    const links = (await client.sendRequest("textDocument/documentLink", { textDocument: { uri: uri("AGENTS.md") } })) as DocumentLink[];
    expect(links.map((l) => [l.range.start.line, l.target])).toEqual([[4, uri("docs/style.md")]]);
    const keys = (await client.sendRequest("textDocument/completion", {
      textDocument: { uri: uri(".cursor/rules/exports.mdc") },
      position: { line: 2, character: 0 },
    })) as CompletionItem[];
    // globs (after the fix above) and alwaysApply are written: description is left.
    expect(keys.map((k) => k.label)).toEqual(["description"]);
    const values = (await client.sendRequest("textDocument/completion", {
      textDocument: { uri: uri(".cursor/rules/exports.mdc") },
      position: { line: 2, character: "alwaysApply: ".length },
    })) as CompletionItem[];
    expect(values.map((k) => k.label)).toEqual(["true", "false"]);
  });

  it("returns an agent's composed text for a folder, and refuses a folder outside the workspace", async () => {
    const r = (await client.sendRequest("workspace/executeCommand", {
      command: "rulescope.composed",
      arguments: [{ agent: "codex" }],
    })) as {
      prompt: string;
      sources: { path: string; status: string }[];
    };
    expect(r.prompt).toContain("Use pnpm, never npm.");
    expect(r.sources.map((s) => [s.path, s.status])).toEqual([[join(dir, "AGENTS.md"), "included"]]);
    await expect(
      client.sendRequest("workspace/executeCommand", { command: "rulescope.composed", arguments: [{ agent: "codex", folder: "/etc" }] }),
    ).rejects.toThrow(/outside the workspace/);
  });

  it("reads again a file whose text changed on disk, though it is not open", async () => {
    writeFileSync(join(dir, "docs", "style.md"), "# Style\n\n@tone.md\n");
    void client.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("docs/style.md"), type: 2 }] });
    const d = await diagnosticsUntil("docs/style.md", (x) => x.some((y) => y.code === "import-unresolved"));
    expect(d.find((y) => y.code === "import-unresolved")!.range.start.line).toBe(2);
  });

  it("reads rulescope.json again when it changes", async () => {
    writeFileSync(join(dir, "rulescope.json"), JSON.stringify({ rules: { "import-unresolved": "off" } }));
    void client.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("rulescope.json"), type: 1 }] });
    await diagnosticsUntil("AGENTS.md", (x) => !x.some((y) => y.code === "import-unresolved"));
    rmSync(join(dir, "rulescope.json"));
    void client.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("rulescope.json"), type: 3 }] });
    await diagnosticsUntil("AGENTS.md", (x) => x.some((y) => y.code === "import-unresolved"));
  });

  it("shuts down cleanly", async () => {
    const exited = new Promise<number | null>((r) => server.on("exit", (code) => r(code)));
    await client.sendRequest("shutdown");
    void client.sendNotification("exit");
    expect(await exited).toBe(0);
  });
});
