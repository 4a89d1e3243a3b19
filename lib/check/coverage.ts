/**
 * What each declared agent receives from the checked folders, before any finding: how many files and
 * bytes reach it (fewest and most over the folders), and what it cuts, drops or cannot find. The view a
 * reader trusts first, as `compare` shows it for one folder. This module is what the page needs (the
 * shape and its words) and imports nothing heavy; `coverageOf` (coverage-of.ts) computes it from runs.
 */

export interface Coverage {
  agent: string;
  folders: number;
  files: { min: number; max: number };
  bytes: { min: number; max: number };
  /** Tokens of its largest composed text (the folder with the most bytes): counting every folder's cost more than it told. */
  tokens: number;
  /** Files cut at a budget from some folder, with the most bytes lost there. */
  cut: { path: string; lostBytes: number }[];
  /** Files left out whole because a budget was spent. */
  dropped: string[];
  /** Imported or mentioned files the agent cannot read. */
  missing: string[];
  /**
   * Rule files the agent loads in a session started in some checked folder but never in one started at
   * the root, at start or on any file read (codex reads go/AGENTS.md only when it starts in go/). Empty
   * when the root was not checked.
   */
  unseenFromRoot: string[];
}

/** The same coverage with every path written by `show` (repository-relative in the CLI's formats). */
export function coveragePaths(c: Coverage, show: (path: string) => string): Coverage {
  return {
    ...c,
    cut: c.cut.map((x) => ({ ...x, path: show(x.path) })),
    dropped: c.dropped.map(show),
    missing: c.missing.map(show),
    unseenFromRoot: c.unseenFromRoot.map(show),
  };
}

const kb = (n: number): string => (n < 1000 ? `${n} B` : `${(n / 1000).toFixed(1)} kB`);
const span = ({ min, max }: { min: number; max: number }, show: (n: number) => string): string =>
  show(min) === show(max) ? show(max) : `${show(min)}–${show(max)}`;

/**
 * One agent's coverage in words, as the CLI's first lines and the page's table say it: files, size,
 * tokens, and what it loses. `list` names a list of paths (all of them, or the first few and a count).
 */
export function coverageCells(c: Coverage, list: (paths: string[]) => string): { files: string; size: string; loses: string } {
  const files = span(c.files, String);
  const loses = [
    ...(c.cut.length > 0 ? [`cuts ${list(c.cut.map((x) => `${x.path} (${kb(x.lostBytes)} lost)`))}`] : []),
    ...(c.dropped.length > 0 ? [`drops ${list(c.dropped)}`] : []),
    ...(c.missing.length > 0 ? [`cannot find ${list(c.missing)}`] : []),
    ...(c.unseenFromRoot.length > 0 ? [`from the root, never reads ${list(c.unseenFromRoot)}`] : []),
  ];
  return {
    files: `${files} file${files === "1" ? "" : "s"}`,
    size: `${span(c.bytes, kb)}, up to ${c.tokens.toLocaleString("en-US")} tokens`,
    loses: loses.length > 0 ? loses.join("; ") : "nothing cut",
  };
}
