import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FileEntry } from "../scenario/types";
import { dirname } from "../core/paths";
import { buildMemfs } from "./memfs";
import { changedKeys, IncrementalMemfs, sameEntry } from "./memfs-incremental";
import type { FsPort } from "./port";

/** Every answer the port gives for `paths`, with node ids replaced by the order they were first seen. */
function snapshot(fs: FsPort, paths: string[]) {
  const ids = new Map<string, number>();
  const id = (v: string) => {
    if (!ids.has(v)) ids.set(v, ids.size);
    return ids.get(v);
  };
  const stat = (r: ReturnType<FsPort["stat"]>) => (r.ok ? { ...r.value, id: id(r.value.id) } : r);
  return paths.map((p) => ({
    p,
    lstat: stat(fs.lstat(p)),
    stat: stat(fs.stat(p)),
    read: ((r) => (r.ok ? Array.from(r.value) : r))(fs.readFile(p)),
    readdir: fs.readdir(p),
    readlink: fs.readlink(p),
    realpath: fs.realpath(p),
    exists: fs.exists(p),
  }));
}

/** The paths worth probing: every key, every folder above one, every listed child, and a few misses. */
function probePaths(files: Record<string, FileEntry>, fs: FsPort): string[] {
  const out = new Set<string>(["/", "/missing", "/a/missing"]);
  for (const k of Object.keys(files))
    for (let d = k; ; d = dirname(d)) {
      out.add(d);
      if (d === "/") break;
    }
  for (const p of [...out]) {
    const r = fs.readdir(p);
    if (r.ok) for (const n of r.value) out.add(p === "/" ? `/${n}` : `${p}/${n}`);
  }
  return [...out].sort();
}

function expectSameAsFresh(inc: { fs: FsPort; problems: unknown[] }, files: Record<string, FileEntry>) {
  const fresh = buildMemfs(files);
  expect(inc.problems).toEqual(fresh.problems);
  const paths = [...new Set([...probePaths(files, fresh.fs), ...probePaths(files, inc.fs)])].sort();
  expect(snapshot(inc.fs, paths)).toEqual(snapshot(fresh.fs, paths));
}

// A small name space so edits collide: files become folders, folders empty out, links dangle.
const segment = fc.constantFrom("a", "b", "c", "d.md");
const path = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => "/" + s.join("/"));
const oddPath = fc.constantFrom("/a//b", "/a/", "/");
const entry: fc.Arbitrary<FileEntry> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 6 }).map((content) => ({ content })) },
  { weight: 1, arbitrary: fc.constantFrom({ base64: "AAEC" }, { base64: "%%%" }, { base64: "aGk=" }) },
  { weight: 2, arbitrary: fc.constant({ dir: true as const }) },
  { weight: 1, arbitrary: path.map((symlink) => ({ symlink })) },
  { weight: 1, arbitrary: fc.constantFrom({ content: "x", unreadable: true as const }, { dir: true as const, unreadable: true as const }) },
);
type Op = { set: string; entry: FileEntry } | { del: number };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ set: path, entry }) },
  { weight: 1, arbitrary: fc.record({ set: oddPath, entry }) },
  { weight: 4, arbitrary: fc.record({ del: fc.nat() }) },
);

function applyOp(files: Record<string, FileEntry>, o: Op): Record<string, FileEntry> {
  const next = { ...files };
  if ("set" in o) next[o.set] = o.entry;
  else {
    const keys = Object.keys(next);
    if (keys.length > 0) delete next[keys[o.del % keys.length]];
  }
  return next;
}

