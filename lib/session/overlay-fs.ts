/**
 * The tree as an editor sees it: the files on disk, with the text of open documents in place of what
 * was last saved. Kept by file identity (the port's `id`), so a document open as AGENTS.md is also
 * what an agent reads through a `CLAUDE.md -> AGENTS.md` link. A document whose file is not on disk
 * yet (never saved) is not part of the tree: no agent could read it either.
 */
import { effectiveReadLimit, type FsPort, type FsResult, type StatInfo } from "../fs/port";

export class OverlayFs implements FsPort {
  /** Open documents' bytes, by the identity of the file they stand for. */
  private readonly texts = new Map<string, Uint8Array>();
  /** Which identity each open path stands for (to close it again). */
  private readonly opened = new Map<string, string>();

  constructor(private base: FsPort) {
    this.takeKinds();
  }

  /** A new port under the documents (the disk changed): each open document is placed again by path. */
  rebase(base: FsPort): void {
    const open = [...this.opened].map(([path, id]) => [path, this.texts.get(id)!] as const);
    this.base = base;
    this.takeKinds();
    this.texts.clear();
    this.opened.clear();
    for (const [path, bytes] of open) this.put(path, bytes);
  }

  /** An open document's text (null: closed, the disk's text counts again). False when no file is there. */
  set(path: string, text: string | null): boolean {
    if (text === null) {
      const id = this.opened.get(path);
      if (id !== undefined) {
        this.opened.delete(path);
        if (![...this.opened.values()].includes(id)) this.texts.delete(id);
      }
      return true;
    }
    return this.put(path, new TextEncoder().encode(text));
  }

  private put(path: string, bytes: Uint8Array): boolean {
    const st = this.base.stat(path);
    if (!st.ok || st.value.kind !== "file") return false;
    this.opened.set(path, st.value.id);
    this.texts.set(st.value.id, bytes);
    return true;
  }

  private overlaid(info: FsResult<StatInfo>): FsResult<StatInfo> {
    if (!info.ok || info.value.kind !== "file" || this.texts.size === 0) return info;
    const bytes = this.texts.get(info.value.id);
    return bytes === undefined ? info : { ok: true, value: { ...info.value, size: bytes.length } };
  }

  lstat(path: string): FsResult<StatInfo> {
    return this.overlaid(this.base.lstat(path));
  }

  stat(path: string): FsResult<StatInfo> {
    return this.overlaid(this.base.stat(path));
  }

  readFile(path: string, limit?: number): FsResult<Uint8Array> {
    if (this.texts.size > 0) {
      const st = this.base.stat(path);
      const bytes = st.ok ? this.texts.get(st.value.id) : undefined;
      if (bytes !== undefined) return { ok: true, value: bytes.slice(0, effectiveReadLimit(limit)) };
    }
    return this.base.readFile(path, limit);
  }

  readdir(path: string) {
    return this.base.readdir(path);
  }

  readlink(path: string) {
    return this.base.readlink(path);
  }

  realpath(path: string) {
    return this.base.realpath(path);
  }

  exists(path: string): boolean {
    return this.base.exists(path);
  }

  listsWhole(dir: string): boolean {
    return this.base.listsWhole?.(dir) ?? false;
  }

  /** Kinds from the listing, where the port under it gives them (the port's contract: absent, ask lstat). */
  entryKinds?: FsPort["entryKinds"];
  /** The disk's own listing order, where the port under it knows it (open documents add no names). */
  listingOrder?: FsPort["listingOrder"];

  private takeKinds(): void {
    this.entryKinds = this.base.entryKinds ? (dir) => this.base.entryKinds!(dir) : undefined;
    this.listingOrder = this.base.listingOrder ? (dir) => this.base.listingOrder!(dir) : undefined;
  }
}
