/**
 * Project rule discovery (warpdotdev/warp @ 19548ae): the repository is scanned for files named
 * WARP.md or AGENTS.md in any letter case (standing_queries.rs); each folder keeps one, WARP.md
 * before AGENTS.md (model.rs upsert_rule, respected_rule). A file that cannot be read as UTF-8 text
 * is dropped (metadata_project_rules.rs read_to_string), so the folder's other file counts instead.
 */
import { foldersBelow } from "../../core/find-down";
import { ancestors, childPath, join, normalize } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { failedReadStatusOrDangling, noText } from "../shared";
import { GIT_MARKER, RULE_NAMES, SKIP_DIRS } from "./facts";

export interface RuleFile {
  dir: string;
  path: string;
  text: string;
  size: number;
}

/** The closest folder from the cwd up with a .git entry: the repository Warp indexes rules for. */
export function projectRoot(ctx: ProfileContext): string | null {
  for (const dir of ancestors(normalize(ctx.input.cwd))) if (ctx.fs.lstat(join(dir, GIT_MARKER)).ok) return dir;
  return null;
}

/** Each rule name in lower case, with its precedence (WARP.md first). */
const RANK = new Map(RULE_NAMES.map((r, i) => [r.toLowerCase(), i]));

/**
 * The rule-named entries of a listing, by precedence, then by name. Kept per listing: a check resolves
 * Warp from a hundred folders, each scanning the whole repository, and a shared listing is the same
 * frozen array every time.
 */
const ruleNamesOf = new WeakMap<readonly string[], string[]>();
function ruleNamesIn(names: readonly string[]): string[] {
  let out = ruleNamesOf.get(names);
  if (out === undefined) {
    const ranked = names.flatMap((n) => {
      const rank = RANK.get(n.toLowerCase());
      return rank === undefined ? [] : [{ n, rank }];
    });
    out = ranked.sort((a, b) => a.rank - b.rank || (a.n < b.n ? -1 : a.n > b.n ? 1 : 0)).map((x) => x.n);
    // Only a frozen listing cannot change under the kept answer.
    if (Object.isFrozen(names)) ruleNamesOf.set(names, out);
  }
  return out;
}

/** Rule-named files directly in `dir`, by precedence (WARP.md first), then by name. */
function ruleFilesIn(ctx: ProfileContext, dir: string): string[] {
  const names = ctx.fs.readdir(dir);
  if (!names.ok) return [];
  return ruleNamesIn(names.value)
    .map((n) => childPath(dir, n))
    .filter((p) => {
      const st = ctx.fs.stat(p);
      return !st.ok || st.value.kind !== "dir";
    });
}

/** Read one candidate: its text, or null with the Source saying why (invalid UTF-8 is a failed read for Warp). */
function readRule(ctx: ProfileContext, path: string): { text: string; size: number } | null {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") {
    const s = failedReadStatusOrDangling(r);
    if (s) ctx.source(noText(path, "project", s.status, s.reason));
    return null;
  }
  if (!r.validUtf8) {
    ctx.source(noText(path, "project", "unreadable", "Not valid UTF-8: Warp's read fails, so the file is dropped.", r.size));
    ctx.diag({
      level: "warning",
      code: "file-invalid-utf8",
      path,
      message: `${path} is not valid UTF-8; Warp cannot read it as text and leaves it out (a folder's other rule file then counts).`,
    });
    return null;
  }
  return { text: r.text, size: r.size };
}

/** The one rule file of each folder below the root, breadth first; the others in a folder are shadowed. */
export function projectRules(ctx: ProfileContext, root: string): { rules: RuleFile[]; capped: boolean } {
  const below = foldersBelow(ctx.fs, root, { skipDirs: SKIP_DIRS });
  const rules: RuleFile[] = [];
  for (const dir of below.dirs) {
    let kept: RuleFile | null = null;
    for (const path of ruleFilesIn(ctx, dir)) {
      if (kept) {
        const st = ctx.fs.stat(path);
        const size = st.ok ? st.value.size : 0;
        ctx.source(
          noText(path, "project", "shadowed", `Shadowed: ${kept.path} is this folder's rule file (WARP.md before AGENTS.md).`, size),
        );
        continue;
      }
      const r = readRule(ctx, path);
      if (r) kept = { dir, path, ...r };
    }
    if (kept) rules.push(kept);
  }
  return { rules, capped: below.capped };
}
