/**
 * Work that several resolves over one unchanging tree can share: Compare runs every chosen agent on
 * the same files, the precedence map runs every agent in every folder. Shared are
 * - probe answers (stat, lstat, readdir, readFile, readlink, realpath), cached by path;
 * - whole walks (a glob over the workspace, the folders below a root), cached by their arguments,
 *   with the probes they made, which are written into each later trace again;
 * - token counts of composed prompts.
 * Each resolve's trace still lists every probe it makes, in order, so a shared run answers exactly as
 * a run on its own (compare.test.ts checks it on random trees). Results handed out are copies or
 * frozen, so one run cannot change what the next one sees.
 */
import { failAt, type BuildProblem, type FileKind, type FsPort, type FsResult, type StatInfo } from "../fs/port";
import type { Step } from "../types";
import { markPrefixCopy } from "./decoded-reads";
import { childPath, normalize } from "./paths";

/** Whether a step is a probe of one path, the part of a trace a probes-only port keeps (tracing-fs.ts). */
const isProbe = (step: Step): boolean => step.op === "stat" || step.op === "lstat" || step.op === "read";

export class SharedWork {
  /** The tree's port behind a cache: what every shared run reads through. */
  readonly fs: FsPort;
  private readonly memo: MemoizingFs;
  /**
   * Walk results, with the steps of the run that made them (null: made by an untraced run) and
   * whether that run kept only probes (tracing-fs.ts probesOnly).
   */
  private readonly walks = new Map<string, { value: unknown; steps: Step[] | null; probesOnly: boolean }>();
  private readonly tokenCounts = new Map<string, number>();

  /** `tree`: a built tree that does not change while this object is in use, and its build problems. */
  constructor(readonly tree: { fs: FsPort; problems: BuildProblem[] }) {
    this.fs = this.memo = memoizingFs(tree.fs);
  }

  /**
   * The text of these files changed (an editor's open document), nothing else: their sizes and bytes
   * are asked again, also by the paths that reach them through a link. Listings and walks stay (a
   * walk's recorded probes keep the old sizes in a later trace; the session that calls this keeps none).
   */
  contentChanged(paths: readonly string[]): void {
    this.memo.forget(paths);
    // Prompts made before the edit seldom come back: kept, they would grow with every keystroke.
    this.tokenCounts.clear();
  }

  /** Over a port read as it is (the real disk for check, map and compare): nothing was built, so no build problems. */
  static over(fs: FsPort): SharedWork {
    return new SharedWork({ fs, problems: [] });
  }

  /**
   * A walk's result computed once per key. `run` does the walk through a tracing port that writes into
   * `trace`; on a later call the steps it wrote then are written into that call's trace instead. An
   * untraced run (`trace` null) takes any cached value; a traced one needs the steps too, and a full
   * trace needs them all: a walk first made by a probes-only run is made again for it. A probes-only
   * run takes the probes of a full trace's steps.
   */
  recall<T>(key: string, trace: Step[] | null, run: () => T, probesOnly = false): T {
    const hit = this.walks.get(key);
    if (hit && trace === null) return hit.value as T;
    if (hit?.steps && (probesOnly || !hit.probesOnly)) {
      for (const s of hit.steps) if (!probesOnly || hit.probesOnly || isProbe(s)) trace!.push(s);
      return hit.value as T;
    }
    const start = trace?.length ?? 0;
    const value = run();
    this.walks.set(key, { value, steps: trace ? trace.slice(start) : null, probesOnly: trace !== null && probesOnly });
    return value;
  }

  countTokens(text: string, count: (text: string) => number): number {
    let n = this.tokenCounts.get(text);
    if (n === undefined) this.tokenCounts.set(text, (n = count(text)));
    return n;
  }
}

/**
 * A name a listing leaves out answers ENOENT with no question, when the listing is whole (the port
 * says so: FsPort.listsWhole), no listed name equals it but for case (a case-insensitive disk would find `claude.md` for
 * `CLAUDE.md`) and the name is printable ASCII (a macOS disk also matches other Unicode forms).
 * An agent probes a dozen absent names in every folder (CLAUDE.md, .claude/rules, CLAUDE.local.md...):
 * on a 30,000-file tree, 50,000 system calls that the check's listing already answers.
 */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

function absentNames(inner: FsPort) {
  const lowered = new Map<string, Set<string>>();
  return {
    listed(dir: string, names: string[]): void {
      if (normalize(dir) === dir && inner.listsWhole?.(dir) === true) lowered.set(dir, new Set(names.map((n) => n.toLowerCase())));
    },
    /** The path, or a folder on its way, is left out of a whole listing (a path below a missing folder is missing too). */
    absent(path: string): boolean {
      if (lowered.size === 0 || normalize(path) !== path) return false;
      // From the last component up: the nearest listed folder above decides, by the name below it.
      for (let end = path.length; end > 0;) {
        const cut = path.lastIndexOf("/", end - 1);
        const names = lowered.get(cut === 0 ? "/" : path.slice(0, cut));
        if (names !== undefined) {
          const name = path.slice(cut + 1, end);
          // Most questions are about names that are there: those are answered first.
          return !names.has(name.toLowerCase()) && PRINTABLE_ASCII.test(name);
        }
        end = cut;
      }
      return false;
    },
  };
}

