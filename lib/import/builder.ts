/**
 * Collects one upload into Scenario files under `/upload/<name>`, enforcing the caps and keeping a
 * report of everything left out. Callers (folder reader, zip reader) first ask `accept` whether an entry
 * is worth reading, so skipped files (node_modules, .git internals, oversized files) are never read
 * or inflated; then they hand over the bytes with `file`. Entries are taken in the order given: sort
 * them with `uploadOrder` so that when a cap bites the shallow files are the ones kept.
 */
import { decodeLossy, encodeBase64, looksBinary } from "../core/bytes";
import type { FileEntry } from "../scenario/types";
import { MAX_FILE_BYTES, MAX_FILES, MAX_LISTED_SKIPS, MAX_TOTAL_BYTES, UPLOAD_PARENT } from "./limits";
import { checkEntryName, symlinkInside, uploadName } from "./names";

export type SkipReason =
  | "unsafe-name"
  | "too-large"
  | "total-cap"
  | "count-cap"
  | "node_modules"
  | "git-internals"
  | "symlink-outside"
  | "duplicate"
  | "unsupported"
  | "damaged"
  | "inflate-cap";

export interface SkippedEntry {
  /** The entry's name as uploaded (or, for a skipped folder, the folder's path inside the upload). */
  path: string;
  reason: SkipReason;
  /** One sentence for the user. */
  message: string;
  /** Files this line stands for (a whole node_modules folder is one line). */
  count: number;
}

export interface ImportReport {
  name: string;
  /** Absolute folder the upload became, e.g. "/upload/my-repo". */
  root: string;
  /** Entries kept (files, binary files and symlinks; not folders). */
  files: number;
  bytes: number;
  /** Absolute paths kept as base64 because they look binary (a NUL in the first 8000 bytes). */
  binary: string[];
  /** Absolute paths kept as base64 because they are not valid UTF-8. */
  invalidUtf8: string[];
  symlinks: string[];
  /** `.git` folders kept as empty markers (their contents skipped), so project roots still resolve. */
  gitMarkers: string[];
  emptyFolders: string[];
  /** Listed skips: at most MAX_LISTED_SKIPS lines; the rest only count in `byReason`. */
  skipped: SkippedEntry[];
  /** Files skipped in all (a node_modules line counts each file in it, when known). */
  skippedFiles: number;
  /** Skipped files per reason. */
  byReason: Partial<Record<SkipReason, number>>;
  /** Skip lines left out of `skipped` because the list was full. */
  unlisted: number;
}

export interface ImportResult {
  /** Absolute path -> entry, ready to merge into a Scenario's files. */
  files: Record<string, FileEntry>;
  report: ImportReport;
}

