/**
 * Findings are about instructions, not paths: two paths to one real file (CLAUDE.md -> AGENTS.md, a
 * link per package) are one source. One Identity per check answers, through the fs port and
 * remembered, which real file a path reaches and whether a path goes through a link (no fix writes
 * through one: it would change the file the link points at, under another name).
 */
import type { FsPort } from "../fs/port";

export class Identity {
  private readonly real = new Map<string, string>();
  constructor(private readonly fs: FsPort) {}

  /** The real path `path` reaches (itself when it cannot be resolved). */
  of(path: string): string {
    let r = this.real.get(path);
    if (r === undefined) {
      const got = this.fs.realpath(path);
      this.real.set(path, (r = got.ok ? got.value : path));
    }
    return r;
  }

  same(a: string, b: string): boolean {
    return a === b || this.of(a) === this.of(b);
  }

  /** Whether `path`, or a folder on its way, is a link. */
  throughLink(path: string): boolean {
    return this.of(path) !== path;
  }
}