/** What is known of one path: each port question's answer, asked once. */
interface PathFacts {
  lstat?: FsResult<StatInfo>;
  stat?: FsResult<StatInfo>;
  listing?: FsResult<string[]>;
  order?: FsResult<string[]>;
  kinds?: FsResult<ReadonlyMap<string, FileKind>>;
  link?: FsResult<string>;
  real?: FsResult<string>;
  /** Its folder's entryKinds said it is no link, and what it is: as good as lstat's word for derivedRealpath. */
  listedKind?: FileKind;
}

/**
 * lstat (and stat) of a listed entry: its kind now, its size and identity asked of the port only when
 * read. A check's walks and reads of every file want the kind alone; 30,000 probes were most of its
 * listing's cost.
 */
function listedInfo(inner: FsPort, path: string, kind: FileKind): FsResult<StatInfo> {
  let full: StatInfo | undefined;
  const probe = (): StatInfo => {
    if (full === undefined) {
      const r = inner.lstat(path);
      full = r.ok ? r.value : { kind, size: 0, id: path };
    }
    return full;
  };
  return {
    ok: true,
    value: {
      kind,
      get size() {
        return probe().size;
      },
      get id() {
        return probe().id;
      },
    },
  };
}

/** The record of a path a whole listing leaves out: one shared object, so the answer is one lookup. */
const ABSENT: PathFacts = Object.freeze({});

/** A listing's kinds, on its entries' records: a listed non-link needs no lstat for its kind or real path. */
function recordKinds(facts: Map<string, PathFacts>, dir: string, kinds: ReadonlyMap<string, FileKind>): void {
  for (const [name, kind] of kinds) {
    if (kind === "symlink") continue;
    const child = childPath(dir, name);
    const entry = facts.get(child);
    if (entry === undefined || entry === ABSENT) facts.set(child, { listedKind: kind });
    else entry.listedKind = kind;
  }
}

/** The records of a port's paths: `factsOf` gives a path's record, or null when a whole listing leaves the path out. */
function pathRecords(names: ReturnType<typeof absentNames>) {
  const facts = new Map<string, PathFacts>();
  // Callers ask several questions of one path in a row (stat, then realpath, of each file read; stat
  // then lstat of a missing one): the last answer serves them without a lookup in a map of 100,000 paths.
  let lastPath: string | undefined;
  let lastFacts: PathFacts = {};
  let lastAbsent: string | undefined;
  const factsOf = (path: string): PathFacts | null => {
    if (path === lastPath) return lastFacts;
    if (path === lastAbsent) return null;
    let f = facts.get(path);
    if (f === ABSENT) return null;
    if (f === undefined) {
      if (names.absent(path)) {
        lastAbsent = path;
        facts.set(path, ABSENT);
        return null;
      }
      facts.set(path, (f = {}));
    }
    lastPath = path;
    return (lastFacts = f);
  };
  return { facts, factsOf };
}

/**
 * Drops what a memoizing port knows of these files' sizes and bytes, under every path that reaches
 * them: `real` is the port's own realpath, which answers a listed non-link from its folder's real
 * path without a system call, so testing each remembered path costs lookups, not probes.
 */
function forgetContent(
  real: (path: string) => FsResult<string>,
  facts: Map<string, PathFacts>,
  reads: Map<string, unknown>,
  paths: readonly string[],
): void {
  const realOf = (p: string): string => {
    const r = real(p);
    return r.ok ? r.value : p;
  };
  const reals = new Set(paths.map(realOf));
  const gone = new Set(paths);
  const readPaths = new Set([...reads.keys()].map((key) => (key.includes("\u0000") ? key.slice(0, key.indexOf("\u0000")) : key)));
  for (const p of readPaths) if (reals.has(realOf(p))) gone.add(p);
  for (const [p, f] of facts) if ((f.stat !== undefined || f.lstat !== undefined) && reals.has(realOf(p))) gone.add(p);
  for (const p of gone) {
    const f = facts.get(p);
    if (!f || f === ABSENT) continue;
    f.stat = undefined;
    if (!(f.lstat?.ok && f.lstat.value.kind === "symlink")) f.lstat = undefined;
  }
  for (const key of reads.keys()) {
    const cut = key.indexOf("\u0000");
    if (gone.has(cut < 0 ? key : key.slice(0, cut))) reads.delete(key);
  }
}

/** A memoizing port that can be told a file's content changed. */
type MemoizingFs = FsPort & { forget(paths: readonly string[]): void };

