/**
 * A tree as it will be after planned fixes: some files hold new bytes, some are new, some are gone
 * (a rename is one of each). `check --fix` runs the check over it before writing anything, so a fix is
 * written only when the check of the fixed tree shows it works. Paths are real paths: fixes never act
 * through a link. A path that reaches a changed file, or the folder of a new one, through a link sees
 * the change too.
 */
import { compareCodeUnits } from "./memfs";
import { effectiveReadLimit, failAt, ok, type FileKind, type FsPort, type FsResult, type StatInfo } from "./port";
import { basename, childPath, dirname } from "../core/paths";

export interface PlannedTree {
  /** Existing files' new bytes, by real path. */
  writes: ReadonlyMap<string, Uint8Array>;
  /** New files (in existing folders), by real path. */
  creates: ReadonlyMap<string, Uint8Array>;
  /** Files that will be gone, by real path. */
  removes: ReadonlySet<string>;
}

/** A folder's names with the plan's changes: the removed ones out, the new ones after the rest. */
const withChanges = (names: string[], change: { added: string[]; removed: Set<string> }): string[] => [
  ...new Set([...names.filter((n) => !change.removed.has(n)), ...change.added]),
];

type Changes = (dir: string) => { added: string[]; removed: Set<string> } | null;

/** The disk's order for what is there, where the port under it knows it; a planned new file comes last, as a new entry often does. */
function listingWithChanges(base: FsPort, changesIn: Changes): Pick<FsPort, "listingOrder"> {
  if (!base.listingOrder) return {};
  return {
    listingOrder(path: string) {
      const res = base.listingOrder!(path);
      const change = res.ok ? changesIn(path) : null;
      return res.ok && change ? ok(withChanges(res.value, change)) : res;
    },
  };
}

export function plannedFs(base: FsPort, plan: PlannedTree): FsPort {
  // Only a path with one of these names can be a changed file: others go straight to `base`.
  const names = new Set([...plan.writes.keys(), ...plan.creates.keys(), ...plan.removes].map(basename));
  /** The real path `path` stands for (its folders' links followed, the last name too unless `own`). */
  const real = (path: string, own = false): string | null => {
    if (!names.has(basename(path))) return null;
    const whole = own ? null : base.realpath(path);
    if (whole?.ok) return whole.value;
    const dir = base.realpath(dirname(path));
    return dir.ok ? childPath(dir.value, basename(path)) : path;
  };
  const made = (r: string | null) => (r === null ? undefined : plan.creates.get(r));
  const gone = (r: string | null) => r !== null && plan.removes.has(r);
  const created = (r: string, bytes: Uint8Array): StatInfo => ({ kind: "file", size: bytes.length, id: `planned:${r}` });
  const sized = (res: FsResult<StatInfo>, r: string | null): FsResult<StatInfo> => {
    const bytes = r === null || !res.ok || res.value.kind !== "file" ? undefined : plan.writes.get(r);
    return bytes && res.ok ? ok({ ...res.value, size: bytes.length }) : res;
  };
  /** The names a folder gains and loses. */
  const changesIn = (dir: string) => {
    if (plan.creates.size === 0 && plan.removes.size === 0) return null;
    const r = base.realpath(dir);
    const at = r.ok ? r.value : dir;
    const added = [...plan.creates.keys()].filter((p) => dirname(p) === at).map(basename);
    const removed = new Set([...plan.removes].filter((p) => dirname(p) === at).map(basename));
    return added.length === 0 && removed.size === 0 ? null : { added, removed };
  };
  const port: FsPort = {
    lstat(path) {
      const r = real(path, true);
      const bytes = made(r);
      if (bytes) return ok(created(r!, bytes));
      if (gone(r)) return failAt("ENOENT", path);
      return sized(base.lstat(path), r);
    },
    stat(path) {
      const r = real(path);
      const bytes = made(r);
      if (bytes) return ok(created(r!, bytes));
      if (gone(r)) return failAt("ENOENT", path);
      return sized(base.stat(path), r);
    },
    readFile(path, limit) {
      const r = real(path);
      const bytes = made(r) ?? (r === null ? undefined : plan.writes.get(r));
      if (bytes) return ok(bytes.slice(0, effectiveReadLimit(limit)));
      if (gone(r)) return failAt("ENOENT", path);
      return base.readFile(path, limit);
    },
    readdir(path) {
      const res = base.readdir(path);
      const change = res.ok ? changesIn(path) : null;
      return res.ok && change ? ok(withChanges(res.value, change).sort(compareCodeUnits)) : res;
    },
    ...listingWithChanges(base, changesIn),
    readlink: (path) => base.readlink(path),
    realpath(path) {
      const r = real(path);
      if (made(r)) return ok(r!);
      if (gone(r)) return failAt("ENOENT", path);
      return base.realpath(path);
    },
    exists: (path) => port.stat(path).ok,
    ...(base.listsWhole ? { listsWhole: (dir: string) => base.listsWhole!(dir) } : {}),
    ...(base.entryKinds
      ? {
          entryKinds(dir: string) {
            const res = base.entryKinds!(dir);
            const change = res.ok ? changesIn(dir) : null;
            if (!res.ok || !change) return res;
            const kinds = new Map<string, FileKind>([...res.value].filter(([n]) => !change.removed.has(n)));
            for (const n of change.added) kinds.set(n, "file");
            return ok(kinds);
          },
        }
      : {}),
  };
  return port;
}
