/**
 * The node:fs adapter must answer like memfs for the same tree: a differential test over hand-made
 * and random trees, then the parts only the real disk has (root mapping, `allow`, partial reads).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, opendirSync, realpathSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { pathToFileURL } from "node:url";
import { join as joinReal } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { ancestors, dirname, join, normalize } from "../core/paths";
import { buildMemfs } from "../fs/memfs";
import { MAX_READ_BYTES, type FsPort, type FsResult } from "../fs/port";
import type { FileEntry } from "../scenario/types";
import { readCandidate } from "../core/read";
import { memoizingFs } from "../core/shared-work";
import { nodeFs, SYSTEM_DIRS } from "./node-fs";
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
    // A listing's kinds: the same on both, and each what lstat says of the entry.
    const kinds = (port: FsPort) => {
      const r = port.entryKinds!(p);
      return r.ok ? Object.fromEntries(r.value) : { failed: r.code };
    };
    const nodeKinds = kinds(node);
    expect(nodeKinds, `entryKinds ${p}`).toEqual(kinds(mem));
    for (const [name, kind] of Object.entries(nodeKinds))
      if (name !== "failed") expect(comparable(node.lstat(join(p, name))), `lstat ${join(p, name)}`).toMatchObject({ kind });
    for (const limit of [undefined, 0, 1, 3])
      expect(comparable(node.readFile(p, limit)), `readFile ${p} limit ${limit}`).toEqual(comparable(mem.readFile(p, limit)));
    if (options.readlink && !climbsAboveRoot(p, linkTargetOf(files, p)))
      expect(comparable(node.readlink(p)), `readlink ${p}`).toEqual(comparable(mem.readlink(p)));
    for (const [port, ids] of [
      [mem, idsMem],
      [node, idsNode],
    ] as const) {
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
  "/repo/docs/team.md": { symlink: "/team/team.md" },
  "/repo/docs/up": { symlink: "../.." },
  "/repo/docs/far": { symlink: "../../../../../team" },
  "/repo/dangling.md": { symlink: "/nowhere/x.md" },
  "/repo/loop.md": { symlink: "loop.md" },
  "/repo/ping": { symlink: "pong" },
  "/repo/pong": { symlink: "ping" },
  "/repo/bin.dat": { base64: "AAECAwD/" },
  "/repo/bad.b64": { base64: "@@not base64@@" },
  "/repo/utf8.md": "naïve — ✓ \u{1F600}\n",
  "/repo/empty/": { dir: true },
  "/repo/a.md/": { dir: true },
  "/team/team.md": { content: "team\n" },
  "/team/Zeta": "",
  "/team/alpha": "",
  "/team/Éclair": "",
  "/team/_under": "",
  "/team/\u{1F600}": "",
  "/team/\uFF21": "",
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
    expect(port.readlink("/repo/docs/team.md")).toEqual({ ok: true, value: "../../team/team.md" });
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
    const relativeTarget = fc
      .tuple(climb, down)
      .map(([u, d]) => [...u, ...d].join("/"))
      .filter((t) => t !== "");
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
    expect(
      port
        .refusals()
        .map((r) => r.path)
        .sort(),
    ).toEqual(["/repo/AGENTS.md", "/repo/out", "/repo/out/secret.md"]);
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

describe("node-fs never touches what it must not", () => {
  const systemRefusal = (p: string, dir: string) => ({
    ok: false,
    code: "EREFUSED",
    message: `${p} leads into ${dir}; Rulescope never reads ${SYSTEM_DIRS.join(", ")}`,
  });

  it("refuses /proc, /sys and /dev, by path and through links, even with nothing restricted", () => {
    const dir = realpathSync(tempDir());
    symlinkSync("/proc/self/environ", joinReal(dir, "GEMINI.md"));
    symlinkSync("/proc/self", joinReal(dir, "self"));
    symlinkSync("/dev/urandom", joinReal(dir, "AGENTS.md"));
    for (const port of [nodeFs(), nodeFs({ allow: ["/"] }), nodeFs({ allow: [dir] })]) {
      for (const [p, sys] of [
        [join(dir, "GEMINI.md"), "/proc"],
        [join(dir, "self/environ"), "/proc"],
        [join(dir, "AGENTS.md"), "/dev"],
        ["/proc/self/environ", "/proc"],
        ["/sys/kernel", "/sys"],
        ["/dev/zero", "/dev"],
      ]) {
        expect(port.readFile(p), p).toEqual(systemRefusal(p, sys));
        expect(port.stat(p), p).toEqual(systemRefusal(p, sys));
      }
      expect(port.readdir("/proc"), "readdir /proc").toMatchObject({ ok: false, code: "EREFUSED" });
      expect(port.lstat("/proc/self/environ")).toMatchObject({ ok: false, code: "EREFUSED" });
      expect(port.readlink(join(dir, "self/cwd"))).toMatchObject({ ok: false, code: "EREFUSED" });
      // The link itself is in the tree: it may be seen, just not followed.
      expect(port.lstat(join(dir, "GEMINI.md"))).toMatchObject({ ok: true, value: { kind: "symlink" } });
    }
    const r = readCandidate(nodeFs({ allow: ["/"] }), join(dir, "GEMINI.md"));
    expect(r).toEqual({
      kind: "unreadable",
      path: join(dir, "GEMINI.md"),
      code: "EREFUSED",
      message: `${join(dir, "GEMINI.md")} leads into /proc; Rulescope never reads /proc, /sys, /dev`,
    });
  });

  it("never opens a FIFO, a socket or a device node, and does not block on them", async () => {
    const dir = realpathSync(tempDir());
    const fifo = spawnSync("mkfifo", [joinReal(dir, "fifo.md")]);
    const dev = spawnSync("mknod", [joinReal(dir, "dev.md"), "c", "1", "3"]); // a /dev/null twin outside /dev
    const server = createServer();
    await new Promise<void>((done) => server.listen(joinReal(dir, "sock.md"), done));
    try {
      const port = nodeFs({ root: dir });
      const made = ["/sock.md", ...(fifo.status === 0 ? ["/fifo.md"] : []), ...(dev.status === 0 ? ["/dev.md"] : [])];
      expect(made.length, "mkfifo or mknod failed here").toBeGreaterThan(1);
      for (const p of made) {
        expect(port.stat(p), p).toMatchObject({ ok: true, value: { kind: "other" } });
        expect(port.readFile(p), p).toEqual({ ok: false, code: "EIO", message: `EIO: ${p}` });
        expect(readCandidate(port, p), p).toEqual({
          kind: "not-a-file",
          path: p,
          message: `${p} is a special file (a FIFO, socket or device), not a file`,
        });
      }
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it("reads at most MAX_READ_BYTES of a 2 GB sparse file, and says the cut is Rulescope's", () => {
    const dir = realpathSync(tempDir());
    writeFileSync(joinReal(dir, "AGENTS.md"), "");
    truncateSync(joinReal(dir, "AGENTS.md"), 2 * 1024 ** 3);
    const port = nodeFs({ root: dir });
    expect(port.readFile("/AGENTS.md")).toMatchObject({ ok: true, value: { length: MAX_READ_BYTES } });
    expect(port.readFile("/AGENTS.md", 4 * MAX_READ_BYTES)).toMatchObject({ ok: true, value: { length: MAX_READ_BYTES } });
    expect(port.readFile("/AGENTS.md", 10)).toMatchObject({ ok: true, value: { length: 10 } });
    const whole = readCandidate(port, "/AGENTS.md");
    expect(whole).toMatchObject({
      kind: "file",
      size: 2 * 1024 ** 3,
      truncated: true,
      cappedByRulescope: true,
      bytes: { length: MAX_READ_BYTES },
    });
    expect(readCandidate(port, "/AGENTS.md", { limit: 100 })).toMatchObject({ kind: "file", truncated: true, cappedByRulescope: false });
  });

  it("memfs applies the same cap", () => {
    const files = { "/big.md": "y".repeat(MAX_READ_BYTES + 5) };
    const mem = buildMemfs(files).fs;
    expect(mem.readFile("/big.md")).toMatchObject({ ok: true, value: { length: MAX_READ_BYTES } });
    expect(readCandidate(mem, "/big.md")).toMatchObject({ truncated: true, cappedByRulescope: true, size: MAX_READ_BYTES + 5 });
    const { port } = onDisk(files);
    const [a, b] = [port.readFile("/big.md"), mem.readFile("/big.md")];
    expect(a.ok && b.ok && Buffer.from(a.value).equals(Buffer.from(b.value))).toBe(true);
  });

  it("inside a fence, shows only the excepted parts and refuses other files that exist", () => {
    const root = tempDir();
    writeTree(
      {
        "/proj/AGENTS.md": "@~/.ssh/id_rsa",
        "/proj/key.md": { symlink: "/home/me/.ssh/id_rsa" },
        "/home/me/.codex/AGENTS.md": "global",
        "/home/me/.ssh/id_rsa": "PRIVATE KEY",
        "/home/me/AGENTS.md": "walked up to",
      },
      root,
    );
    const reason = "is in the home folder, fenced";
    const port = nodeFs({ root, allow: ["/proj", "/home/me/.codex"], fences: [{ path: "/home/me", except: ["/home/me/.codex"], reason }] });
    expect(port.readFile("/home/me/.codex/AGENTS.md")).toMatchObject({ ok: true, value: new TextEncoder().encode("global") });
    expect(port.readdir("/home/me")).toEqual({ ok: true, value: [".codex"] });
    for (const p of ["/home/me/.ssh/id_rsa", "/home/me/.ssh", "/home/me/AGENTS.md", "/proj/key.md"]) {
      expect(port.readFile(p), p).toEqual({ ok: false, code: "EREFUSED", message: `${p} ${reason}` });
      expect(port.stat(p), p).toEqual({ ok: false, code: "EREFUSED", message: `${p} ${reason}` });
    }
    expect(port.stat("/home/me/nothing.md")).toMatchObject({ ok: false, code: "ENOENT" });
    expect(port.stat("/home/other")).toMatchObject({ ok: false, code: "ENOENT" });
    expect(port.refusals().map((r) => r.path)).toContain("/home/me/.ssh/id_rsa");
  });

  it("a memo over this port answers every probe as the port does, with a fenced home inside the tree", () => {
    const root = tempDir();
    writeTree(
      {
        "/proj/AGENTS.md": "a",
        "/proj/Docs/x.md": "x",
        "/proj/key.md": { symlink: "/home/me/.ssh/id_rsa" },
        "/home/me/.codex/AGENTS.md": "g",
        "/home/me/.ssh/id_rsa": "K",
        "/home/me/AGENTS.md": "up",
      },
      root,
    );
    const make = () =>
      nodeFs({
        root,
        allow: ["/proj", "/home/me/.codex"],
        fences: [{ path: "/home/me", except: ["/home/me/.codex"], reason: "is fenced" }],
      });
    const port = make();
    const memo = memoizingFs(make());
    for (const d of ["/", "/home", "/home/me", "/proj", "/proj/Docs"]) {
      memo.readdir(d);
      memo.entryKinds!(d);
    }
    // Above what may be read, a listing vouches for no entry's kind: lstat says what is refused.
    expect(port.entryKinds!("/home/me")).toEqual({ ok: true, value: new Map() });
    expect(port.entryKinds!("/proj")).toMatchObject({
      ok: true,
      value: new Map([
        ["AGENTS.md", "file"],
        ["Docs", "dir"],
        ["key.md", "symlink"],
      ]),
    });
    // A fence inside a visible folder: its listing vouches for the rest, never for the fenced entry.
    const open = nodeFs({ root, allow: ["/"], fences: [{ path: "/home/me", except: ["/home/me/.codex"], reason: "is fenced" }] });
    expect(open.entryKinds!("/home")).toEqual({ ok: true, value: new Map() });
    expect(open.lstat("/home/me")).toMatchObject({ ok: false, code: "EREFUSED" });
    expect(open.entryKinds!("/")).toEqual({
      ok: true,
      value: new Map([
        ["home", "dir"],
        ["proj", "dir"],
      ]),
    });
    expect(open.entryKinds!("/proj")).toEqual({
      ok: true,
      value: new Map([
        ["AGENTS.md", "file"],
        ["Docs", "dir"],
        ["key.md", "symlink"],
      ]),
    });
    const probes = [
      "/proj/AGENTS.md",
      "/proj/Docs",
      "/proj/Docs/x.md",
      "/proj/CLAUDE.md",
      "/proj/docs",
      "/proj/docs/x.md",
      "/proj/.claude/rules",
      "/proj/key.md",
      "/home/me/AGENTS.md",
      "/home/me/.ssh",
      "/home/me/.codex",
      "/home/me/nothing.md",
      "/home/other",
    ];
    for (const p of probes)
      for (const op of ["lstat", "stat", "readFile", "readdir", "realpath"] as const)
        expect((memo[op] as (p: string) => unknown)(p), `${op} ${p}`).toEqual((port[op] as (p: string) => unknown)(p));
  });
});

/** Runs the adapter as `nobody` (uid 65534), for whom chmod 000 holds; null when that is not possible. */
function asNobody(script: string, dir: string): string | null {
  const repo = joinReal(import.meta.dirname, "..", "..");
  const url = (p: string) => JSON.stringify(pathToFileURL(joinReal(repo, p)).href);
  const code = `import { nodeFs } from ${url("lib/cli/node-fs.ts")}; import { readCandidate } from ${url("lib/core/read.ts")};
const port = nodeFs({ root: ${JSON.stringify(dir)} }); const out = {}; ${script}; process.stdout.write(JSON.stringify(out));`;
  const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: repo,
    uid: 65534,
    gid: 65534,
    encoding: "utf8",
    timeout: 60_000,
  });
  return r.status === 0 ? r.stdout : null;
}

