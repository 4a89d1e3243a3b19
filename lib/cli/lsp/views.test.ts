import { textOfHtml } from "../../../test/html-text";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { TextEdit } from "vscode-languageserver/node";
import { applyEditToText } from "../../check/fix-text";
import type { Finding } from "../../check/types";
import { codeActionsOf, codeLensesOf, statusMarkdown, uriOf } from "./views";

/** Markdown as an editor renders it. */
const html = (md: string): string => marked.parse(md, { async: false });

/** The open document /repo/a.md (five lines), as code actions are asked for it. */
const target = (path = "/repo/a.md") => ({ path, uri: uriOf(path), lineCount: 5, uriOf });

const finding = (fix: Finding["fix"], path = "/repo/a.md"): Finding => ({
  code: "frontmatter-unknown-key",
  severity: "warning",
  agents: ["cursor"],
  cwds: ["/repo"],
  path,
  line: 2,
  message: "glob is not a key cursor knows.",
  ...(fix ? { fix } : {}),
});

describe("LSP views", () => {
  it("turns an edit fix into the same text check --fix writes, for one line and for several", () => {
    const source = "---\nglob: a\nb: c\n---\nbody\n";
    for (const fix of [
      { kind: "edit" as const, description: "d", path: "/repo/a.md", line: 2, endLine: 2, text: "globs: a" },
      { kind: "edit" as const, description: "d", path: "/repo/a.md", line: 2, endLine: 3, text: "" },
      { kind: "edit" as const, description: "d", path: "/repo/a.md", line: 2, endLine: 3, text: "x: 1\ny: 2\nz: 3" },
    ]) {
      const [action] = codeActionsOf(
        [finding(fix)],
        target(),
        "/repo",
        () => undefined,
        () => false,
      );
      const edits = action.edit!.changes![uriOf("/repo/a.md")] as TextEdit[];
      expect(TextDocument.applyEdits(TextDocument.create("file:///repo/a.md", "markdown", 1, source), edits)).toBe(
        applyEditToText(source, fix),
      );
    }
  });

  it("offers renames and new files as document changes, and no fix that writes through a link", () => {
    const rename = codeActionsOf(
      [finding({ kind: "rename", description: "Rename", from: "/repo/claude.md", to: "/repo/CLAUDE.md" }, "/repo/claude.md")],
      target("/repo/claude.md"),
      "/repo",
      () => undefined,
      () => false,
    );
    expect(rename[0].edit!.documentChanges).toEqual([
      { kind: "rename", oldUri: uriOf("/repo/claude.md"), newUri: uriOf("/repo/CLAUDE.md") },
    ]);
    const create = codeActionsOf(
      [finding({ kind: "create", description: "Create", path: "/repo/pkg/CLAUDE.md", text: "@AGENTS.md\n" })],
      target(),
      "/repo",
      () => undefined,
      () => false,
    );
    // A new file only: the editor refuses the edit if the file exists by then.
    expect(create[0].edit!.documentChanges![0]).toEqual({
      kind: "create",
      uri: uriOf("/repo/pkg/CLAUDE.md"),
      options: { overwrite: false, ignoreIfExists: false },
    });
    const linked = (p: string) => p === "/repo/CLAUDE.md";
    expect(
      codeActionsOf(
        [finding({ kind: "edit", description: "d", path: "/repo/CLAUDE.md", line: 1, endLine: 1, text: "x" }, "/repo/CLAUDE.md")],
        target("/repo/CLAUDE.md"),
        "/repo",
        () => undefined,
        linked,
      ),
    ).toEqual([]);
  });

  it("offers no fix that edits another file than the document, or lines it does not have", () => {
    const edit = (path: string, line: number) => finding({ kind: "edit", description: "d", path, line, endLine: line, text: "x" });
    const actions = (f: Finding, path = "/repo/a.md") =>
      codeActionsOf(
        [f],
        target(path),
        "/repo",
        () => undefined,
        () => false,
      );
    // The same relative path in another folder (a package's rule and the root's) is another file.
    expect(actions(edit("/repo/packages/web/a.md", 2))).toEqual([]);
    expect(actions(edit("/repo/a.md", 6))).toEqual([]);
    expect(actions(finding({ kind: "rename", description: "Rename", from: "/repo/b.md", to: "/repo/B.md" }))).toEqual([]);
    const mine = actions(edit("/repo/a.md", 5));
    expect(Object.keys(mine[0].edit!.changes!)).toEqual([uriOf("/repo/a.md")]);
  });

  it("shows reasons as text, not Markdown, and says who loads a file and where a budget cuts it", () => {
    const statuses = [
      {
        agent: "codex",
        variant: "default",
        cwd: "/repo",
        status: "truncated" as const,
        reason: "Cut at *32 KiB* [see](x)",
        cutAtLine: 40,
        budget: "project_doc_max_bytes: 32,768 bytes",
      },
      { agent: "gemini-cli", variant: "default", cwd: "/repo", status: "not read" as const, reason: "Not looked at." },
    ];
    const shown = html(statusMarkdown(statuses, "/repo"));
    expect(shown).toContain("Cut at *32 KiB* [see](x)");
    expect(shown).toContain("<strong>codex</strong> (default): loaded, cut at line 40 (project_doc_max_bytes: 32,768 bytes).");
    const lenses = codeLensesOf(statuses, "/repo/AGENTS.md");
    expect(lenses.map((l) => [l.range.start.line, l.command!.title])).toEqual([
      [0, "loaded, cut: codex · not read: gemini-cli"],
      [39, "codex stops reading in this line (project_doc_max_bytes: 32,768 bytes)"],
    ]);
  });

  it("shows every name as text: a folder, a file, a variant, a reason, whatever characters they hold", () => {
    const name = "a`b`` *c* _d_ [e](f) ![g](h.png) <i>j</i> &amp; ~k~ |l| \\m\n# n";
    const md = statusMarkdown(
      [
        {
          agent: "claude-code",
          variant: `v${name}`,
          cwd: `/repo/${name}`,
          status: "included" as const,
          reason: `Read ${name}.`,
          via: `/repo/${name}/CLAUDE.md`,
          budget: `b${name}`,
        },
      ],
      "/repo",
    );
    const shown = html(md);
    // The only markup is the server's own: a paragraph, a list, two bold words.
    expect(shown.match(/<[a-z0-9]+/g)).toEqual(["<p", "<strong", "<ul", "<li", "<strong"]);
    // Each name reads as written (its line break as \u000a, not a line of its own).
    const text = textOfHtml(shown);
    const written = name.replace("\n", "\\u000a");
    expect(text).toContain(`a session started in ${written}:`);
    expect(text).toContain(`(v${written})`);
    expect(text).toContain(`(as ${written}/CLAUDE.md) (b${written}). Read ${written}.`);
  });
});
