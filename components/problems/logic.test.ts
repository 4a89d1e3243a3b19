import { describe, expect, it } from "vitest";
import { lineAtByte } from "@/lib/check/findings";
import type { Finding } from "@/lib/check/types";
import type { Scenario } from "@/lib/scenario/types";
import type { Source } from "@/lib/types";
import { docBlocks } from "./docText";
import { applyFix, applyFixes, badgeForStatus, checkRoot, cutAtByte, findingsToMarkers, treeBadges } from "./logic";
import { applyEditToText } from "@/lib/check/fix-text";

const finding = (over: Partial<Finding>): Finding => ({
  code: "budget-cut",
  severity: "warning",
  agents: ["codex"],
  cwds: [],
  path: "/repo/AGENTS.md",
  message: "m",
  ...over,
});

describe("checkRoot", () => {
  it("is the nearest folder with .git above the working directory", () => {
    expect(checkRoot({ "/repo/.git": { dir: true }, "/repo/a/b/x.md": "" }, "/repo/a/b")).toBe("/repo");
    expect(checkRoot({ "/repo/a/.git": { dir: true } }, "/repo/a/b")).toBe("/repo/a");
    // A .git folder known only by its files counts the same, the nearest one winning.
    expect(checkRoot({ "/w/.git/HEAD": "ref", "/w/repo/.git/HEAD": "ref", "/w/repo/a/x.md": "" }, "/w/repo/a")).toBe("/w/repo");
    expect(checkRoot({ "/.git/HEAD": "ref", "/top/a/x.md": "", "/top/b/y.md": "" }, "/top/a")).toBe("/");
  });
  it("steps down through folders that only wrap one folder (an upload)", () => {
    expect(checkRoot({ "/upload/team/Agents.md": "", "/upload/team/src/a.ts": "" }, "/upload/team")).toBe("/upload/team");
    expect(checkRoot({ "/upload/team/Agents.md": "", "/upload/other/x.md": "" }, "/upload/team")).toBe("/upload");
    expect(checkRoot({ "/w/a/b/c/AGENTS.md": "" }, "/w/a/b/c")).toBe("/w/a/b/c");
  });
  it("falls back to the top-level folder, or /", () => {
    expect(checkRoot({}, "/repo/packages/api")).toBe("/repo");
    expect(checkRoot({}, "/")).toBe("/");
    expect(checkRoot({ "/repo/AGENTS.md": "", "/repo/app/x.md": "" }, "/repo/app")).toBe("/repo");
  });
});

describe("cutAtByte (byte offset to line)", () => {
  it("finds the line and column of the first byte not sent", () => {
    expect(cutAtByte("ab\ncd\nef", 4)).toEqual({ line: 2, column: 2, atLineStart: false });
    expect(cutAtByte("ab\ncd\nef", 3)).toEqual({ line: 2, column: 1, atLineStart: true });
    expect(cutAtByte("ab\ncd", 5)).toBeNull();
    expect(cutAtByte("ab", 0)).toEqual({ line: 1, column: 1, atLineStart: true });
  });
  it("counts UTF-8 bytes and never splits a character", () => {
    // "é" is 2 bytes, "😀" 4 bytes (2 UTF-16 units).
    expect(cutAtByte("é\nx", 1)).toEqual({ line: 1, column: 1, atLineStart: true });
    expect(cutAtByte("é\nx", 3)).toEqual({ line: 2, column: 1, atLineStart: true });
    expect(cutAtByte("😀a", 4)).toEqual({ line: 1, column: 3, atLineStart: false });
    expect(cutAtByte("😀a", 3)).toEqual({ line: 1, column: 1, atLineStart: true });
  });
  it("agrees with the check's own line for a budget cut", () => {
    const text = "# Rules\n" + "- keep functions small ✓\n".repeat(50);
    for (const n of [0, 7, 8, 9, 100, 333, 900]) {
      const at = cutAtByte(text, n);
      if (at) expect(at.line).toBe(lineAtByte(text, n));
    }
  });
});

describe("findingsToMarkers", () => {
  it("turns a file's findings into whole-line markers, clamped to its lines", () => {
    const text = "one\ntwo\nthree";
    const markers = findingsToMarkers(
      [
        finding({ line: 2 }),
        finding({ path: "/other.md", line: 1 }),
        finding({
          code: "wrong-case",
          line: undefined,
          fix: { kind: "rename", description: "Rename to AGENTS.md", from: "/repo/AGENTS.md", to: "/repo/X" },
        }),
        finding({ line: 99 }),
      ],
      "/repo/AGENTS.md",
      text,
    );
    expect(markers).toHaveLength(3);
    expect(markers[0]).toMatchObject({
      startLineNumber: 2,
      endLineNumber: 2,
      startColumn: 1,
      endColumn: 4,
      severity: "warning",
      code: "budget-cut",
    });
    expect(markers[1]).toMatchObject({ startLineNumber: 1, code: "wrong-case" });
    expect(markers[1].message).toContain("quick fix: Rename to AGENTS.md");
    expect(markers[2]).toMatchObject({ startLineNumber: 3, endLineNumber: 3, endColumn: 6 });
  });
});

