/**
 * `rulescope lsp`'s hover shows names from the tree as text: a folder whose name holds Markdown
 * (a backtick that would end the code span around it, emphasis, a link, an image, HTML) reaches the
 * editor as the characters it is made of, never as markup.
 */
import { textOfHtml } from "./html-text";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { marked } from "marked";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Hover } from "vscode-languageserver-protocol/node";
import { writeTree } from "../lib/cli/write-tree";
import { startLspClient, type LspClient } from "./lsp-client";

const BIN = inject("cliBin");
const FOLDER = "pkg` *em* _u_ [link](e.example) ![img](i.png) <b>bold</b> (x)!";
const RULES = "# Rules\n\nUse pnpm.\n";

let dir: string;
let lsp: LspClient;

afterAll(() => {
  lsp?.server.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const textOf = textOfHtml;

describe("rulescope lsp hover", () => {
  it("shows a folder name holding Markdown as text, in the session line and in a link's name", async () => {
    dir = mkdtempSync(join(tmpdir(), "rulescope-lsp-hover-"));
    writeTree(
      {
        "/.git/HEAD": "ref: refs/heads/main\n",
        "/AGENTS.md": "# Root\n",
        [`/${FOLDER}/AGENTS.md`]: RULES,
        [`/${FOLDER}/CLAUDE.md`]: { symlink: `/${FOLDER}/AGENTS.md` },
      },
      dir,
    );
    lsp = startLspClient(BIN);
    const { client } = lsp;
    await client.sendRequest("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(dir).href,
      capabilities: {},
      initializationOptions: { agents: "codex,claude-code" },
    });
    void client.sendNotification("initialized", {});
    const uri = pathToFileURL(join(dir, FOLDER, "AGENTS.md")).href;
    void client.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "markdown", version: 1, text: RULES } });
    const hover = (await client.sendRequest("textDocument/hover", { textDocument: { uri }, position: { line: 0, character: 0 } })) as Hover;
    const html = marked.parse((hover.contents as { value: string }).value, { async: false });
    // The only markup is the server's own: a paragraph, a list of the agents, their names in bold.
    expect([...new Set(html.match(/<[a-z0-9]+/g))].sort()).toEqual(["<li", "<p", "<strong", "<ul"]);
    expect(html.match(/<strong>[^<]*<\/strong>/g)).toEqual([
      "<strong>Rulescope</strong>",
      "<strong>codex</strong>",
      "<strong>claude-code</strong>",
    ]);
    const text = textOf(html);
    expect(text).toContain(`a session started in ${FOLDER}:`);
    expect(text).toContain(`(as ${FOLDER}/CLAUDE.md)`);
  });
});
