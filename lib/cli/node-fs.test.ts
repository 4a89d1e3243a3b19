/**
 * The node:fs adapter must answer like memfs for the same tree: a differential test over hand-made
 * and random trees, then the parts only the real disk has (root mapping, `allow`, partial reads).
 */
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as joinReal } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { ancestors, dirname, join, normalize } from "../core/paths";
import { buildMemfs } from "../fs/memfs";
import type { FsPort, FsResult } from "../fs/port";
import type { FileEntry } from "../scenario/types";
import { nodeFs } from "./node-fs";
import { climbsAboveRoot, removeTree, writeTree, type WriteTreeOptions } from "./write-tree";

const made: string[] = [];
afterEach(() => {
  while (made.length) removeTree(made.pop()!);
});

function tempDir(): string {
  const d = mkdtempSync(joinReal(tmpdir(), "rulescope-nodefs-"));
  made.push(d);
  return d;
}

function onDisk(files: Record<string, FileEntry>, options?: WriteTreeOptions): { port: FsPort; dir: string } {
  const dir = tempDir();
  const written = writeTree(files, dir, options);
  // The same entries are skipped (the order of the reports may differ: memfs notices some later).
  const paths = (ps: { path: string }[]) => ps.map((p) => p.path).sort();
  expect(paths(written.problems)).toEqual(paths(buildMemfs(files).problems));
  return { port: nodeFs({ root: dir }), dir };
}

/** Results without the node ids (they differ between adapters; their equalities are checked apart). */
function comparable<T>(r: FsResult<T>): unknown {
  if (!r.ok) return { code: r.code, message: r.message };
  const v = r.value as unknown;
  if (v instanceof Uint8Array) return { bytes: [...v] };
  if (v && typeof v === "object" && "id" in v) {
    const { kind, size } = v as unknown as { kind: string; size: number };
    return { kind, size };
  }
  return v;
}

/** Every path worth asking about: the entries, their parents, and paths through and beside them. */
function probes(files: Record<string, FileEntry>): string[] {
  const out = new Set<string>(["/", "/nope", "/nope/deeper"]);
  for (const p of Object.keys(files)) {
    for (const a of ancestors(p)) out.add(a);
    out.add(join(p, "child"));
    out.add(join(dirname(p), "missing.md"));
  }
  return [...out].sort();
}

/** The stored target of the link entry at `p`, or "" (readlink of a clamped link differs by design). */
function linkTargetOf(files: Record<string, FileEntry>, p: string): string {
  const hit = Object.entries(files).find(([k]) => normalize(k) === p)?.[1];
  return typeof hit === "object" && hit.symlink !== undefined ? hit.symlink : "";
}

function expectSameAnswers(files: Record<string, FileEntry>, options: { readlink: boolean }, node: FsPort): void {
  const mem = buildMemfs(files).fs;
  const idsMem = new Map<string, string[]>();
  const idsNode = new Map<string, string[]>();
  for (const p of probes(files)) {
    const ml = mem.lstat(p);
    const nl = node.lstat(p);
    // A link's own size is its target string's length, and writing a tree under a temp root rewrites
    // targets (relative, or prefixed), so sizes of links are compared in their own tests, not here.
    const isLink = ml.ok && ml.value.kind === "symlink";
    const linkless = (r: typeof ml) => (isLink ? { ...(comparable(r) as object), size: 0 } : comparable(r));
    expect(linkless(nl), `lstat ${p}`).toEqual(linkless(ml));
    expect(comparable(node.stat(p)), `stat ${p}`).toEqual(comparable(mem.stat(p)));
    expect(comparable(node.readdir(p)), `readdir ${p}`).toEqual(comparable(mem.readdir(p)));
    expect(comparable(node.realpath(p)), `realpath ${p}`).toEqual(comparable(mem.realpath(p)));
    expect(node.exists(p), `exists ${p}`).toBe(mem.exists(p));
    for (const limit of [undefined, 0, 1, 3])
      expect(comparable(node.readFile(p, limit)), `readFile ${p} limit ${limit}`).toEqual(comparable(mem.readFile(p, limit)));
    if (options.readlink && !climbsAboveRoot(p, linkTargetOf(files, p))) expect(comparable(node.readlink(p)), `readlink ${p}`).toEqual(comparable(mem.readlink(p)));
    for (const [port, ids] of [[mem, idsMem], [node, idsNode]] as const) {
      const s = port.stat(p);
      if (s.ok) ids.set(s.value.id, [...(ids.get(s.value.id) ?? []), p]);
    }
  }
  // Two paths reach the same node on one adapter exactly when they do on the other.
  const groups = (m: Map<string, string[]>) => [...m.values()].map((g) => g.join("|")).sort();
  expect(groups(idsNode)).toEqual(groups(idsMem));
}

