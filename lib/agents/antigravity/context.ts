/**
 * What is in context so far: each rule added to a listing, and right after it the files its `@path`
 * references name (one level). A file already in context is not added twice.
 */
import { utf8Length } from "../../core/bytes";
import type { ListingEntry } from "../../core/rule-listing";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { noText, readTextOrNote } from "../shared";
import { references } from "./mentions";
import { ruleSource, type Rule } from "./rules";

export class Context {
  private readonly seen = new Set<string>();

  constructor(private readonly ctx: ProfileContext) {}

  /** Add `r` under `label`, record it with `reason`, then the files it references. */
  add(entries: ListingEntry[], r: Rule, label: string, reason: string, matchedBy?: string[], scope?: Source["scope"]): void {
    this.seen.add(r.path);
    entries.push({ label: `${label}: ${r.path}`, text: r.text, path: r.path });
    this.ctx.source({ ...ruleSource(r, reason, matchedBy), ...(scope ? { scope } : {}) });
    for (const ref of references(this.ctx, r.text, r.path)) this.reference(entries, ref.path, ref.token, r.path);
  }

  private reference(entries: ListingEntry[], path: string, token: string, by: string): void {
    if (this.seen.has(path)) {
      this.ctx.source(noText(path, "reference", "duplicate", `Duplicate: ${by} references it as @${token}, but it is already in context.`));
      return;
    }
    const read = readTextOrNote(this.ctx, path, "reference", (n) => this.ctx.source(n));
    if (!read) {
      if (!this.ctx.fs.lstat(path).ok)
        this.ctx.diag({
          level: "warning",
          code: "missing-reference",
          path: by,
          message: `${by} references @${token}, but ${path} does not exist.`,
        });
      return;
    }
    this.seen.add(path);
    if (read.text.trim() === "") {
      this.ctx.source(noText(path, "reference", "empty", "Empty: the referenced file has no text.", read.size));
      return;
    }
    if (!this.ctx.imports.take(read.text.length, { path: by })) return;
    entries.push({ label: `Referenced as @${token} in ${by}: ${path}`, text: read.text, path });
    this.ctx.source({
      path,
      layer: "reference",
      status: "included",
      reason: `Included: ${by} references it as @${token}.`,
      bytes: read.size,
      includedBytes: Math.min(read.size, utf8Length(read.text)),
      matchedBy: [`@${token}`],
    });
  }
}
