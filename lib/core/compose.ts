/**
 * Composer: builds a prompt string while recording which spans are a source file's own text and which
 * are the agent's frame (labels, wrappers, separators, truncation notes). The UI uses the spans to
 * colour the prompt and jump to files; profiles use it so the bookkeeping is written once.
 */
import type { Part } from "../types";

export class Composer {
  private text = "";
  readonly parts: Part[] = [];

  /** Agent-authored text: wrappers, labels, separators. */
  frame(text: string): this {
    return this.push(text, "frame");
  }

  /** Text taken from the file at `path`. */
  content(text: string, path: string): this {
    return this.push(text, "content", path);
  }

  /** Append another composer's text and parts (e.g. a plugin block after the host's instructions). */
  append(other: Composer): this {
    const base = this.text.length;
    for (const p of other.parts) this.addPart({ ...p, start: p.start + base, end: p.end + base });
    this.text += other.toString();
    return this;
  }

  get length(): number {
    return this.text.length;
  }

  toString(): string {
    return this.text;
  }

  private push(text: string, kind: Part["kind"], path?: string): this {
    if (text === "") return this;
    const start = this.text.length;
    this.text += text;
    this.addPart({ start, end: this.text.length, kind, ...(path !== undefined ? { path } : {}) });
    return this;
  }

  private addPart(part: Part): void {
    const last = this.parts[this.parts.length - 1];
    if (last && last.end === part.start && last.kind === part.kind && last.path === part.path) last.end = part.end;
    else this.parts.push(part);
  }
}

/** Join items with a separator, as frame text, each item written by `write`. */
export function joinInto<T>(c: Composer, items: T[], separator: string, write: (item: T) => void): void {
  items.forEach((item, i) => {
    if (i > 0) c.frame(separator);
    write(item);
  });
}