describe.runIf(process.getuid?.() === 0)("chmod 000 (run as nobody: root reads through it)", () => {
  it("a file and a folder give 'permission denied', not 'missing'", () => {
    const dir = tempDir();
    chmodSync(dir, 0o755);
    writeFileSync(joinReal(dir, "AGENTS.md"), "secret");
    mkdirSync(joinReal(dir, "locked"));
    writeFileSync(joinReal(dir, "locked", "AGENTS.md"), "inner");
    chmodSync(joinReal(dir, "AGENTS.md"), 0);
    chmodSync(joinReal(dir, "locked"), 0);
    try {
      const out = asNobody(
        `out.file = readCandidate(port, "/AGENTS.md"); out.inner = readCandidate(port, "/locked/AGENTS.md"); out.list = port.readdir("/locked");`,
        dir,
      );
      expect(out, "could not run a child as nobody").not.toBeNull();
      const r = JSON.parse(out!) as Record<string, unknown>;
      expect(r.file).toEqual({
        kind: "unreadable",
        path: "/AGENTS.md",
        code: "EACCES",
        message: "/AGENTS.md cannot be read (permission denied)",
      });
      expect(r.inner).toEqual({
        kind: "unreadable",
        path: "/locked/AGENTS.md",
        code: "EACCES",
        message: "/locked/AGENTS.md cannot be read (permission denied)",
      });
      expect(r.list).toEqual({ ok: false, code: "EACCES", message: "EACCES: /locked" });
    } finally {
      chmodSync(joinReal(dir, "locked"), 0o755);
    }
  });
});