const TREE: Record<string, FileEntry> = {
  "/repo/.git": { dir: true },
  "/repo/AGENTS.md": "# Rules\n- one\n",
  "/repo/CLAUDE.md": { symlink: "AGENTS.md" },
  "/repo/docs/team.md": { symlink: "/shared/team.md" },
  "/repo/docs/up": { symlink: "../.." },
  "/repo/docs/far": { symlink: "../../../../../shared" },
  "/repo/dangling.md": { symlink: "/nowhere/x.md" },
  "/repo/loop.md": { symlink: "loop.md" },
  "/repo/ping": { symlink: "pong" },
  "/repo/pong": { symlink: "ping" },
  "/repo/bin.dat": { base64: "AAECAwD/" },
  "/repo/bad.b64": { base64: "@@not base64@@" },
  "/repo/utf8.md": "naïve — ✓ \u{1F600}\n",
  "/repo/empty/": { dir: true },
  "/repo/a.md/": { dir: true },
  "/shared/team.md": { content: "team\n" },
  "/shared/Zeta": "",
  "/shared/alpha": "",
  "/shared/Éclair": "",
  "/shared/_under": "",
  "/shared/\u{1F600}": "",
  "/shared/\uFF21": "",
  "/file-then-dir": "plain",
  "/file-then-dir/child": "cannot exist",
};

