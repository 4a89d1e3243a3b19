import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import type { FileEntry } from "../scenario/types";
import { WorkspaceSession } from "./workspace-session";

const RULES = "# Rules\n\nUse pnpm, never npm.\n";
const AGENTS = [{ id: "codex" }, { id: "claude-code" }];

function session(files: Record<string, FileEntry>, agents = AGENTS) {
  let opened = 0;
  const s = new WorkspaceSession({ root: "/repo", home: "/home/u", agents }, () => {
    opened++;
    return buildMemfs(files).fs;
  });
  return { s, opened: () => opened };
}

/** Lines of 101 bytes each (with the line break). */
const long = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `- rule ${String(i).padStart(4, "0")}: ${"x".repeat(87)}\n`).join("");

describe("WorkspaceSession", () => {
  it("says per agent how a file is read, through a link as well as by its own name", () => {
    const { s } = session({ "/repo/.git/HEAD": "ref\n", "/repo/AGENTS.md": RULES, "/repo/CLAUDE.md": { symlink: "AGENTS.md" } });
    const status = s.ask({ type: "status", path: "/repo/AGENTS.md" });
    expect(status.map((x) => [x.agent, x.status, x.via])).toEqual([
      ["codex", "included", undefined],
      ["claude-code", "included", "/repo/CLAUDE.md"],
    ]);
  });

  it("reads an open document's text in place of the disk's, also through a link, until it is closed", () => {
    const { s } = session({ "/repo/.git/HEAD": "ref\n", "/repo/AGENTS.md": RULES, "/repo/CLAUDE.md": { symlink: "AGENTS.md" } });
    expect(s.ask({ type: "findings", path: "/repo/AGENTS.md" }).filter((f) => f.code === "budget-cut")).toEqual([]);
    expect(s.document("/repo/AGENTS.md", RULES + long(340))).toBe(true);
    const cut = s.ask({ type: "status", path: "/repo/AGENTS.md" }).find((x) => x.agent === "codex")!;
    expect(cut.status).toBe("truncated");
    // Codex keeps 32 KiB: RULES' three lines, then the 101-byte lines up to the one holding byte 32,768.
    expect(cut.cutAtLine).toBe(4 + Math.floor((32 * 1024 - RULES.length) / 101));
    expect(s.ask({ type: "findings", path: "/repo/AGENTS.md" }).map((f) => f.code)).toContain("budget-cut");
    const claude = s.ask({ type: "resolve", agent: { id: "claude-code" }, cwd: "/repo" });
    expect(claude.prompt).toContain("rule 0339:");
    s.document("/repo/AGENTS.md", null);
    expect(s.ask({ type: "status", path: "/repo/AGENTS.md" }).find((x) => x.agent === "codex")!.status).toBe("included");
  });

  it("keeps its check until something changes, and reads the disk again when told it changed", () => {
    const files: Record<string, FileEntry> = { "/repo/.git/HEAD": "ref\n", "/repo/AGENTS.md": RULES };
    const { s, opened } = session(files);
    const first = s.ask({ type: "check" });
    expect(s.ask({ type: "check" })).toBe(first);
    files["/repo/pkg/AGENTS.md"] = "# Package\n";
    expect(s.ask({ type: "check" }).cwds).not.toContain("/repo/pkg");
    const before = s.version;
    s.diskChanged();
    expect(s.version).toBeGreaterThan(before);
    expect(opened()).toBe(2);
    expect(s.ask({ type: "check" }).cwds).toContain("/repo/pkg");
  });

  it("answers from the nearest checked folder, and says when an agent never looks at a file", () => {
    const { s } = session({
      "/repo/.git/HEAD": "ref\n",
      "/repo/AGENTS.md": RULES,
      "/repo/pkg/AGENTS.md": "# Package\n",
      "/repo/GEMINI.md": RULES,
    });
    const pkg = s.ask({ type: "status", path: "/repo/pkg/AGENTS.md" });
    expect(pkg.map((x) => [x.agent, x.cwd, x.status])).toEqual([
      ["codex", "/repo/pkg", "included"],
      ["claude-code", "/repo/pkg", "included"],
    ]);
    expect(s.ask({ type: "status", path: "/repo/GEMINI.md" }).every((x) => x.status === "not read")).toBe(true);
  });

  it("compares agents in one folder over the same tree", () => {
    const { s } = session({ "/repo/.git/HEAD": "ref\n", "/repo/AGENTS.md": RULES, "/repo/CLAUDE.md": "# Claude\n" });
    const c = s.ask({ type: "compare", agents: AGENTS, cwd: "/repo" });
    expect(c.files.map((f) => [f.path, f.perAgent.map((p) => p.status)])).toEqual([
      ["/repo/AGENTS.md", ["included", "shadowed"]],
      ["/repo/CLAUDE.md", ["not considered", "included"]],
    ]);
  });

  it("does not place a document whose file is not on disk", () => {
    const { s } = session({ "/repo/AGENTS.md": RULES });
    expect(s.document("/repo/NEW.md", "# New\n")).toBe(false);
    expect(s.fs.exists("/repo/NEW.md")).toBe(false);
  });
});

describe("the session's cache after an edit", () => {
  it("forgets the edited file's size and bytes under every path that reaches it, and nothing else", () => {
    const files: Record<string, FileEntry> = {
      "/r/a.md": "old\n",
      "/r/b.md": "other\n",
      "/r/link.md": { symlink: "a.md" },
      "/r/sub": { symlink: "." },
    };
    const { s } = session(files);
    const read = (p: string) => {
      const r = s.fs.readFile(p);
      return r.ok ? new TextDecoder().decode(r.value) : r.code;
    };
    // The way an agent meets a path through a linked folder: its real path asked, then its bytes.
    expect(s.fs.realpath("/r/sub/a.md")).toEqual({ ok: true, value: "/r/a.md" });
    expect(["/r/a.md", "/r/link.md", "/r/sub/a.md", "/r/b.md"].map(read)).toEqual(["old\n", "old\n", "old\n", "other\n"]);
    s.document("/r/a.md", "new text\n");
    expect(["/r/a.md", "/r/link.md", "/r/sub/a.md", "/r/b.md"].map(read)).toEqual(["new text\n", "new text\n", "new text\n", "other\n"]);
    expect([s.fs.stat("/r/link.md"), s.fs.lstat("/r/a.md")].map((r) => (r.ok ? r.value.size : -1))).toEqual([9, 9]);
    expect(s.fs.lstat("/r/link.md")).toMatchObject({ ok: true, value: { kind: "symlink" } });
  });
});
