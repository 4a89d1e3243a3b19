/**
 * Collects one upload into Scenario files under `/upload/<name>`, enforcing the caps and keeping a
 * report of everything left out. Callers (folder reader, zip reader) first ask `accept` whether an entry
 * is worth reading, so skipped files (node_modules, .git internals, oversized files) are never read
 * or inflated; then they hand over the bytes with `file`. Entries are taken in the order given: sort
 * them with `sortForUpload` so that when a cap bites the shallow files are the ones kept.
 */
import { decodeLossy, encodeBase64, formatBytes, looksBinary, utf8Length } from "../core/bytes";
import { MAX_PATH_BYTES } from "../scenario/limits";
import type { FileEntry } from "../scenario/types";
import { quoted, shortened, visible } from "../scenario/visible";
import { MAX_FILE_BYTES, MAX_FILES, MAX_FOLDERS, MAX_LISTED_SKIPS, MAX_TOTAL_BYTES, UPLOAD_PARENT } from "./limits";
import { belowTop, checkEntryName, checkSymlinkTarget, sortForUpload, uploadName } from "./names";

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
  /**
   * The entry's name as uploaded (or, for a skipped folder, the folder's path inside the upload), with
   * control characters and other invisible ones written as \uXXXX: it is for showing, not for opening.
   */
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
  /**
   * Entries kept under a normalised name (`a//b` as `a/b`, a name that is not UTF-8 with U+FFFD):
   * at most MAX_LISTED_SKIPS, names shown as in `skipped`.
   */
  renamed: RenamedEntry[];
}

export interface RenamedEntry {
  /** The name as uploaded. */
  from: string;
  /** The absolute path it was kept as. */
  to: string;
  why: string;
}

export interface ImportResult {
  /** Absolute path -> entry, ready to merge into a Scenario's files. */
  files: Record<string, FileEntry>;
  report: ImportReport;
}