type Kept = { kind: "file"; entry: FileEntry; bytes: number } | { kind: "pending"; bytes: number };

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MiB`;

export class UploadBuilder {
  readonly name: string;
  readonly root: string;
  private readonly kept = new Map<string, Kept>();
  /** Folders implied by kept entries, and explicit folders. */
  private readonly dirs = new Set<string>();
  private readonly explicitDirs = new Set<string>();
  private readonly gitMarkers = new Set<string>();
  private readonly groups = new Map<string, SkippedEntry>();
  private readonly binary: string[] = [];
  private readonly invalidUtf8: string[] = [];
  private readonly symlinks: string[] = [];
  private readonly skips: SkippedEntry[] = [];
  private readonly byReason: Partial<Record<SkipReason, number>> = {};
  private unlisted = 0;
  private usedBytes = 0;

  constructor(name: string, parent = UPLOAD_PARENT) {
    this.name = uploadName(name);
    this.root = `${parent === "/" ? "" : parent}/${this.name}`;
  }

  /** Bytes still allowed in this upload. */
  get bytesLeft(): number {
    return MAX_TOTAL_BYTES - this.usedBytes;
  }

  /**
   * Should this file (or symlink) be read? Returns its safe relative path, or null when it is skipped
   * (the reason is recorded). `size` is what the source claims; `file` checks the real length again.
   */
  accept(raw: string, size?: number): string | null {
    const path = this.checkedPath(raw, false);
    if (path === null) return null;
    if (this.kept.has(path) || this.dirs.has(path) || this.hasFileAbove(path)) return this.skip(raw, "duplicate", "another entry of the upload already uses this path");
    if (size !== undefined && size > MAX_FILE_BYTES)
      return this.skip(raw, "too-large", `it is ${mb(size)}, over the ${mb(MAX_FILE_BYTES)} limit for one file`);
    if (this.kept.size >= MAX_FILES) return this.skip(raw, "count-cap", `the upload already has ${MAX_FILES.toLocaleString("en-US")} files, the limit`);
    const claimed = size ?? 0;
    if (claimed > this.bytesLeft) return this.skip(raw, "total-cap", `it would take the upload past ${mb(MAX_TOTAL_BYTES)} in all`);
    this.kept.set(path, { kind: "pending", bytes: claimed });
    this.usedBytes += claimed;
    this.addParents(path);
    return path;
  }

  /** The most bytes `path` (accepted, not yet given) may turn out to have. */
  capFor(path: string): number {
    const k = this.kept.get(path);
    return Math.min(MAX_FILE_BYTES, this.bytesLeft + (k?.kind === "pending" ? k.bytes : 0));
  }

  /** The bytes of an accepted file: kept as text, or as base64 when binary or not UTF-8. */
  file(path: string, bytes: Uint8Array): void {
    const k = this.kept.get(path);
    if (k?.kind !== "pending") return;
    if (bytes.length > this.capFor(path)) {
      const reason = bytes.length > MAX_FILE_BYTES ? "too-large" : "total-cap";
      this.release(path, reason, reason === "too-large" ? `it is over the ${mb(MAX_FILE_BYTES)} limit for one file` : `it would take the upload past ${mb(MAX_TOTAL_BYTES)} in all`);
      return;
    }
    this.usedBytes += bytes.length - k.bytes;
    const abs = this.abs(path);
    let entry: FileEntry;
    if (looksBinary(bytes)) {
      entry = { base64: encodeBase64(bytes) };
      this.binary.push(abs);
    } else {
      const { text, valid } = decodeLossy(bytes);
      if (valid) entry = text;
      else {
        entry = { base64: encodeBase64(bytes) };
        this.invalidUtf8.push(abs);
      }
    }
    this.kept.set(path, { kind: "file", entry, bytes: bytes.length });
  }

  /** An accepted symlink: kept only when its (relative) target stays inside the upload. */
  symlink(path: string, target: string): void {
    const k = this.kept.get(path);
    if (k?.kind !== "pending") return;
    if (symlinkInside(path, target) === null) {
      this.release(path, "symlink-outside", `it is a symbolic link to ${target}, which is outside the upload`);
      return;
    }
    this.usedBytes -= k.bytes;
    this.kept.set(path, { kind: "file", entry: { symlink: target }, bytes: 0 });
    this.symlinks.push(this.abs(path));
  }

  /** An accepted entry that could not be read after all (too big once inflated, damaged...). */
  release(path: string, reason: SkipReason, message: string): void {
    const k = this.kept.get(path);
    if (k?.kind !== "pending") return;
    this.kept.delete(path);
    this.usedBytes -= k.bytes;
    this.skip(path, reason, message);
  }

  /** A folder entry (a zip's `dir/`, an empty folder dropped on the tree). */
  folder(raw: string): void {
    const path = this.checkedPath(raw, true);
    if (path === null) return;
    this.explicitDirs.add(path);
    this.addParents(path + "/x");
  }

  /**
   * Is a folder worth walking into? False for node_modules and .git (recorded; a .git folder leaves a
   * marker). Lets the drag-and-drop reader skip them without listing their contents.
   */
  enterFolder(raw: string): boolean {
    return this.checkedPath(raw.replace(/\/?$/, "/"), true) !== null;
  }

  /** Record a skip; returns null so `accept` can return it. `count` > 1 for a whole skipped folder. */
  skip(path: string, reason: SkipReason, message: string, count = 1): null {
    this.byReason[reason] = (this.byReason[reason] ?? 0) + count;
    if (this.skips.length < MAX_LISTED_SKIPS) this.skips.push({ path, reason, message, count });
    else this.unlisted++;
    return null;
  }

  finish(): ImportResult {
    const files: Record<string, FileEntry> = {};
    let count = 0;
    let bytes = 0;
    for (const [path, k] of this.kept) {
      if (k.kind !== "file") continue;
      files[this.abs(path)] = k.entry;
      count++;
      bytes += k.bytes;
    }
    const emptyFolders: string[] = [];
    const occupied = this.foldersWithContent();
    for (const d of this.explicitDirs) {
      if (occupied.has(d) || this.kept.has(d)) continue;
      files[this.abs(d)] = { dir: true };
      emptyFolders.push(this.abs(d));
    }
    for (const g of this.gitMarkers) if (!this.kept.has(g)) files[this.abs(g)] = { dir: true };
    if (count === 0 && Object.keys(files).length === 0) files[this.root] = { dir: true };
    const skipped = [...this.groups.values(), ...this.skips];
    const listed = skipped.slice(0, MAX_LISTED_SKIPS);
    return {
      files,
      report: {
        name: this.name,
        root: this.root,
        files: count,
        bytes,
        binary: this.binary,
        invalidUtf8: this.invalidUtf8,
        symlinks: this.symlinks,
        gitMarkers: [...this.gitMarkers].map((g) => this.abs(g)).sort(),
        emptyFolders: emptyFolders.sort(),
        skipped: listed,
        skippedFiles: Object.values(this.byReason).reduce((a, b) => a + (b ?? 0), 0),
        byReason: this.byReason,
        unlisted: this.unlisted + skipped.length - listed.length,
      },
    };
  }

  private abs(path: string): string {
    return `${this.root}/${path}`;
  }

  /** A safe relative path, or null when the name is refused or lies in node_modules / .git internals. */
  private checkedPath(raw: string, isDir: boolean): string | null {
    const checked = checkEntryName(raw);
    if (!checked.ok) return this.skip(raw, "unsafe-name", `refused: ${checked.reason}`);
    const segs = checked.path.split("/");
    const nm = segs.indexOf("node_modules");
    const dirLike = isDir || checked.isDir;
    const fileCount = dirLike ? 0 : 1;
    if (nm >= 0 && (nm < segs.length - 1 || dirLike)) {
      this.group(segs.slice(0, nm + 1).join("/"), "node_modules", "node_modules is skipped: installed packages are not instructions", fileCount);
      return null;
    }
    const git = segs.indexOf(".git");
    if (git >= 0 && (git < segs.length - 1 || dirLike)) {
      const marker = segs.slice(0, git + 1).join("/");
      this.gitMarkers.add(marker);
      this.addParents(marker + "/x");
      this.group(marker, "git-internals", ".git contents are skipped; an empty .git folder is kept so the project root is still found", fileCount);
      return null;
    }
    return checked.path;
  }

  private group(path: string, reason: SkipReason, message: string, count: number): void {
    const g = this.groups.get(path);
    if (g) g.count += count;
    else this.groups.set(path, { path, reason, message, count });
    this.byReason[reason] = (this.byReason[reason] ?? 0) + count;
  }

  private addParents(path: string): void {
    for (let i = path.indexOf("/"); i > 0; i = path.indexOf("/", i + 1)) this.dirs.add(path.slice(0, i));
  }

  private hasFileAbove(path: string): boolean {
    for (let i = path.indexOf("/"); i > 0; i = path.indexOf("/", i + 1)) if (this.kept.has(path.slice(0, i))) return true;
    return false;
  }

  /** Folders with something kept below them (a file, a .git marker or another folder). */
  private foldersWithContent(): Set<string> {
    const out = new Set<string>();
    const below = (path: string) => {
      for (let i = path.indexOf("/"); i > 0; i = path.indexOf("/", i + 1)) out.add(path.slice(0, i));
    };
    for (const [p, k] of this.kept) if (k.kind === "file") below(p);
    for (const g of this.gitMarkers) below(g);
    for (const d of this.explicitDirs) below(d);
    return out;
  }
}
