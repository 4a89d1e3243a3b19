/**
 * Source bookkeeping: entries are collected in prompt order while the profile works, then their
 * included byte counts are filled from the text that actually landed, and they are handed to ctx.
 */
import type { ProfileContext } from "../base";
import type { Source } from "../../types";
import type { ImportRecord } from "./imports";
import type { Loaded } from "./probe";
import type { SourceLayer } from "../../source-layers";

export class Book {
  private readonly entries: Source[] = [];
  private readonly seen = new Set<string>();

  add(s: Omit<Source, "includedBytes">): void {
    this.entries.push({ ...s, includedBytes: 0 });
  }

  /** Record a failure once per path (several walks may probe the same file). */
  once(key: string, s: Omit<Source, "includedBytes">): void {
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.add(s);
  }

  /** A loaded file and, right after it, the files it imports. */
  /** Each path of `list` loaded (its `reason`), or a duplicate of one loaded first (by dev:ino). */
  files(
    list: string[],
    loaded: Map<string, Loaded>,
    blank: Set<string>,
    layer: SourceLayer,
    reason: (p: string) => string,
    dropped: Map<string, string>,
  ): void {
    for (const p of list) {
      const f = loaded.get(p);
      if (f) this.file(f, layer, reason(p), blank.has(p));
      else if (dropped.has(p))
        this.add({
          path: p,
          layer,
          status: "duplicate",
          reason: `Same file (dev:ino) as ${dropped.get(p)}, which is loaded first.`,
          bytes: 0,
        });
    }
  }

  file(f: Loaded, layer: SourceLayer, included: string, blank: boolean): void {
    if (f.failure) {
      this.add({ path: f.path, layer, status: f.failure.status, reason: f.failure.reason, bytes: f.size });
      return;
    }
    if (blank)
      this.add({
        path: f.path,
        layer,
        status: "empty",
        reason: "Empty after trimming (imports included), so it gets no block.",
        bytes: f.size,
      });
    else this.add({ path: f.path, layer, status: "included", reason: included, bytes: f.size });
    for (const r of f.imports) this.imported(r, blank);
  }

  private imported(r: ImportRecord, blank: boolean): void {
    const status = blank && r.status === "included" ? "empty" : r.status;
    this.add({
      path: r.path,
      layer: "import",
      status,
      reason: status === "empty" ? "Imported, but the importing file is blank after trimming, so nothing lands." : r.reason,
      bytes: r.size,
    });
  }

  /** Fill includedBytes from what landed (capped at the file size: lossy decoding can grow text) and publish. */
  publish(ctx: ProfileContext, landed: Map<string, number>): void {
    for (const s of this.entries) {
      if (s.status === "included") s.includedBytes = Math.min(s.bytes, landed.get(s.path) ?? 0);
      ctx.source(s);
    }
  }
}