describe("IncrementalMemfs answers exactly like a fresh buildMemfs", () => {
  it("for random edit sequences (with and without a list of changed keys)", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), fc.array(op, { minLength: 1, maxLength: 25 }), fc.boolean(), (start, edits, hinted) => {
        let files = start.reduce(applyOp, {} as Record<string, FileEntry>);
        const inc = new IncrementalMemfs();
        expectSameAsFresh(inc.update(files), files);
        for (const o of edits) {
          const next = applyOp(files, o);
          const tree = hinted ? inc.update(next, changedKeys(files, next)) : inc.update(next);
          expectSameAsFresh(tree, next);
          files = next;
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  // The preview's worker changes its one map in place and passes what the changed keys held before,
  // gathered over several edits when requests skipped the tree.
  it("for random edits made in place, in batches, with what the changed keys held before", () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 12 }),
        fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 10 }),
        (start, batches) => {
          const files = start.reduce(applyOp, {} as Record<string, FileEntry>);
          const inc = new IncrementalMemfs();
          inc.update(files);
          for (const batch of batches) {
            const before = new Map<string, FileEntry | undefined>();
            for (const o of batch) {
              const next = applyOp(files, o);
              // The changed keys, found here by comparing values, not by the module's own changedKeys.
              const changed = new Set(
                [...Object.keys(files), ...Object.keys(next)].filter(
                  (k) => files[k] !== next[k] || Object.hasOwn(files, k) !== Object.hasOwn(next, k),
                ),
              );
              for (const k of changed) if (!before.has(k)) before.set(k, Object.hasOwn(files, k) ? files[k] : undefined);
              for (const k of Object.keys(files)) if (!Object.hasOwn(next, k)) delete files[k];
              Object.assign(files, next);
            }
            expectSameAsFresh(inc.update(files, undefined, before), files);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);

  it("rebuilds when handed its own map changed in place without what it held before", () => {
    const files: Record<string, FileEntry> = { "/a/x.md": "one" };
    const inc = new IncrementalMemfs();
    inc.update(files);
    files["/a/x.md"] = "two";
    const tree = inc.update(files);
    expect(tree.rebuilt).toBe(true);
    expectSameAsFresh(tree, files);
    // Nothing listed as changed: nothing to do, no rebuild.
    expect(inc.update(files, []).rebuilt).toBe(false);
  });

  it("for edit sequences over plain files and folders only (the fast path)", () => {
    const plain = fc.oneof(
      { weight: 5, arbitrary: fc.string({ maxLength: 6 }) as fc.Arbitrary<FileEntry> },
      { weight: 1, arbitrary: fc.constant<FileEntry>({ dir: true }) },
    );
    const plainOp: fc.Arbitrary<Op> = fc.oneof(
      { weight: 3, arbitrary: fc.record({ set: path, entry: plain }) },
      { weight: 2, arbitrary: fc.record({ del: fc.nat() }) },
    );
    let fast = 0;
    fc.assert(
      fc.property(fc.array(plainOp, { maxLength: 10 }), fc.array(plainOp, { minLength: 1, maxLength: 25 }), (start, edits) => {
        let files = start.reduce(applyOp, {} as Record<string, FileEntry>);
        const inc = new IncrementalMemfs();
        inc.update(files);
        for (const o of edits) {
          const next = applyOp(files, o);
          const tree = inc.update(next);
          if (!tree.rebuilt) fast++;
          expectSameAsFresh(tree, next);
          files = next;
        }
      }),
      { numRuns: 150 },
    );
    // Most edits of a conflict-free tree must not rebuild it (else this is just buildMemfs).
    expect(fast).toBeGreaterThan(500);
  }, 120_000);
});

describe("IncrementalMemfs fast path", () => {
  const base: Record<string, FileEntry> = {
    "/repo/AGENTS.md": "root rules",
    "/repo/src/a.ts": "a",
    "/repo/src/deep/b.ts": "b",
    "/repo/empty": { dir: true },
  };

  it("writes only the edited file and keeps the same tree", () => {
    const inc = new IncrementalMemfs();
    const first = inc.update(base);
    expect(first.rebuilt).toBe(true);
    const next = { ...base, "/repo/AGENTS.md": "new rules" };
    const r = inc.update(next);
    expect(r).toMatchObject({ rebuilt: false, applied: 1 });
    expect(r.fs).toBe(first.fs);
    const read = r.fs.readFile("/repo/AGENTS.md");
    expect(read.ok && new TextDecoder().decode(read.value)).toBe("new rules");
    expectSameAsFresh(r, next);
  });

  it("prunes folders that only a deleted file implied, keeps named ones", () => {
    const inc = new IncrementalMemfs();
    inc.update(base);
    const { "/repo/src/deep/b.ts": _gone, ...next } = base;
    const r = inc.update(next);
    expect(r.rebuilt).toBe(false);
    expect(r.fs.exists("/repo/src/deep")).toBe(false);
    expect(r.fs.exists("/repo/src")).toBe(true);
    expectSameAsFresh(r, next);
  });

  it("unchanged maps cost nothing; identical values are not compared by content", () => {
    const inc = new IncrementalMemfs();
    inc.update(base);
    expect(inc.update({ ...base })).toMatchObject({ rebuilt: false, applied: 0 });
    expect(changedKeys(base, { ...base, "/repo/src/a.ts": "a" })).toEqual(new Set());
    expect(changedKeys(base, { ...base, "/x": "x" })).toEqual(new Set(["/x"]));
  });

  it("falls back to a full build for conflicts and symlinks, and says why", () => {
    const inc = new IncrementalMemfs();
    inc.update(base);
    const conflict = { ...base, "/repo/AGENTS.md/child": "x" };
    const r = inc.update(conflict);
    expect(r.rebuilt).toBe(true);
    expect(r.problems.map((p) => p.path)).toEqual(["/repo/AGENTS.md/child"]);
    expectSameAsFresh(r, conflict);
    const linked = { ...base, "/repo/link": { symlink: "/repo/src" } };
    expect(inc.update(linked).rebuilt).toBe(true);
    expect(inc.update({ ...linked, "/repo/src/a.ts": "edited" }).rebuilt).toBe(false);
    expect(inc.update({ ...linked, "/repo/src/new.ts": "added" })).toMatchObject({
      rebuilt: true,
      reason: "files added or removed in a tree with symlinks",
    });
  });

  it("sameEntry: a string and {content} with the same text are the same file", () => {
    expect(sameEntry("x", { content: "x" })).toBe(true);
    expect(sameEntry("", {})).toBe(true);
    expect(sameEntry("x", { content: "x", unreadable: true })).toBe(false);
    expect(sameEntry({ dir: true }, { dir: true })).toBe(true);
    expect(sameEntry({ symlink: "/a" }, { symlink: "/b" })).toBe(false);
  });
});
