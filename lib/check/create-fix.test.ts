/**
 * The "create" fix: where one agent misses a file its neighbours read and it reads a file of its own
 * there that can import it (CLAUDE.md), the finding offers that file, holding the import line. The
 * same remedy in several packages is one finding that keeps each package's file to create.
 */
import { describe, expect, it } from "vitest";
import type { FileEntry } from "../scenario/types";
import { buildMemfs } from "../fs/memfs";
import { fixesOf, findingsAt } from "./causes";
import { applyEditToText } from "./fix-text";
import { check } from "./engine";

const agents = [{ id: "codex" }, { id: "claude-code", variant: "before-2.1.277" }];
const tree: Record<string, FileEntry> = {
  "/r/.git": { dir: true },
  "/r/pkg/a/AGENTS.md": "Use pnpm in a.\n",
  "/r/pkg/b/AGENTS.md": "Use yarn in b.\n",
  "/r/pkg/c/AGENTS.md": "c\n",
  "/r/pkg/c/CLAUDE.md": "# own\n",
  "/r/pkg/d/AGENTS.md": "d\n",
  "/r/pkg/d/CLAUDE.md": { symlink: "/r/elsewhere.md" },
};
const run = (files: Record<string, FileEntry>) => check({ fs: buildMemfs(files).fs, root: "/r", home: "/h", agents });

describe("create fix", () => {
  it("one finding for the packages claude-code misses, each with its own CLAUDE.md to create; none where a CLAUDE.md (or a link) is there", () => {
    const disagree = run(tree).findings.filter((f) => f.code === "agents-disagree" && f.path.endsWith("AGENTS.md"));
    const grouped = disagree.find((f) => f.path === "/r/pkg/a/AGENTS.md")!;
    expect(grouped.also?.map((p) => p.path)).toEqual(["/r/pkg/b/AGENTS.md"]);
    expect(fixesOf(grouped)).toEqual(
      ["a", "b"].map((p) => ({
        kind: "create",
        description: "Create CLAUDE.md here with the line @AGENTS.md",
        path: `/r/pkg/${p}/CLAUDE.md`,
        text: "@AGENTS.md\n",
      })),
    );
    // Seen at pkg/b (an editor's marker there), the fix is pkg/b's own.
    expect(findingsAt([grouped], "/r/pkg/b/AGENTS.md")[0].fix).toMatchObject({ path: "/r/pkg/b/CLAUDE.md" });
    for (const f of disagree.filter((x) => x !== grouped)) expect(fixesOf(f)).toEqual([]);
  });

  it("applied, the created files bring the packages' text to claude-code: those findings are gone, nothing new appears", () => {
    const before = run(tree);
    const after = { ...tree };
    for (const x of before.findings.flatMap(fixesOf)) if (x.kind === "create") after[x.path] = x.text;
    const again = run(after).findings;
    expect(again.filter((f) => ["/r/pkg/a", "/r/pkg/b"].some((p) => f.path.startsWith(p)))).toEqual([]);
    const keys = (fs: typeof again) => fs.map((f) => `${f.code} ${f.path}`).sort();
    expect(keys(again)).toEqual(keys(before.findings.filter((f) => !["/r/pkg/a", "/r/pkg/b"].some((p) => f.path.startsWith(p)))));
  });

  it("no fix where the agent would not read the created file from the folder checked (a CLAUDE.md in .github/ from the root)", () => {
    const r = check({
      fs: buildMemfs({ "/r/.git": { dir: true }, "/r/CLAUDE.md": "# Claude\n", "/r/.github/copilot-instructions.md": "Use pnpm.\n" }).fs,
      root: "/r",
      home: "/h",
      agents: [{ id: "claude-code" }, { id: "copilot" }],
    });
    const f = r.findings.find((x) => x.code === "agents-disagree" && x.path === "/r/.github/copilot-instructions.md")!;
    expect(f.agents).toContain("claude-code");
    expect(fixesOf(f)).toEqual([]);
  });

  it("fallback-off: a root CLAUDE.md switches claude-code's AGENTS.md fallback off in the packages; each package's CLAUDE.md brings its AGENTS.md back", () => {
    const files: Record<string, FileEntry> = {
      "/r/.git": { dir: true },
      "/r/CLAUDE.md": "@AGENTS.md\n",
      "/r/AGENTS.md": "Root rules.\n",
      "/r/pkg/a/AGENTS.md": "A rules.\n",
      "/r/pkg/b/AGENTS.md": "B rules.\n",
    };
    const both = [{ id: "codex" }, { id: "claude-code" }];
    const before = check({ fs: buildMemfs(files).fs, root: "/r", home: "/h", agents: both }).findings;
    const off = before.find((f) => f.code === "fallback-off")!;
    expect(fixesOf(off).map((x) => x.kind === "create" && x.path)).toEqual(["/r/pkg/a/CLAUDE.md", "/r/pkg/b/CLAUDE.md"]);
    const after = { ...files };
    for (const x of before.flatMap(fixesOf)) if (x.kind === "create") after[x.path] = x.text;
    expect(
      check({ fs: buildMemfs(after).fs, root: "/r", home: "/h", agents: both }).findings.filter((f) => f.code === "fallback-off"),
    ).toEqual([]);
  });

  it("fallback-off where the package has a CLAUDE.md of its own: the fix adds the import line to it", () => {
    const files: Record<string, FileEntry> = {
      "/r/.git": { dir: true },
      "/r/CLAUDE.md": "@AGENTS.md\n",
      "/r/AGENTS.md": "Root.\n",
      "/r/pkg/a/AGENTS.md": "A rules.\n",
      "/r/pkg/a/CLAUDE.md": "# A for Claude\n",
      "/r/pkg/a/src/x.ts": "x\n",
    };
    const both = [{ id: "codex" }, { id: "claude-code" }];
    const off = check({ fs: buildMemfs(files).fs, root: "/r", home: "/h", agents: both }).findings.find(
      (f) => f.code === "fallback-off" && f.path === "/r/pkg/a/AGENTS.md",
    )!;
    const [fix] = fixesOf(off);
    expect(fix).toMatchObject({ kind: "edit", path: "/r/pkg/a/CLAUDE.md" });
    const fixed = applyEditToText("# A for Claude\n", fix as Extract<typeof fix, { kind: "edit" }>);
    expect(fixed).toBe("# A for Claude\n@AGENTS.md\n");
    const again = check({ fs: buildMemfs({ ...files, "/r/pkg/a/CLAUDE.md": fixed }).fs, root: "/r", home: "/h", agents: both }).findings;
    expect(again.filter((f) => f.code === "fallback-off")).toEqual([]);
  });

  it("two agents missing the file: no single file to create, no fix", () => {
    const three = [...agents, { id: "gemini-cli" }];
    const r = check({
      fs: buildMemfs({ "/r/.git": { dir: true }, "/r/pkg/a/AGENTS.md": "x\n" }).fs,
      root: "/r",
      home: "/h",
      agents: three,
      env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
    });
    const f = r.findings.find((x) => x.code === "agents-disagree" && x.path === "/r/pkg/a/AGENTS.md")!;
    expect(f.agents.slice(0, 2).sort()).toEqual(["claude-code", "gemini-cli"]);
    expect(fixesOf(f)).toEqual([]);
  });
});