describe("the disk's own listing order (FsPort.listingOrder)", () => {
  /** The folder as the disk lists it, read here without the port: opendir, unsorted. */
  const rawNames = (real: string) => {
    const names: string[] = [];
    const d = opendirSync(real);
    for (let e = d.readSync(); e !== null; e = d.readSync()) names.push(e.name);
    d.closeSync();
    return names;
  };

  it("lists readdir's names in the order the disk gives them, and only the visible ones", () => {
    const names = ["zeta.md", "a.md", "10.md", "2.md", "ünï.md", "b.md", "Q.md", "sub"];
    const files = Object.fromEntries(names.map((n) => [`/work/proj/.claude/rules/${n}`, n === "sub" ? { dir: true } : n] as const));
    const root = tempDir();
    writeTree({ ...files, "/work/other/x.md": "x" }, root);
    const port = nodeFs({ root });
    const listed = port.listingOrder!("/work/proj/.claude/rules");
    expect(listed).toEqual({ ok: true, value: rawNames(joinReal(root, "work/proj/.claude/rules")) });
    expect(listed.ok && [...listed.value].sort()).toEqual(port.readdir("/work/proj/.claude/rules").ok && [...names].sort());
    // Above an allowed subtree only the way down is listed, in either order.
    const narrow = nodeFs({ root, allow: ["/work/proj"] });
    expect(narrow.listingOrder!("/work")).toEqual({ ok: true, value: ["proj"] });
    expect(narrow.listingOrder!("/work/missing")).toMatchObject({ ok: false, code: "ENOENT" });
  });

  it("is left out when the port is made without it, which then lists as memfs does", () => {
    const { dir } = onDisk({ "/r/b.md": "b", "/r/a.md": "a" });
    expect(nodeFs({ root: dir, listingOrder: false }).listingOrder).toBeUndefined();
  });
});
