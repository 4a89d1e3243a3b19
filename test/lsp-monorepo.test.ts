/**
 * `rulescope lsp` with the workspace folder below the repository root (a package of a monorepo, the
 * session checked from the root above it), and with a folder reached through a link. Each open
 * document stands for its own file; a quick fix edits only its document; a finding that goes away is
 * cleared.
 */
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CodeAction, Diagnostic, TextEdit } from "vscode-languageserver-protocol/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { writeTree } from "../lib/cli/write-tree";
import { startLspClient, type LspClient } from "./lsp-client";

const BIN = inject("cliBin");
/** Both rule files are valid on disk; the editor's unsaved text of the package's one misspells `globs`. */
const RULE = "---\ndescription: Components\nalwaysApply: false\nglobs: src/**\n---\nPrefer named exports.\n";
const UNSAVED_RULE = "---\ndescription: Components\nalwaysApply: false\nglob: src/**\n---\nPrefer named exports.\n";
/** 101 bytes a line: 340 lines pass codex's 32 KiB. */
const LONG = Array.from({ length: 340 }, (_, i) => `- rule ${String(i).padStart(4, "0")}: ${"x".repeat(87)}\n`).join("");
const WEB_RULES = "# Web\n\nUse Vite.\n";

let base: string;
const servers: LspClient[] = [];

afterAll(() => {
  for (const s of servers) s.server.kill();
  rmSync(base, { recursive: true, force: true });
});

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "rulescope-lsp-monorepo-"));
  writeTree(
    {
      "/.git/HEAD": "ref: refs/heads/main\n",
      "/AGENTS.md": "# Root\n\nUse pnpm.\n",
      "/.cursor/rules/a.mdc": RULE,
      "/packages/web/package.json": "{}\n",
      "/packages/web/AGENTS.md": WEB_RULES,
      "/packages/web/.cursor/rules/a.mdc": RULE,
    },
    join(base, "repo"),
  );
});

const codes = (d: Diagnostic[] | undefined) => (d ?? []).map((x) => x.code);

/** A server with one workspace folder (`folder`, an absolute path), and helpers to open and edit its documents. */
async function serve(folder: string) {
  const lsp = startLspClient(BIN);
  servers.push(lsp);
  const { client } = lsp;
  await client.sendRequest("initialize", {
    processId: process.pid,
    rootUri: pathToFileURL(folder).href,
    workspaceFolders: [{ uri: pathToFileURL(folder).href, name: "web" }],
    capabilities: {},
    initializationOptions: { agents: "codex,cursor" },
  });
  void client.sendNotification("initialized", {});
  const docs = new Map<string, TextDocument>();
  const open = (path: string, text: string) => {
    const uri = pathToFileURL(path).href;
    docs.set(uri, TextDocument.create(uri, "markdown", 1, text));
    void client.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "markdown", version: 1, text } });
  };
  const change = (path: string, text: string) => {
    const uri = pathToFileURL(path).href;
    const next = TextDocument.create(uri, "markdown", docs.get(uri)!.version + 1, text);
    docs.set(uri, next);
    void client.sendNotification("textDocument/didChange", { textDocument: { uri, version: next.version }, contentChanges: [{ text }] });
  };
  const latest = (path: string) => lsp.published.get(pathToFileURL(path).href)?.at(-1);
  return { lsp, client, docs, open, change, latest };
}

describe("rulescope lsp with a monorepo package as the workspace folder", () => {
  const repo = () => join(base, "repo");
  const web = () => join(repo(), "packages", "web");

  it("checks a document's unsaved text as its own file, and clears the finding when it goes away", async () => {
    const { lsp, open, change, latest } = await serve(web());
    const agents = join(web(), "AGENTS.md");
    open(agents, WEB_RULES + LONG);
    await lsp.until("budget-cut on packages/web/AGENTS.md", () => (codes(latest(agents)).includes("budget-cut") ? true : undefined));
    // The root's AGENTS.md is another file: the package's text is not read as its text.
    expect(codes(latest(join(repo(), "AGENTS.md")))).not.toContain("budget-cut");
    change(agents, WEB_RULES);
    await lsp.until("the cut cleared", () => (latest(agents) && !codes(latest(agents)).includes("budget-cut") ? true : undefined));
  });

  it("offers a quick fix that edits only its own document, within its lines", async () => {
    const { lsp, client, docs, open, change, latest } = await serve(web());
    const rule = join(web(), ".cursor", "rules", "a.mdc");
    const uri = pathToFileURL(rule).href;
    open(rule, UNSAVED_RULE);
    const d = await lsp.until("frontmatter-unknown-key on the package's rule", () =>
      latest(rule)?.find((x) => x.code === "frontmatter-unknown-key"),
    );
    expect(d.range.start.line).toBe(3);
    expect(codes(latest(join(repo(), ".cursor", "rules", "a.mdc")))).not.toContain("frontmatter-unknown-key");
    const actions = (await client.sendRequest("textDocument/codeAction", {
      textDocument: { uri },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    expect(actions.length).toBeGreaterThan(0);
    const doc = docs.get(uri)!;
    for (const a of actions) {
      expect(Object.keys(a.edit?.changes ?? {})).toEqual([uri]);
      expect(a.edit?.documentChanges).toBeUndefined();
      for (const e of a.edit!.changes![uri]) expect(e.range.end.line).toBeLessThanOrEqual(doc.lineCount);
    }
    const fix = actions.find((a) => a.diagnostics?.some((x) => x.code === "frontmatter-unknown-key"))!;
    const fixed = TextDocument.applyEdits(doc, fix.edit!.changes![uri] as TextEdit[]);
    expect(fixed).toBe(RULE);
    change(rule, fixed);
    await lsp.until("the finding cleared", () =>
      latest(rule) && !codes(latest(rule)).includes("frontmatter-unknown-key") ? true : undefined,
    );
  });

  it("maps a folder that is a link onto the files it leads to, and publishes at the paths the editor opened", async () => {
    const link = join(base, "link");
    symlinkSync(repo(), link);
    const { lsp, open, latest } = await serve(link);
    const agents = join(link, "packages", "web", "AGENTS.md");
    open(agents, WEB_RULES + LONG);
    await lsp.until("budget-cut at the link's path", () => (codes(latest(agents)).includes("budget-cut") ? true : undefined));
    expect(lsp.published.has(pathToFileURL(join(web(), "AGENTS.md")).href)).toBe(false);
  });
});
