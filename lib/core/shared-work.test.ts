import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import type { FsPort } from "../fs/port";
import type { Step } from "../types";
import { memoizingFs, SharedWork } from "./shared-work";
import { recallWalk, tracingFs, untracedFs } from "./tracing-fs";

/** A port that counts the questions it is asked. */
function counted(fs: FsPort): { fs: FsPort; asked: string[] } {
  const asked: string[] = [];
  const wrap = <K extends keyof FsPort>(k: K) =>
    ((...a: unknown[]) => (asked.push(`${k} ${a.join(" ")}`), (fs[k] as (...x: unknown[]) => unknown)(...a))) as FsPort[K];
  return {
    asked,
    fs: {
      lstat: wrap("lstat"),
      stat: wrap("stat"),
      readFile: wrap("readFile"),
      readdir: wrap("readdir"),
      readlink: wrap("readlink"),
      realpath: wrap("realpath"),
      exists: wrap("exists"),
    },
  };
}

describe("memoizingFs", () => {
  const tree = buildMemfs({ "/r/a.md": "abcdef", "/r/l": { symlink: "a.md" } });

  it("asks the inner port once per question, and tells reads with different limits apart", () => {
    const inner = counted(tree.fs);
    const fs = memoizingFs(inner.fs);
    for (let i = 0; i < 3; i++) {
      fs.stat("/r/a.md");
      fs.lstat("/r/l");
      fs.readdir("/r");
      fs.realpath("/r/l");
      fs.readlink("/r/l");
      fs.exists("/r/a.md");
    }
    const whole = fs.readFile("/r/a.md");
    const two = fs.readFile("/r/a.md", 2);
    expect(whole.ok && new TextDecoder().decode(whole.value)).toBe("abcdef");
    expect(two.ok && new TextDecoder().decode(two.value)).toBe("ab");
    expect(fs.readFile("/r/missing")).toMatchObject({ ok: false, code: "ENOENT" });
    expect(inner.asked).toEqual([
      "stat /r/a.md",
      "lstat /r/l",
      "readdir /r",
      "realpath /r/l",
      "readlink /r/l",
      "readFile /r/a.md ",
      "readFile /r/a.md 2",
      "readFile /r/missing ",
    ]);
  });

  it("hands out copies or frozen listings: changing one answer does not change the next", () => {
    const fs = memoizingFs(tree.fs);
    const names = fs.readdir("/r");
    expect(() => names.ok && names.value.reverse()).toThrow(TypeError);
    const bytes = fs.readFile("/r/a.md");
    if (bytes.ok) bytes.value.fill(0);
    expect(fs.readdir("/r")).toEqual({ ok: true, value: ["a.md", "l"] });
    const again = fs.readFile("/r/a.md");
    expect(again.ok && new TextDecoder().decode(again.value)).toBe("abcdef");
  });
});

describe("memoizingFs answers from what it already knows", () => {
  const files = { "/r/CLAUDE.md": "x", "/r/Notes.md": "n", "/r/sub/a.md": "a", "/r/link.md": { symlink: "CLAUDE.md" }, "/out/b.md": "b" };
  const ops = ["lstat", "stat", "readFile", "readdir", "readlink", "realpath"] as const;
  const ask = (fs: FsPort, op: (typeof ops)[number], p: string) => (fs[op] as (p: string) => unknown)(p);

  it("a name left out of a whole listing, or below one, is missing with no question, exactly as the port would say", () => {
    const tree = buildMemfs(files);
    const inner = counted(tree.fs);
    const fs = memoizingFs({ ...inner.fs, listsWhole: (d) => d === "/r" || d.startsWith("/r/") });
    fs.readdir("/r");
    fs.readdir("/r/sub");
    const absent = ["/r/AGENTS.md", "/r/.claude", "/r/.claude/rules", "/r/.claude/rules/x.md", "/r/sub/CLAUDE.md"];
    for (const p of absent) for (const op of ops) expect(ask(fs, op, p)).toEqual(ask(tree.fs, op, p));
    expect(inner.asked).toEqual(["readdir /r", "readdir /r/sub"]);
  });

  it("asks the port where a listing cannot tell: another case, a folder the port lists in part, below a file, an unlisted folder", () => {
    const tree = buildMemfs(files);
    const inner = counted(tree.fs);
    const fs = memoizingFs({ ...inner.fs, listsWhole: (d) => d === "/r" || d.startsWith("/r/") });
    fs.readdir("/r");
    fs.readdir("/out");
    const asked = ["/r/notes.md", "/out/AGENTS.md", "/r/Notes.md/x", "/r/sub/x.md", "/r/./AGENTS.md"];
    for (const p of asked) expect(fs.lstat(p)).toEqual(tree.fs.lstat(p));
    expect(inner.asked).toEqual(["readdir /r", "readdir /out", ...asked.map((p) => `lstat ${p}`)]);
  });

  it("stat of a path lstat saw as no link is lstat's answer; a link's stat is asked", () => {
    const tree = buildMemfs(files);
    const inner = counted(tree.fs);
    const fs = memoizingFs(inner.fs);
    for (const p of ["/r/CLAUDE.md", "/r/sub", "/r/link.md"]) {
      fs.lstat(p);
      expect(fs.stat(p)).toEqual(tree.fs.stat(p));
    }
    expect(inner.asked).toEqual(["lstat /r/CLAUDE.md", "lstat /r/sub", "lstat /r/link.md", "stat /r/link.md"]);
  });

  it("after a listing's kinds, lstat, stat and realpath of its entries need no question until a size or an identity is read", () => {
    const tree = buildMemfs(files);
    const inner = counted(tree.fs);
    const fs = memoizingFs({ ...inner.fs, entryKinds: (d) => (inner.asked.push(`entryKinds ${d}`), tree.fs.entryKinds!(d)) });
    fs.readdir("/r");
    expect(fs.entryKinds!("/r")).toEqual(tree.fs.entryKinds!("/r"));
    fs.realpath("/r");
    inner.asked.length = 0;
    const kind = (r: ReturnType<FsPort["lstat"]>) => (r.ok ? r.value.kind : r.code);
    for (const p of ["/r/CLAUDE.md", "/r/sub", "/r/Notes.md"]) {
      expect(kind(fs.lstat(p))).toBe(kind(tree.fs.lstat(p)));
      expect(kind(fs.stat(p))).toBe(kind(tree.fs.stat(p)));
      expect(fs.realpath(p)).toEqual(tree.fs.realpath(p));
    }
    expect(inner.asked).toEqual([]);
    // The whole answer, size and identity too, once they are read: one lstat each.
    for (const p of ["/r/CLAUDE.md", "/r/sub"]) {
      expect(fs.stat(p)).toEqual(tree.fs.stat(p));
      expect(fs.lstat(p)).toEqual(tree.fs.lstat(p));
    }
    expect(inner.asked).toEqual(["lstat /r/CLAUDE.md", "lstat /r/sub"]);
    // A link the listing names is asked as before.
    expect(fs.stat("/r/link.md")).toEqual(tree.fs.stat("/r/link.md"));
    expect(inner.asked.at(-1)).toBe("stat /r/link.md");
  });
});

