/**
 * `rulescope lsp` never quotes the user's private global files: with `home` given, Claude Code reads
 * ~/.claude/CLAUDE.md, and a paragraph it shares with a file of the repository is reported as a
 * duplicate without its text, as `rulescope check` reports it, even when the home lies inside the
 * workspace (a workspace opened at ~, a dotfiles repository).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Diagnostic, Hover } from "vscode-languageserver-protocol/node";
import { writeTree } from "../lib/cli/write-tree";
import type { FileEntry } from "../lib/scenario/types";
import { startLspClient, type LspClient } from "./lsp-client";

const BIN = inject("cliBin");
const SHARED = "Deploy with the staging token kept in the team vault, and never paste it into a chat, a ticket or a commit.";
const SECRET = "My own notes: the staging token is 7f3a-secret-0042.";
const dirs: string[] = [];
const servers: LspClient[] = [];

afterAll(() => {
  for (const s of servers) s.server.kill();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Every diagnostic published, with the hover of the repository's CLAUDE.md, once duplicate-text is reported. */
async function reported(files: Record<string, FileEntry>, home: (dir: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), "rulescope-lsp-home-"));
  dirs.push(dir);
  writeTree(files, dir);
  const lsp = startLspClient(BIN);
  servers.push(lsp);
  await lsp.client.sendRequest("initialize", {
    processId: process.pid,
    rootUri: pathToFileURL(dir).href,
    capabilities: {},
    initializationOptions: { agents: "claude-code", home: home(dir) },
  });
  void lsp.client.sendNotification("initialized", {});
  const all = (): Diagnostic[] => [...lsp.published.values()].flatMap((lists) => lists.flat());
  await lsp.until("duplicate-text", () => (all().some((d) => d.code === "duplicate-text") ? true : undefined));
  const uri = pathToFileURL(join(dir, "CLAUDE.md")).href;
  const text = `# Project\n\n${SHARED}\n`;
  void lsp.client.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "markdown", version: 1, text } });
  const hover = (await lsp.client.sendRequest("textDocument/hover", {
    textDocument: { uri },
    position: { line: 0, character: 0 },
  })) as Hover;
  return { diagnostics: all(), hover: JSON.stringify(hover) };
}

/** Nothing of the home's text, whole or cut, in what the server said. */
function expectNoHomeText(said: string): void {
  expect(said).not.toContain(SECRET.slice(0, 30));
  expect(said).not.toContain(SHARED.slice(0, 30));
}

describe("rulescope lsp and the home folder's text", () => {
  it("does not quote ~/.claude/CLAUDE.md when the workspace is the home folder", async () => {
    const { diagnostics, hover } = await reported(
      {
        "/.git/HEAD": "ref: refs/heads/main\n",
        "/.claude/CLAUDE.md": `# Mine\n\n${SECRET}\n\n${SHARED}\n`,
        "/CLAUDE.md": `# Project\n\n${SHARED}\n`,
      },
      (dir) => dir,
    );
    const duplicate = diagnostics.find((d) => d.code === "duplicate-text")!;
    expect(duplicate.message).toMatch(/a paragraph of this file twice/);
    expectNoHomeText(JSON.stringify(diagnostics));
    expectNoHomeText(hover);
  });

  it("does not quote it when the home given lies inside the workspace", async () => {
    const { diagnostics, hover } = await reported(
      {
        "/.git/HEAD": "ref: refs/heads/main\n",
        "/home/.claude/CLAUDE.md": `# Mine\n\n${SECRET}\n\n${SHARED}\n`,
        "/CLAUDE.md": `# Project\n\n${SHARED}\n`,
      },
      (dir) => join(dir, "home"),
    );
    expect(diagnostics.map((d) => d.code)).toContain("duplicate-text");
    expectNoHomeText(JSON.stringify(diagnostics));
    expectNoHomeText(hover);
  });
});