describe("node-fs answers like memfs", () => {
  it("on a tree with links, loops, dangling links, binary and odd names (absolute links)", () => {
    const { port } = onDisk(TREE, { links: "absolute" });
    expectSameAnswers(TREE, { readlink: true }, port);
  });

  it("on the same tree written with relative links (readlink then shows the relative form)", () => {
    const { port } = onDisk(TREE);
    expectSameAnswers(TREE, { readlink: false }, port);
    expect(port.readlink("/repo/docs/team.md")).toEqual({ ok: true, value: "../../shared/team.md" });
    expect(port.readlink("/repo/CLAUDE.md")).toEqual({ ok: true, value: "AGENTS.md" });
  });

  it("reports a link's own size as its target's length, as the port contract says", () => {
    const { port } = onDisk({ "/a/l": { symlink: "/a/target.md" }, "/a/target.md": "x" }, { links: "absolute" });
    expect(port.lstat("/a/l")).toMatchObject({ ok: true, value: { kind: "symlink", size: "/a/target.md".length } });
  });

  it("on random trees", () => {
    const name = fc.constantFrom("a", "b", "AGENTS.md", "CLAUDE.md", ".x", "B");
    const absPath = fc.array(name, { minLength: 1, maxLength: 3 }).map((s) => "/" + s.join("/"));
    // Relative targets climb first, then name entries. A ".." after a name ("b/..") is left out on
    // purpose: memfs resolves it lexically, the OS physically (through b), a known memfs deviation.
    const climb = fc.array(fc.constantFrom("..", "."), { maxLength: 3 });
    const down = fc.array(name, { maxLength: 2 });
    const relativeTarget = fc.tuple(climb, down).map(([u, d]) => [...u, ...d].join("/")).filter((t) => t !== "");
    const target = fc.oneof(absPath, relativeTarget);
    const entry: fc.Arbitrary<FileEntry> = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.record({ dir: fc.constant(true as const) }),
      fc.record({ symlink: target }),
      fc.record({ base64: fc.base64String({ maxLength: 8 }) }),
    );
    fc.assert(
      fc.property(fc.dictionary(absPath, entry, { maxKeys: 8 }), fc.constantFrom("absolute", "relative" as const), (files, links) => {
        const { port, dir } = onDisk(files, { links });
        try {
          expectSameAnswers(files, { readlink: links === "absolute" }, port);
        } finally {
          removeTree(dir);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("node-fs on the real disk", () => {
  it("reads only the first `limit` bytes, and whole bytes of a fractional or negative limit", () => {
    const { port } = onDisk({ "/big.md": "x".repeat(100_000) + "END" });
    const head = port.readFile("/big.md", 10);
    expect(head.ok && head.value.length).toBe(10);
    const all = port.readFile("/big.md");
    expect(all.ok && new TextDecoder().decode(all.value.slice(-3))).toBe("END");
    expect(port.readFile("/big.md", 2.7)).toMatchObject({ ok: true, value: new Uint8Array([120, 120]) });
    expect(port.readFile("/big.md", -5)).toMatchObject({ ok: true, value: new Uint8Array(0) });
  });

  it("refuses a link that escapes the root, saying why; never reads its target", () => {
    const outside = tempDir();
    writeFileSync(joinReal(outside, "secret.md"), "secret");
    const root = tempDir();
    mkdirSync(joinReal(root, "repo"));
    symlinkSync(joinReal(outside, "secret.md"), joinReal(root, "repo", "AGENTS.md"));
    symlinkSync(outside, joinReal(root, "repo", "out"));
    const port = nodeFs({ root });
    expect(port.lstat("/repo/AGENTS.md")).toMatchObject({ ok: true, value: { kind: "symlink" } });
    for (const p of ["/repo/AGENTS.md", "/repo/out", "/repo/out/secret.md"]) {
      const refused = { ok: false, code: "EREFUSED", message: `${p} points outside the checked tree; Rulescope does not read it` };
      expect(port.stat(p), p).toEqual(refused);
      expect(port.readFile(p), p).toEqual(refused);
      expect(port.realpath(p), p).toEqual(refused);
    }
    expect(port.lstat("/repo/out/secret.md")).toMatchObject({ ok: false, code: "EREFUSED" });
    expect(port.readdir("/repo/out")).toMatchObject({ ok: false, code: "EREFUSED" });
    // Only what exists is refused: a missing name behind the same link is simply missing.
    expect(port.lstat("/repo/out/nothing.md")).toMatchObject({ ok: false, code: "ENOENT" });
    expect(port.stat("/repo/out/nothing.md")).toMatchObject({ ok: false, code: "ENOENT" });
    expect(port.refusals().map((r) => r.path).sort()).toEqual(["/repo/AGENTS.md", "/repo/out", "/repo/out/secret.md"]);
    // The stored target is outside the root, so there is no virtual path for it: shown as stored.
    expect(port.readlink("/repo/AGENTS.md")).toEqual({ ok: true, value: realpathSync(joinReal(outside, "secret.md")) });
  });

  it("shows only allowed subtrees, and the directories on the way down to them", () => {
    const root = tempDir();
    writeTree(
      {
        "/AGENTS.md": "above everything",
        "/work/AGENTS.md": "parent of the project",
        "/work/other/AGENTS.md": "a sibling project",
        "/work/proj/AGENTS.md": "project",
        "/work/proj/link-out.md": { symlink: "/work/other/AGENTS.md" },
        "/work/proj/link-home.md": { symlink: "/home/me/.config/x.md" },
        "/home/me/.config/x.md": "global",
        "/home/other/x.md": "someone else",
      },
      root,
    );
    const port = nodeFs({ root, allow: ["/work/proj", "/home/me"] });
    expect(port.readdir("/")).toEqual({ ok: true, value: ["home", "work"] });
    expect(port.readdir("/work")).toEqual({ ok: true, value: ["proj"] });
    expect(port.readdir("/home")).toEqual({ ok: true, value: ["me"] });
    expect(port.stat("/work")).toMatchObject({ ok: true, value: { kind: "dir" } });
    // Outside the allowed subtrees a path is missing; a visible link that leads there is refused.
    for (const p of ["/AGENTS.md", "/work/AGENTS.md", "/work/other/AGENTS.md", "/work/other", "/home/other/x.md"]) {
      expect(port.stat(p), p).toMatchObject({ ok: false, code: "ENOENT" });
      expect(port.readFile(p), p).toMatchObject({ ok: false, code: "ENOENT" });
      expect(port.exists(p), p).toBe(false);
    }
    expect(port.readFile("/work/proj/link-out.md")).toMatchObject({ ok: false, code: "EREFUSED" });
    expect(port.exists("/work/proj/link-out.md")).toBe(false);
    expect(port.lstat("/work/AGENTS.md")).toMatchObject({ ok: false, code: "ENOENT" });
    expect(port.readlink("/work/other/AGENTS.md")).toMatchObject({ ok: false, code: "ENOENT" });
    const text = (p: string) => {
      const r = port.readFile(p);
      return r.ok ? new TextDecoder().decode(r.value) : r.code;
    };
    expect(text("/work/proj/AGENTS.md")).toBe("project");
    expect(text("/work/proj/link-home.md")).toBe("global");
    expect(port.realpath("/work/proj/link-home.md")).toEqual({ ok: true, value: "/home/me/.config/x.md" });
    expect(text("/home/me/.config/x.md")).toBe("global");
  });

  it("maps an allowed subtree reached through a link on the way down", () => {
    const root = tempDir();
    writeTree({ "/data/me/rules.md": "mine", "/data/you/rules.md": "yours", "/home/me": { symlink: "/data/me" } }, root);
    const port = nodeFs({ root, allow: ["/home/me"] });
    expect(port.readFile("/home/me/rules.md")).toMatchObject({ ok: true, value: new TextEncoder().encode("mine") });
    expect(port.realpath("/home/me/rules.md")).toEqual({ ok: true, value: "/data/me/rules.md" });
    expect(port.readFile("/data/you/rules.md")).toMatchObject({ ok: false, code: "ENOENT" });
  });

  it("uses real paths unchanged when there is no root", () => {
    const dir = tempDir();
    writeFileSync(joinReal(dir, "AGENTS.md"), "real");
    const port = nodeFs();
    const real = realpathSync(dir);
    expect(port.readdir(real)).toEqual({ ok: true, value: ["AGENTS.md"] });
    expect(port.realpath(join(real, "AGENTS.md"))).toEqual({ ok: true, value: join(real, "AGENTS.md") });
  });

  it("refuses a root that does not exist, with a sentence", () => {
    expect(() => nodeFs({ root: "/definitely/not/here" })).toThrow(/does not exist/);
  });
});