describe("SharedWork.recall through traced ports", () => {
  it("walks once; a later run's trace gets the same probe steps, a run without sharing walks itself", () => {
    const shared = new SharedWork(tree0());
    const walk = (fs: FsPort) => recallWalk(fs, "k", () => fs.readdir("/r").ok && fs.stat("/r/a.md").ok);
    const first: Step[] = [];
    const second: Step[] = [];
    const alone: Step[] = [];
    expect(walk(tracingFs(shared.fs, first, { shared }))).toBe(true);
    expect(walk(tracingFs(shared.fs, second, { shared }))).toBe(true);
    expect(walk(tracingFs(shared.fs, alone))).toBe(true);
    expect(first.map((s) => s.op)).toEqual(["readdir", "stat"]);
    expect(second).toEqual(first);
    expect(alone).toEqual(first);
  });

  it("a walk first made by an untraced run is made again for a traced one, whose steps later runs get", () => {
    const shared = new SharedWork(tree0());
    const walk = (fs: FsPort) => recallWalk(fs, "k", () => fs.stat("/r/a.md").ok);
    expect(walk(untracedFs(shared.fs, { shared }))).toBe(true);
    const traced: Step[] = [];
    const later: Step[] = [];
    walk(tracingFs(shared.fs, traced, { shared }));
    walk(tracingFs(shared.fs, later, { shared }));
    expect(traced.map((s) => s.op)).toEqual(["stat"]);
    expect(later).toEqual(traced);
  });

  it("a probes-only run keeps the stat, lstat and read steps, of its own walk and of a full run's", () => {
    const shared = new SharedWork(tree0());
    let walks = 0;
    const walk = (fs: FsPort) =>
      recallWalk(fs, "k", () => (walks++, fs.readdir("/r").ok && fs.realpath("/r/a.md").ok && fs.lstat("/r/b.md").ok));
    const full: Step[] = [];
    const probes: Step[] = [];
    const alone: Step[] = [];
    walk(tracingFs(shared.fs, full, { shared }));
    walk(tracingFs(shared.fs, probes, { shared, probesOnly: true }));
    walk(tracingFs(shared.fs, alone, { probesOnly: true }));
    expect(walks).toBe(2);
    expect(full.map((s) => s.op)).toEqual(["readdir", "realpath", "lstat"]);
    expect(probes).toEqual([{ op: "lstat", path: "/r/b.md", result: "missing" }]);
    expect(alone).toEqual(probes);
  });

  it("a walk first made by a probes-only run is made again for a full trace, whose steps are all there", () => {
    const shared = new SharedWork(tree0());
    let walks = 0;
    const walk = (fs: FsPort) => recallWalk(fs, "k", () => (walks++, fs.readdir("/r").ok && fs.stat("/r/a.md").ok));
    const probes: Step[] = [];
    const full: Step[] = [];
    const again: Step[] = [];
    walk(tracingFs(shared.fs, probes, { shared, probesOnly: true }));
    walk(tracingFs(shared.fs, full, { shared }));
    walk(tracingFs(shared.fs, again, { shared, probesOnly: true }));
    expect(walks).toBe(2);
    expect(probes.map((s) => s.op)).toEqual(["stat"]);
    expect(full.map((s) => s.op)).toEqual(["readdir", "stat"]);
    expect(again).toEqual(probes);
  });

  it("counts the tokens of one text once", () => {
    const shared = new SharedWork(tree0());
    let calls = 0;
    const count = (t: string) => (calls++, t.length);
    expect([shared.countTokens("abc", count), shared.countTokens("abc", count), shared.countTokens("x", count)]).toEqual([3, 3, 1]);
    expect(calls).toBe(2);
  });
});

function tree0() {
  const { fs, problems } = buildMemfs({ "/r/a.md": "abcdef" });
  return { fs, problems };
}
