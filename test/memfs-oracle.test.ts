/**
 * The in-memory tree behind the fs port (lib/fs/memfs.ts) is Rulescope's own, built for speed at
 * 100,000 files. The memfs library, a faithful model of Node's fs, is kept as its oracle: on random
 * trees of files, folders and symlinks (relative, absolute, dangling, looping), every probe the port
 * answers must agree with what memfs's Volume answers for the same tree.
 */
import fc from "fast-check";
import { Volume } from "memfs";
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../lib/fs/memfs";
import type { FsPort } from "../lib/fs/port";
import type { FileEntry } from "../lib/scenario/types";

const NAMES = ["a", "b", "AGENTS.md", "CLAUDE.md", "x y", "é"];

/** Paths under /r up to three levels: folders are implied by the files and links below them. */
const pathArb = fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 }).map((segs) => `/r/${segs.join("/")}`);
const targetArb = fc.oneof(
  pathArb,
  pathArb.map((p) => p.slice(3)), // relative to the link's folder
  fc.constantFrom("..", "../a", "/r", "/nowhere", "a/../b"),
);
const entryArb: fc.Arbitrary<FileEntry> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 2, arbitrary: targetArb.map((t) => ({ symlink: t })) },
  { weight: 1, arbitrary: fc.constant({ dir: true as const }) },
);

/** A tree where no path is both a file and a folder's ancestor (a scenario cannot hold both). */
const treeArb = fc.dictionary(pathArb, entryArb, { maxKeys: 10 }).map((files) => {
  const keys = Object.keys(files).sort();
  const out: Record<string, FileEntry> = { "/r": { dir: true } };
  for (const k of keys)
    if (!keys.some((other) => other.startsWith(`${k}/`)) || (typeof files[k] === "object" && (files[k] as { dir?: true }).dir))
      out[k] = files[k];
  return out;
});

function volumeOf(files: Record<string, FileEntry>): InstanceType<typeof Volume> {
  const vol = new Volume();
  vol.mkdirSync("/r", { recursive: true });
  for (const [path, entry] of Object.entries(files)) {
    vol.mkdirSync(path.slice(0, path.lastIndexOf("/")) || "/", { recursive: true });
    if (typeof entry === "string") vol.writeFileSync(path, entry);
    else if (entry.symlink !== undefined) vol.symlinkSync(entry.symlink, path);
    else if (entry.dir) vol.mkdirSync(path, { recursive: true });
  }
  return vol;
}

type Answer = string;

/** What memfs says, in the port's terms. */
function oracle(vol: InstanceType<typeof Volume>, op: string, path: string): Answer {
  const code = (e: unknown) => `error ${(e as { code?: string }).code}`;
  try {
    switch (op) {
      case "lstat":
      case "stat": {
        const s = op === "lstat" ? vol.lstatSync(path) : vol.statSync(path);
        return s.isSymbolicLink() ? "symlink" : s.isDirectory() ? "dir" : `file ${s.size}`;
      }
      case "readdir":
        return (vol.readdirSync(path) as string[]).map(String).sort().join("|");
      case "readFile":
        return `bytes ${Buffer.from(vol.readFileSync(path) as Buffer).toString("hex")}`;
      case "readlink":
        return String(vol.readlinkSync(path));
      default:
        return String(vol.realpathSync(path));
    }
  } catch (e) {
    return code(e);
  }
}

function port(fs: FsPort, op: string, path: string): Answer {
  switch (op) {
    case "lstat":
    case "stat": {
      const s = op === "lstat" ? fs.lstat(path) : fs.stat(path);
      if (!s.ok) return `error ${s.code}`;
      return s.value.kind === "file" ? `file ${s.value.size}` : s.value.kind;
    }
    case "readdir": {
      const r = fs.readdir(path);
      return r.ok ? [...r.value].sort().join("|") : `error ${r.code}`;
    }
    case "readFile": {
      const r = fs.readFile(path);
      return r.ok ? `bytes ${Buffer.from(r.value).toString("hex")}` : `error ${r.code}`;
    }
    case "readlink": {
      const r = fs.readlink(path);
      return r.ok ? r.value : `error ${r.code}`;
    }
    default: {
      const r = fs.realpath(path);
      return r.ok ? r.value : `error ${r.code}`;
    }
  }
}

/** Error codes the port names differently on purpose: reading a folder is EISDIR in both; memfs calls a non-link readlink EINVAL. */
function normalise(op: string, a: Answer): Answer {
  if (op === "readlink" && a.startsWith("error")) return "error";
  return a;
}

describe("the in-memory tree agrees with memfs", () => {
  it("for lstat, stat, readdir, readFile, readlink and realpath on random trees", () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.array(
          fc.tuple(fc.constantFrom("lstat", "stat", "readdir", "readFile", "readlink", "realpath"), fc.oneof(pathArb, fc.constant("/r"))),
          { minLength: 1, maxLength: 12 },
        ),
        (files, probes) => {
          const { fs } = buildMemfs(files);
          const vol = volumeOf(files);
          for (const [op, path] of probes)
            expect(normalise(op, port(fs, op, path)), `${op} ${path}`).toBe(normalise(op, oracle(vol, op, path)));
        },
      ),
      { numRuns: 400, seed: 20261124 },
    );
  });
});