/**
 * A port that asks `inner` once per question; listings come back frozen, bytes as fresh copies.
 * Answers are kept per path in one record, not one map per question: a check asks several questions
 * of each of 30,000 paths, and each lookup in a map that large costs a hash and a cache miss. A path
 * a listing leaves out (half of a check's questions) shares the one ABSENT record once absentNames said so.
 */
export function memoizingFs(inner: FsPort): MemoizingFs {
  const names = absentNames(inner);
  const { facts, factsOf } = pathRecords(names);
  const reads = new Map<string, FsResult<Uint8Array>>();
  const lstatOf = (path: string, f: PathFacts): FsResult<StatInfo> =>
    (f.lstat ??= f.listedKind !== undefined ? listedInfo(inner, path, f.listedKind) : inner.lstat(path));
  /**
   * stat of a path lstat saw as no link is that same answer (only a final link makes them differ):
   * the check lists every file with lstat, then walks and reads stat them again.
   */
  const statOf = (path: string, f: PathFacts): FsResult<StatInfo> => {
    if (f.stat === undefined) {
      const seen = f.listedKind !== undefined ? lstatOf(path, f) : f.lstat;
      f.stat = seen !== undefined && seen.ok && seen.value.kind !== "symlink" ? seen : inner.stat(path);
    }
    return f.stat;
  };
  /**
   * The real path of a file or folder that lstat already saw as no link, inside a folder whose real
   * path is known: that folder's real path and the name, with no question to the port. A check
   * lists every file of the tree with lstat, then an agent asks the real path of each file it reads
   * (30,000 system calls on a 30,000-file tree). Anything else (a link, a path lstat has not seen, an
   * unnormalised one) is asked as before.
   */
  const realOf = (path: string, f: PathFacts): FsResult<string> => (f.real ??= derivedRealpath(path, f) ?? inner.realpath(path));
  const derivedRealpath = (path: string, f: PathFacts): FsResult<string> | undefined => {
    const plain = f.lstat === undefined ? f.listedKind !== undefined : f.lstat.ok && f.lstat.value.kind !== "symlink";
    if (path === "/" || !plain || normalize(path) !== path) return undefined;
    // A normal path: its folder and name by one cut, no normalising scans.
    const cut = path.lastIndexOf("/");
    const parent = cut === 0 ? "/" : path.slice(0, cut);
    const parentFacts = factsOf(parent);
    const realParent = parentFacts === null ? null : realOf(parent, parentFacts);
    if (realParent === null || !realParent.ok) return undefined;
    return { ok: true, value: childPath(realParent.value, path.slice(cut + 1)) };
  };
  /** A question about a path: missing when a listing leaves it out, else asked once of its record. */
  const ask =
    <T>(answer: (path: string, f: PathFacts) => FsResult<T>) =>
    (path: string): FsResult<T> => {
      const f = factsOf(path);
      return f === null ? failAt("ENOENT", path) : answer(path, f);
    };
  const stat = ask(statOf);
  return {
    lstat: ask(lstatOf),
    stat,
    readFile(path, limit) {
      const key = limit === undefined ? path : `${path}\u0000${limit}`;
      let r = reads.get(key);
      if (r === undefined) reads.set(key, (r = names.absent(path) ? failAt("ENOENT", path) : inner.readFile(path, limit)));
      if (!r.ok) return r;
      return { ok: true, value: markPrefixCopy(r.value.slice(), r.value) };
    },
    // Listings are handed out frozen, not copied: walks ask for the same folders again and again.
    readdir: ask((path, f) => {
      if (f.listing === undefined) {
        const answer = inner.readdir(path);
        if (answer.ok) names.listed(path, answer.value);
        f.listing = answer.ok ? { ok: true, value: Object.freeze(answer.value.slice()) as string[] } : answer;
      }
      return f.listing;
    }),
    // Kept like listings: claude-code lists a rules folder again for each file read below it (a check reads
    // every file of the tree), and each unsorted listing on disk is a readdir, an opendir and an lstat.
    ...(inner.listingOrder
      ? {
          listingOrder: ask((path, f) => {
            if (f.order === undefined) {
              const answer = inner.listingOrder!(path);
              f.order = answer.ok ? { ok: true, value: Object.freeze(answer.value.slice()) as string[] } : answer;
            }
            return f.order;
          }),
        }
      : {}),
    ...(inner.entryKinds
      ? {
          entryKinds: ask((dir, f) => {
            if (f.kinds === undefined) {
              const answer = (f.kinds = inner.entryKinds!(dir));
              if (answer.ok && normalize(dir) === dir) recordKinds(facts, dir, answer.value);
            }
            return f.kinds;
          }),
        }
      : {}),
    readlink: ask((path, f) => (f.link ??= inner.readlink(path))),
    realpath: ask(realOf),
    exists: (path) => stat(path).ok,
    forget: (paths) => forgetContent(ask(realOf), facts, reads, paths),
  };
}
