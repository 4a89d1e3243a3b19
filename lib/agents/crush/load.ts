/**
 * internal/agent/prompt/prompt.go `loadContextFiles` / `processContextPath`: each context path, in the
 * sorted order load.go leaves them, is expanded (`~`, then `$VAR` when it starts with `$`), keyed by its
 * lower-cased form (a later path with the same key is skipped, found or not), joined to the working
 * directory unless absolute, and read: a file whole, a folder by walking every file below it.
 */
import { join, normalize, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { SourceLayer } from "../../source-layers";
import type { ProfileContext } from "../base";
import { warnLossy } from "../shared";
import { MAX_WALK_ENTRIES } from "./facts";

export interface Loaded {
  path: string;
  text: string;
  size: number;
  bytes: number;
  /** The context path that brought it in, as configured. */
  entry: string;
  layer: SourceLayer;
  /** Found by walking a context folder, not named by the path itself. */
  inFolder: boolean;
}

/** Go's sort.Strings then slices.Compact: UTF-8 byte order (code point order), adjacent repeats dropped. */
export function sortCompact(list: readonly string[]): string[] {
  const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);
  const cmp = (a: string, b: string) => {
    const x = cps(a);
    const y = cps(b);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return x.length - y.length;
  };
  return [...list].sort(cmp).filter((s, i, all) => i === 0 || all[i - 1] !== s);
}

/** prompt.go expandPath: home.Long replaces a leading `~`; a path starting with `$` goes through the shell resolver. */
function expandPath(ctx: ProfileContext, p: string): string {
  const { home, env } = ctx.input;
  let out = p.startsWith("~") ? home + p.slice(1) : p;
  if (!out.startsWith("$")) return out;
  if (out.includes("$(") || out.includes("`")) {
    ctx.diag({
      level: "info",
      code: "config-substitution",
      message: `The context path "${p}" uses command substitution; Rulescope does not run it and leaves the path as written.`,
    });
    return out;
  }
  // The resolver is lenient: an unset variable expands to nothing.
  out = out.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_m, a?: string, b?: string) => env[(a ?? b)!] ?? "");
  return out;
}

class Walker {
  count = 0;
  constructor(
    private readonly ctx: ProfileContext,
    private readonly out: Loaded[],
    private readonly entry: string,
    private readonly layer: SourceLayer,
  ) {}

  /** filepath.WalkDir order: names sorted, files and folders as met, links to folders not followed. */
  walk(dir: string): boolean {
    const names = this.ctx.fs.readdir(dir);
    if (!names.ok) {
      this.ctx.diag({
        level: "warning",
        code: "rules-folder-failed",
        path: dir,
        message: `${dir} cannot be listed (${names.code}); Crush's folder walk stops there and keeps the files read so far.`,
      });
      return false;
    }
    for (const n of names.value) {
      if (++this.count > MAX_WALK_ENTRIES) {
        this.ctx.diag({
          level: "warning",
          code: "walk-capped",
          path: dir,
          message: `The context folder ${this.entry} holds more than ${MAX_WALK_ENTRIES} entries; Rulescope stopped there.`,
        });
        return false;
      }
      const p = join(dir, n);
      const l = this.ctx.fs.lstat(p);
      if (l.ok && l.value.kind === "dir") {
        if (!this.walk(p)) return false;
      } else this.file(p);
    }
    return true;
  }

  file(p: string, inFolder = true): void {
    const r = readCandidate(this.ctx.fs, p);
    // processFile: a file it cannot read (a link to a folder or to nothing) is left out silently.
    if (r.kind !== "file") return;
    warnLossy(this.ctx, r);
    this.out.push({ path: p, text: r.text, size: r.size, bytes: r.bytes.length, entry: this.entry, layer: this.layer, inFolder });
  }
}

/** One context path: nothing when missing, the file when a file, every file below it when a folder. */
function processPath(ctx: ProfileContext, expanded: string, entry: string, layer: SourceLayer): Loaded[] {
  const full = resolvePath(ctx.input.cwd, expanded);
  const st = ctx.fs.stat(full);
  const out: Loaded[] = [];
  if (!st.ok) return out;
  const w = new Walker(ctx, out, entry, layer);
  if (st.value.kind === "dir") {
    // WalkDir starts with an lstat: a folder reached through a link is read as a file, which fails.
    const l = ctx.fs.lstat(full);
    if (l.ok && l.value.kind === "dir") {
      ctx.decide(`context folder ${full}: every file below it is read`, full);
      w.walk(full);
    }
  } else w.file(full, false);
  return out;
}

export interface Skipped {
  entry: string;
  /** The path it would have read, and the entry whose key it shares. */
  path: string;
  by: string;
}

/** loadContextFiles: the files, in processing order, and the entries skipped for a shared lower-case key. */
export function loadPaths(ctx: ProfileContext, paths: readonly string[], layerOf: (entry: string) => SourceLayer) {
  const keys = new Map<string, string>();
  const files: Loaded[] = [];
  const skipped: Skipped[] = [];
  let groups = 0;
  for (const entry of paths) {
    const expanded = expandPath(ctx, entry);
    const key = expanded.toLowerCase();
    const by = keys.get(key);
    if (by !== undefined) {
      skipped.push({ entry, path: normalize(resolvePath(ctx.input.cwd, expanded)), by });
      continue;
    }
    keys.set(key, entry);
    const got = processPath(ctx, expanded, entry, layerOf(entry));
    if (got.length > 0) groups++;
    files.push(...got);
  }
  return { files, skipped, groups };
}
