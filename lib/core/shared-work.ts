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
import { basename, dirname, join, normalize } from "./paths";

export class SharedWork {
  /** The tree's port behind a cache: what every shared run reads through. */
  readonly fs: FsPort;
  /** Walk results, with the probe steps of the run that made them (null: made by an untraced run). */
  private readonly walks = new Map<string, { value: unknown; steps: Step[] | null }>();
  private readonly tokenCounts = new Map<string, number>();

  /** `tree`: a built tree that does not change while this object is in use, and its build problems. */
  constructor(readonly tree: { fs: FsPort; problems: BuildProblem[] }) {
    this.fs = memoizingFs(tree.fs);
  }

  /** Over a port read as it is (the real disk for check, map and compare): nothing was built, so no build problems. */
  static over(fs: FsPort): SharedWork {
    return new SharedWork({ fs, problems: [] });
  }

  /**
   * A walk's result computed once per key. `run` does the walk through a tracing port that writes into
   * `trace`; on a later call the steps it wrote then are written into that call's trace instead. An
   * untraced run (`trace` null) takes any cached value; a traced one needs the steps too.
   */
  recall<T>(key: string, trace: Step[] | null, run: () => T): T {
    const hit = this.walks.get(key);
    if (hit && trace === null) return hit.value as T;
    if (hit?.steps) {
      for (const s of hit.steps) trace!.push(s);
      return hit.value as T;
    }
    const start = trace?.length ?? 0;
    const value = run();
    this.walks.set(key, { value, steps: trace ? trace.slice(start) : null });
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
      if (lowered.size === 0) return false;
      // A while loop, not `for (...; ...; p = dirname(p))`: Next's production build left the imported
      // dirname unbound in a for loop's update clause ("dirname is not defined" in the page's worker).
      let p = path;
      while (p !== "/") {
        const dir = dirname(p);
        const names = lowered.get(dir);
        if (names !== undefined) {
          const name = p.slice(dir === "/" ? 1 : dir.length + 1);
          // Most questions are about names that are there: those are answered first.
          return !names.has(name.toLowerCase()) && PRINTABLE_ASCII.test(name) && normalize(path) === path;
        }
        p = dir;
      }
      return false;
    },
  };
}

/** A port that asks `inner` once per question; listings come back frozen, bytes as fresh copies. */
export function memoizingFs(inner: FsPort): FsPort {
  const names = absentNames(inner);
  const lstats = new Map<string, FsResult<StatInfo>>();
  const stats = new Map<string, FsResult<StatInfo>>();
  const listings = new Map<string, FsResult<string[]>>();
  const links = new Map<string, FsResult<string>>();
  const reals = new Map<string, FsResult<string>>();
  const reads = new Map<string, FsResult<Uint8Array>>();
  const entryKinds = new Map<string, FsResult<ReadonlyMap<string, FileKind>>>();
  /** Entries a listing said are no link (entryKinds), with their kind: as good as lstat's word for derivedRealpath. */
  const listedKinds = new Map<string, FileKind>();
  /**
   * lstat (and stat) of such an entry: its kind now, its size and identity asked of the port only when
   * read. A check's walks and reads of every file want the kind alone; 30,000 probes were most of its
   * listing's cost.
   */
  const listedInfo = (path: string): FsResult<StatInfo> | undefined => {
    const kind = listedKinds.get(path);
    if (kind === undefined) return undefined;
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
  };
  const once = <T>(cache: Map<string, FsResult<T>>, key: string, ask: () => FsResult<T>): FsResult<T> => {
    let r = cache.get(key);
    if (r === undefined) cache.set(key, (r = ask()));
    return r;
  };
  /**
   * stat of a path lstat saw as no link is that same answer (only a final link makes them differ):
   * the check lists every file with lstat, then walks and reads stat them again.
   */
  const lstat = (path: string) =>
    once(lstats, path, () => listedInfo(path) ?? (names.absent(path) ? failAt("ENOENT", path) : inner.lstat(path)));
  const stat = (path: string) =>
    once(stats, path, () => {
      // A listed non-link's lstat answer is its stat answer too: one lazy answer, probed once.
      if (listedKinds.has(path)) return lstat(path);
      const seen = lstats.get(path);
      if (seen !== undefined && seen.ok && seen.value.kind !== "symlink") return seen;
      return names.absent(path) ? failAt("ENOENT", path) : inner.stat(path);
    });
  /**
   * The real path of a file or folder that lstat already saw as no link, inside a folder whose real
   * path is known: that folder's real path and the name, with no question to the port. A check
   * lists every file of the tree with lstat, then an agent asks the real path of each file it reads
   * (30,000 system calls on a 30,000-file tree). Anything else (a link, a path lstat has not seen, an
   * unnormalised one) is asked as before.
   */
  const derivedRealpath = (path: string): FsResult<string> | undefined => {
    const seen = lstats.get(path);
    const plain = seen === undefined ? listedKinds.has(path) : seen.ok && seen.value.kind !== "symlink";
    if (path === "/" || !plain || normalize(path) !== path) return undefined;
    const parent = dirname(path);
    const realParent = once(reals, parent, () => derivedRealpath(parent) ?? inner.realpath(parent));
    if (!realParent.ok) return undefined;
    return { ok: true, value: join(realParent.value, basename(path)) };
  };
  return {
    lstat,
    stat,
    readFile(path, limit) {
      const r = once(reads, limit === undefined ? path : `${path}\u0000${limit}`, () =>
        names.absent(path) ? failAt("ENOENT", path) : inner.readFile(path, limit),
      );
      if (!r.ok) return r;
      return { ok: true, value: markPrefixCopy(r.value.slice(), r.value) };
    },
    // Listings are handed out frozen, not copied: walks ask for the same folders again and again.
    readdir: (path) =>
      once(listings, path, () => {
        if (names.absent(path)) return failAt("ENOENT", path);
        const answer = inner.readdir(path);
        if (!answer.ok) return answer;
        names.listed(path, answer.value);
        return { ok: true, value: Object.freeze(answer.value.slice()) as string[] };
      }),
    ...(inner.entryKinds
      ? {
          entryKinds: (dir: string) =>
            once(entryKinds, dir, () => {
              if (names.absent(dir)) return failAt("ENOENT", dir);
              const answer = inner.entryKinds!(dir);
              if (answer.ok && normalize(dir) === dir)
                for (const [name, kind] of answer.value) if (kind !== "symlink") listedKinds.set(join(dir, name), kind);
              return answer;
            }),
        }
      : {}),
    readlink: (path) => once(links, path, () => (names.absent(path) ? failAt("ENOENT", path) : inner.readlink(path))),
    realpath: (path) =>
      once(reals, path, () => derivedRealpath(path) ?? (names.absent(path) ? failAt("ENOENT", path) : inner.realpath(path))),
    exists: (path) => stat(path).ok,
  };
}
