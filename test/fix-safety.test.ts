/**
 * `check --fix` on what a real repository holds: each case is one a tester broke the old fixer with
 * (bytes lost or corrupted, YAML made invalid, a write outside the folder or through a link, a crash
 * after a partial write, a dry run that promised more than --fix did). Run through the bundled CLI.
 */
import { chmodSync, linkSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { runCommand, type Ran } from "./cli-bundle";

const BIN = inject("cliBin");
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const cli = (args: string[]): Promise<Ran> => runCommand(process.execPath, [BIN, ...args], { env: process.env });
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p))));

/** A repository in a fresh folder: each entry a text or bytes; returns its real path. */
function repo(files: Record<string, string | Buffer>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-fixsafe-")));
  dirs.push(dir);
  mkdirSync(join(dir, ".git"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const read = (dir: string, path: string) => readFileSync(join(dir, path));
const CLAUDE = ["--agents", "claude-code"];

describe("check --fix keeps every byte it does not mean to change", () => {
  it("adds the import to a file with invalid UTF-8 without touching its other bytes", async () => {
    const latin1 = bytes("# R", [0xe8], "gles\n", [0xff, 0xfe], " caf", [0xe9], "\n");
    const dir = repo({ "AGENTS.md": "Use pnpm.\n", "CLAUDE.md": latin1 });
    const r = await cli(["check", dir, ...CLAUDE, "--fix"]);
    expect(r.err).toContain("+@AGENTS.md");
    expect([...read(dir, "CLAUDE.md")]).toEqual([...latin1, ...Buffer.from("@AGENTS.md\n")]);
  });

  it("ends the lines it adds to a CR LF file with CR LF", async () => {
    const dir = repo({ "AGENTS.md": "Use pnpm.\r\n", "CLAUDE.md": "Claude only.\r\nMore.\r\n" });
    await cli(["check", dir, ...CLAUDE, "--fix"]);
    expect(read(dir, "CLAUDE.md").toString("latin1")).toBe("Claude only.\r\nMore.\r\n@AGENTS.md\r\n");
  });

  it("leaves a file over the 8 MiB read cap alone, and says why", async () => {
    // One long paragraph per line: a list of 170,000 items would take the resolver far longer to read.
    const big = `${"word ".repeat(80)}\n`.repeat(23_000);
    const dir = repo({ "AGENTS.md": "Use pnpm.\n", "CLAUDE.md": big });
    const r = await cli(["check", dir, ...CLAUDE, "--fix"]);
    expect(r.err).toMatch(/fix skipped: Import AGENTS\.md from CLAUDE\.md \(CLAUDE\.md\): it is larger than 8 MiB/);
    expect(read(dir, "CLAUDE.md").toString("utf8") === big).toBe(true);
  });
});

describe("check --fix writes only inside the folder named, and never through a link", () => {
  it("refuses a rule file hard-linked to a file outside the tree", async () => {
    const outside = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-fixsafe-out-")));
    dirs.push(outside);
    writeFileSync(join(outside, "shared.md"), "Shared rules.\n");
    const dir = repo({ "AGENTS.md": "Use pnpm.\n" });
    linkSync(join(outside, "shared.md"), join(dir, "CLAUDE.md"));
    const r = await cli(["check", dir, ...CLAUDE, "--fix"]);
    expect(r.err).toMatch(/fix skipped: Import AGENTS\.md from CLAUDE\.md \(CLAUDE\.md\): it has 2 hard links/);
    expect(readFileSync(join(outside, "shared.md"), "utf8")).toBe("Shared rules.\n");
  });

  it("in a subfolder, leaves the files above it alone", async () => {
    const dir = repo({ "AGENTS.md": "Use pnpm.\n", "CLAUDE.local.md": "Mine.\n", "sub/notes.txt": "x\n" });
    const r = await cli(["check", join(dir, "sub"), ...CLAUDE, "--fix"]);
    expect(r.err).toMatch(
      /fix skipped: Import AGENTS\.md from CLAUDE\.local\.md \(\.\.\/CLAUDE\.local\.md\): it is outside the folder being checked/,
    );
    expect(read(dir, "CLAUDE.local.md").toString()).toBe("Mine.\n");
  });

  it("skips a read-only file with a sentence, applies the others and reports them", async () => {
    const dir = repo({ "AGENTS.md": "Use pnpm.\n", "CLAUDE.md": "Claude only.\n", "docs/Agents.md": "Docs.\n" });
    chmodSync(join(dir, "CLAUDE.md"), 0o444);
    const r = await cli(["check", dir, "--agents", "codex,claude-code", "--fix", "--format", "json"]);
    expect(r.err).toMatch(/fix skipped: Import AGENTS\.md from CLAUDE\.md \(CLAUDE\.md\): it is read-only\./);
    expect(r.err).toContain("rename docs/Agents.md -> docs/AGENTS.md");
    expect(r.err).not.toMatch(/bug in Rulescope/);
    expect(read(dir, "CLAUDE.md").toString()).toBe("Claude only.\n");
    expect(read(dir, "docs/AGENTS.md").toString()).toBe("Docs.\n");
    expect(JSON.parse(r.out).notes.join(" ")).toMatch(/1 fix applied, 1 skipped\./);
  });
});

describe("check --fix-dry-run prints the plan --fix carries out", () => {
  it("plans one rename onto a name, and says the second would collide", async () => {
    const files = { "AGENTS.md": "Root.\n", "docs/Agents.md": "One.\n", "docs/AGENTS.MD": "Two.\n" };
    const agents = ["--agents", "codex", "--format", "json"];
    const dry = await cli(["check", repo(files), ...agents, "--fix-dry-run"]);
    const dir = repo(files);
    const fixed = await cli(["check", dir, ...agents, "--fix"]);
    const planned = (r: Ran) => r.err.split("\n").filter((l) => l.startsWith("rename ") || l.includes("fix skipped"));
    expect(planned(dry)).toEqual(planned(fixed));
    expect(planned(fixed)).toEqual([
      "rename docs/AGENTS.MD -> docs/AGENTS.md",
      "rulescope: fix skipped: Rename to AGENTS.md (docs/Agents.md): another fix makes docs/AGENTS.md.",
    ]);
    expect(JSON.parse(dry.out).notes.join(" ")).toMatch(/1 fix would apply \(dry run\), 1 skipped\./);
    expect(JSON.parse(fixed.out).notes.join(" ")).toMatch(/1 fix applied, 1 skipped\./);
  });
});

describe("check --fix rewrites YAML values as the parser reads them", () => {
  const dir = () =>
    repo({
      "src/a.ts": "",
      "lib/b.ts": "",
      "it's/c.ts": "",
      "b/d.ts": "",
      "a\\tb/e.ts": "",
      "c/f.ts": "",
      ".github/instructions/a.instructions.md": "---\napplyTo:\n  - src/**\n\n# frontend\n  - lib/**\ndescription: x\n---\nBody\n",
      ".cursor/rules/q.mdc": "---\nglobs: 'it''s/**, b/**' # trailing\n---\nR1\n",
      ".cursor/rules/d.mdc": '---\nglobs: "a\\\\tb/**, c/**"\n---\nR2\n',
      ".cursor/rules/g.mdc": "---\nglob: x/**\nglobs: y/**\n---\nR3\n",
    });

  it("keeps quotes, escapes, comments and the items after a blank line or a comment", async () => {
    const d = dir();
    const r = await cli(["check", d, "--agents", "copilot,cursor", "--fix"]);
    expect(r.err).not.toMatch(/fix skipped/);
    expect(read(d, ".github/instructions/a.instructions.md").toString()).toBe(
      '---\napplyTo: "src/**,lib/**"\n# frontend\ndescription: x\n---\nBody\n',
    );
    expect(read(d, ".cursor/rules/q.mdc").toString()).toBe("---\nglobs: 'it''s/**,b/**' # trailing\n---\nR1\n");
    expect(read(d, ".cursor/rules/d.mdc").toString()).toBe('---\nglobs: "a\\\\tb/**,c/**"\n---\nR2\n');
  });

  it("offers no rename onto a key the block already sets", async () => {
    const d = dir();
    // With no rename to offer, the key only adds noise and costs nothing: info, shown on request.
    const r = await cli(["check", d, "--agents", "cursor", "--fix-dry-run", "--format", "json", "--min-severity", "info"]);
    const unknown = JSON.parse(r.out).findings.find((f: { code: string; path: string }) => f.code === "frontmatter-unknown-key");
    expect(unknown.path).toBe(".cursor/rules/g.mdc");
    expect(unknown.fix).toBeUndefined();
    expect(unknown.severity).toBe("info");
    expect(unknown.explanation).toMatch(/The block sets globs: already/);
  });
});
