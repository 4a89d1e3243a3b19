/**
 * The ordered list of startup instruction paths (session/instruction.ts `systemSources()`): the global
 * file, then every copy of the first project name found from the working directory up to the worktree,
 * then the merged `instructions` (the legacy Kilo rule folders first, see config-instructions.ts), then
 * the Claude Code rule folders. A path keeps its first place; later repeats are duplicates.
 */
import type { Source, SourceStatus } from "../../types";
import type { SourceLayer } from "../../source-layers";
import { normalize } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";

export interface Candidate {
  path: string;
  layer: SourceLayer;
  /** Why it is loaded, completing "Included: ...". */
  why: string;
  matchedBy?: string[];
  /** An untrusted read (a project file, a relative `instructions` match): Kilo reads it only inside the project root. */
  fenced?: boolean;
}

export class Walk {
  /** Insertion order is prompt order. */
  readonly paths = new Map<string, Candidate>();
  /** Sources for files that add no text (shadowed, disabled, duplicate...), in the order found. */
  readonly notes: Source[] = [];
  private readonly linkNoted = new Set<string>();

  constructor(readonly ctx: ProfileContext) {}

  /** existsSafe: follows links; a dangling or looping link is absent (noted once). */
  exists(path: string, layer: SourceLayer): boolean {
    if (this.ctx.fs.exists(path)) return true;
    if (!this.linkNoted.has(path) && this.ctx.fs.lstat(path).ok) {
      this.linkNoted.add(path);
      const why = readCandidate(this.ctx.fs, path).kind === "loop" ? "a symlink loop" : "a symlink to nothing";
      this.note(path, layer, "unreadable", `It is ${why}, so Kilo treats it as absent.`);
    }
    return false;
  }

  isFile(path: string): boolean {
    const st = this.ctx.fs.stat(path);
    return st.ok && st.value.kind === "file";
  }

  note(path: string, layer: SourceLayer, status: SourceStatus, reason: string): void {
    const st = this.ctx.fs.stat(path);
    this.notes.push({ path, layer, status, reason, bytes: st.ok ? st.value.size : 0, includedBytes: 0 });
  }

  add(c: Candidate): void {
    const path = normalize(c.path);
    const first = this.paths.get(path);
    if (first)
      this.note(path, c.layer, "duplicate", `Already listed as a ${first.layer} file; Kilo keeps each path once, at its first place.`);
    else this.paths.set(path, { ...c, path });
  }

  flush(): void {
    for (const s of this.notes.splice(0)) this.ctx.source(s);
  }
}