describe("fixes", () => {
  it("an edit fix replaces or removes lines", () => {
    const fix = { kind: "edit" as const, description: "d", path: "/a", line: 2, endLine: 3, text: "X\n" };
    expect(applyEditToText("a\nb\nc\nd", fix)).toBe("a\nX\nd");
    expect(applyEditToText("a\nb\nc\nd", { ...fix, text: "" })).toBe("a\nd");
  });
  it("a rename fix moves the file and the selection", () => {
    const s: Scenario = {
      version: 1,
      agent: "codex",
      cwd: "/repo",
      files: { "/repo/Agents.md": "x" },
      ui: { selectedFile: "/repo/Agents.md" },
    };
    const r = applyFix(s, { kind: "rename", description: "Rename", from: "/repo/Agents.md", to: "/repo/AGENTS.md" });
    expect(r.ok && r.scenario.files).toEqual({ "/repo/AGENTS.md": "x" });
    expect(r.ok && r.scenario.ui?.selectedFile).toBe("/repo/AGENTS.md");
  });
  it("a cause's fixes apply together, and one that cannot apply stops them all with why", () => {
    const s: Scenario = { version: 1, agent: "codex", cwd: "/repo", files: { "/repo/a/AGENTS.md": "x", "/repo/b/AGENTS.md": "y" } };
    const create = (dir: string) => ({
      kind: "create" as const,
      description: "Create",
      path: `/repo/${dir}/CLAUDE.md`,
      text: "@AGENTS.md\n",
    });
    const r = applyFixes(s, [create("a"), create("b")]);
    expect(r.ok && Object.keys(r.scenario.files).sort()).toEqual([
      "/repo/a/AGENTS.md",
      "/repo/a/CLAUDE.md",
      "/repo/b/AGENTS.md",
      "/repo/b/CLAUDE.md",
    ]);
    const taken = { ...s, files: { ...s.files, "/repo/b/CLAUDE.md": "mine" } };
    expect(applyFixes(taken, [create("a"), create("b")])).toEqual({ ok: false, message: "/repo/b/CLAUDE.md already exists." });
  });
  it("a create fix adds the file, and never over one that is there", () => {
    const s: Scenario = { version: 1, agent: "codex", cwd: "/repo", files: { "/repo/pkg/AGENTS.md": "x" } };
    const fix = { kind: "create" as const, description: "Create", path: "/repo/pkg/CLAUDE.md", text: "@AGENTS.md\n" };
    const r = applyFix(s, fix);
    expect(r.ok && r.scenario.files).toEqual({ "/repo/pkg/AGENTS.md": "x", "/repo/pkg/CLAUDE.md": "@AGENTS.md\n" });
    expect(r.ok && r.path).toBe("/repo/pkg/CLAUDE.md");
    expect(applyFix({ ...s, files: { ...s.files, "/repo/pkg/CLAUDE.md": "mine" } }, fix)).toEqual({
      ok: false,
      message: "/repo/pkg/CLAUDE.md already exists.",
    });
  });
});

describe("treeBadges", () => {
  const src = (path: string, status: Source["status"]): Source => ({
    path,
    status,
    layer: "project",
    reason: "",
    bytes: 1,
    includedBytes: 1,
  });
  it("names each source's status, the best one for a file listed twice, and never-read files", () => {
    const b = treeBadges(
      [src("/a", "shadowed"), src("/b", "truncated"), src("/a", "included"), src("/c", "unmatched")],
      [finding({ code: "never-read", path: "/d" }), finding({ code: "never-read", path: "/a" })],
    );
    expect(Object.fromEntries(b)).toEqual({ "/a": "loaded", "/b": "cut", "/c": "not matched", "/d": "never read" });
    expect(badgeForStatus("shadowed")).toBe("shadowed");
  });
});

describe("docBlocks", () => {
  it("reads headings, paragraphs, lists and code as text only", () => {
    const blocks = docBlocks("# code\n\n**What.** A `file` <script>x</script>\n\n- one\n- two\n\n```\n<b>\n```\n");
    expect(blocks[0]).toEqual({ kind: "heading", level: 1, text: "code" });
    expect(blocks[1]).toEqual({
      kind: "paragraph",
      inlines: [
        { kind: "strong", text: "What." },
        { kind: "text", text: " A " },
        { kind: "code", text: "file" },
        { kind: "text", text: " <script>x</script>" },
      ],
    });
    expect(blocks[2]).toEqual({ kind: "list", items: [[{ kind: "text", text: "one" }], [{ kind: "text", text: "two" }]] });
    expect(blocks[3]).toEqual({ kind: "code", text: "<b>" });
  });
});