type Kept = { kind: "file"; entry: FileEntry; bytes: number } | { kind: "pending"; bytes: number };

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
  private readonly renamed: RenamedEntry[] = [];
  /** The name each kept or pending path came from, to name it when another entry clashes with it. */
  private readonly firstName = new Map<string, string>();
  private unlisted = 0;
  private usedBytes = 0;
  private readonly top: string | null;

  /**
   * `top`: the upload's top folder (commonTopFolder of its names), stripped from every name given.
   * Without it, names are taken as relative to the upload's root as they are.
   */
  constructor(name: string, parent = UPLOAD_PARENT, options: { top?: string | null } = {}) {
    this.name = uploadName(name);
    this.root = `${parent === "/" ? "" : parent}/${this.name}`;
    this.top = options.top ?? null;
  }

  /** Bytes still allowed in this upload. */
  get bytesLeft(): number {
    return MAX_TOTAL_BYTES - this.usedBytes;
  }

  /**
   * Should this file (or symlink) be read? Returns its safe relative path, or null when it is skipped
   * (the reason is recorded). `size` is what the source claims; `file` checks the real length again.
   */
  accept(raw: string, size?: number, note?: string): string | null {
    const checked = this.checkedPath(raw, false);
    if (checked === null || checked.path === "") return null;
    const { path } = checked;
    const clash = this.clash(path);
    if (clash !== null) return this.skip(raw, "duplicate", clash);
    if (size !== undefined && size > MAX_FILE_BYTES)
      return this.skip(raw, "too-large", `it is ${formatBytes(size)}, over the ${formatBytes(MAX_FILE_BYTES)} limit for one file`);
    if (this.kept.size >= MAX_FILES)
      return this.skip(raw, "count-cap", `the upload already has ${MAX_FILES.toLocaleString("en-US")} files, the limit`);
    const claimed = size ?? 0;
    if (claimed > this.bytesLeft)
      return this.skip(raw, "total-cap", `it would take the upload past ${formatBytes(MAX_TOTAL_BYTES)} in all`);
    this.kept.set(path, { kind: "pending", bytes: claimed });
    this.firstName.set(path, raw);
    this.usedBytes += claimed;
    this.addParents(path);
    this.noteRename(raw, path, checked.why, note);
    return path;
  }

  /** Why `path` cannot be added (an entry of the upload already takes it or a parent of it), or null. */
  private clash(path: string): string | null {
    const same = this.firstName.get(path);
    if (this.kept.has(path)) return `it has the same path as the entry ${quoted(shortened(same ?? path))}, which is kept`;
    if (this.dirs.has(path)) return `the upload already has a folder at ${quoted(shortened(path))} (other entries lie inside it)`;
    const above = this.fileAbove(path);
    if (above !== null) return `${quoted(shortened(above))} is a file or link in the upload, so it cannot hold entries`;
    return null;
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
      this.release(
        path,
        reason,
        reason === "too-large"
          ? `it is over the ${formatBytes(MAX_FILE_BYTES)} limit for one file`
          : `it would take the upload past ${formatBytes(MAX_TOTAL_BYTES)} in all`,
      );
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
    const checked = checkSymlinkTarget(path, target);
    if (!checked.ok) {
      this.release(path, "symlink-outside", checked.reason);
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
    this.skip(this.firstName.get(path) ?? path, reason, message);
    this.firstName.delete(path);
  }

  /** A folder entry (a zip's `dir/`, an empty folder dropped on the tree). */
  folder(raw: string, note?: string): void {
    const checked = this.checkedPath(raw, true);
    if (checked === null || checked.path === "") return;
    const { path } = checked;
    if (this.kept.has(path)) {
      this.skip(
        raw,
        "duplicate",
        `it is a folder, but the upload already has the file ${quoted(shortened(this.firstName.get(path) ?? path))} there`,
      );
      return;
    }
    this.noteRename(raw, path, checked.why, note);
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
    if (this.skips.length < MAX_LISTED_SKIPS) this.skips.push({ path: visible(path), reason, message, count });
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
    const gitMarkers: string[] = [];
    // Only folder entries can be empty; most zips (and every folder pick) have none, so skip the walk.
    const occupied = this.explicitDirs.size > 0 ? this.foldersWithContent() : new Set<string>();
    // Folder entries (empty folders and .git markers) are capped like files, shallow ones kept first.
    const folders = [
      ...[...this.explicitDirs].filter((d) => !occupied.has(d) && !this.kept.has(d)).map((d) => ({ path: d, git: false })),
      ...[...this.gitMarkers].filter((g) => !this.kept.has(g) && !this.explicitDirs.has(g)).map((g) => ({ path: g, git: true })),
    ];
    sortForUpload(folders, (f) => f.path).forEach((f, i) => {
      if (i >= MAX_FOLDERS) {
        this.skip(f.path, "count-cap", `the upload already has ${MAX_FOLDERS.toLocaleString("en-US")} empty folders, the limit`);
        return;
      }
      files[this.abs(f.path)] = { dir: true };
      (f.git ? gitMarkers : emptyFolders).push(this.abs(f.path));
    });
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
        gitMarkers: gitMarkers.sort(),
        emptyFolders: emptyFolders.sort(),
        skipped: listed,
        skippedFiles: Object.values(this.byReason).reduce((a, b) => a + (b ?? 0), 0),
        byReason: this.byReason,
        unlisted: this.unlisted + skipped.length - listed.length,
        renamed: this.renamed,
      },
    };
  }

  private abs(path: string): string {
    return `${this.root}/${path}`;
  }

  /**
   * A safe relative path ("" for the top folder itself), or null when the name is refused or lies in
   * node_modules / .git internals. `note`: why the caller already changed the name (e.g. not UTF-8).
   */
  private checkedPath(raw: string, isDir: boolean): { path: string; why?: string } | null {
    const checked = checkEntryName(raw);
    if (!checked.ok) return this.skip(raw, "unsafe-name", `refused: ${checked.reason}`);
    const path = belowTop(checked.path, this.top);
    if (path === null) return this.skip(raw, "unsafe-name", `refused: it lies outside the upload's folder ${quoted(this.top ?? "")}`);
    if (path === "")
      return isDir || checked.isDir ? { path } : this.skip(raw, "duplicate", "a file cannot take the place of the upload's folder");
    const bytes = utf8Length(this.root) + 1 + utf8Length(path);
    if (bytes > MAX_PATH_BYTES)
      return this.skip(
        raw,
        "unsafe-name",
        `refused: its path in the tree would be ${bytes.toLocaleString("en-US")} bytes long (UTF-8); a path may have at most ${MAX_PATH_BYTES.toLocaleString("en-US")}`,
      );
    // Below a kept file or link nothing can be added: not an entry, not a folder, not a .git marker.
    const above = this.fileAbove(path);
    if (above !== null)
      return this.skip(raw, "duplicate", `${quoted(shortened(above))} is a file or link in the upload, so it cannot hold entries`);
    const segs = path.split("/");
    const nm = segs.indexOf("node_modules");
    const dirLike = isDir || checked.isDir;
    const fileCount = dirLike ? 0 : 1;
    if (nm >= 0 && (nm < segs.length - 1 || dirLike)) {
      this.group(
        segs.slice(0, nm + 1).join("/"),
        "node_modules",
        "node_modules is skipped: installed packages are not instructions",
        fileCount,
      );
      return null;
    }
    const git = segs.indexOf(".git");
    if (git >= 0 && (git < segs.length - 1 || dirLike)) {
      const marker = segs.slice(0, git + 1).join("/");
      this.gitMarkers.add(marker);
      this.addParents(marker + "/x");
      this.group(
        marker,
        "git-internals",
        ".git contents are skipped; an empty .git folder is kept so the project root is still found",
        fileCount,
      );
      return null;
    }
    return { path, why: checked.renamed };
  }

  /** List an entry kept under another name than it was uploaded with. */
  private noteRename(raw: string, path: string, ...why: (string | undefined)[]): void {
    const reasons = why.filter(Boolean).join("; ");
    if (reasons && this.renamed.length < MAX_LISTED_SKIPS) this.renamed.push({ from: visible(raw), to: this.abs(path), why: reasons });
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

  private fileAbove(path: string): string | null {
    for (let i = path.indexOf("/"); i > 0; i = path.indexOf("/", i + 1)) if (this.kept.has(path.slice(0, i))) return path.slice(0, i);
    return null;
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
