/**
 * Finding and reading Windsurf's rule files: the global file, .windsurfrules, every rules folder
 * (.devin/rules, then .windsurf/rules, for Devin Desktop; .windsurf/rules only before the rename) in
 * parents up to the git root, the workspace and its subfolders, and AGENTS.md files.
 */
import { utf8Length } from "../../core/bytes";
import { foldersBelow } from "../../core/find-down";
import { frontmatterKeyLine } from "../../core/key-line";
import { readFrontmatterFields, splitFrontmatter } from "../../core/lenient-frontmatter";
import { ancestors, basename, dirname, join, relative } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import type { Behaviour } from "./behaviour";
import {
  AGENTS_NAMES,
  FRONTMATTER_KEYS,
  GLOBAL_CHAR_LIMIT,
  LEGACY_FILE,
  RULE_CHAR_LIMIT,
  RULE_EXT,
  SKIP_DIRS,
  TRIGGERS,
  type Trigger,
} from "./facts";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import { commaGlobs, filesByExtension, noText, readTextOrNote, type TriggeredRule } from "../shared";
import { codePoints, cutCodePoints } from "../../core/code-points";
import type { SourceLayer } from "../../source-layers";

export { noText };

type Kind = "global" | "legacy" | "rule" | "agents";
/** The layer of an AGENTS.md in a parent folder between the git root and the workspace. */
export const PARENT_AGENTS_LAYER = "parent-agents";

export interface Rule extends TriggeredRule<Kind, Trigger> {
  /** The character limit for its kind (global rules or a rule file), which a truncated text was cut at. */
  limit: number;
}

export function ruleSource(r: Rule, reason: string, matchedBy?: string[]): Source {
  const kept = Math.min(utf8Length(r.text), r.truncated ? Math.max(0, r.size - 1) : r.size);
  return {
    path: r.path,
    layer: r.layer,
    status: r.truncated ? "truncated" : "included",
    reason: r.truncated ? `${reason} Truncated at Windsurf's ${r.limit}-character limit.` : reason,
    bytes: r.size,
    includedBytes: kept,
    ...(matchedBy ? { matchedBy } : {}),
  };
}

/** A rule file's frontmatter as Windsurf reads it: trigger, globs, description, and the body after it. */
function ruleFrontmatter(
  ctx: ProfileContext,
  path: string,
  text: string,
): { body: string; trigger: Trigger; globs: string[]; globsLine?: number; description?: string } {
  const split = splitFrontmatter(text);
  if (split.block === undefined) {
    ctx.diag({
      level: "info",
      code: "no-trigger",
      path,
      message: `${path} has no frontmatter; Rulescope treats it as always_on (Windsurf's default for such files is not documented).`,
    });
    return { body: split.body, trigger: "always_on", globs: [] };
  }
  const f = readFrontmatterFields(split.block, ctx.yaml, { path, line: 2 }).fields;
  for (const u of unknownFrontmatterKeys(text, FRONTMATTER_KEYS)) ctx.diag(unknownKeyDiagnostic(path, u, "Windsurf", FRONTMATTER_KEYS));
  let trigger: Trigger = "always_on";
  const t = typeof f.trigger === "string" ? f.trigger.trim() : undefined;
  if (t !== undefined && !(TRIGGERS as readonly string[]).includes(t)) {
    ctx.diag({
      level: "warning",
      code: "unknown-trigger",
      path,
      message: `${path} sets trigger: ${t}, which is not one of ${TRIGGERS.join(", ")}; Rulescope treats it as manual.`,
    });
    trigger = "manual";
  } else if (t) trigger = t as Trigger;
  else
    ctx.diag({
      level: "info",
      code: "no-trigger",
      path,
      message: `${path} has no trigger: in its frontmatter; Rulescope treats it as always_on (Windsurf's default for such files is not documented).`,
    });
  const globs = commaGlobs(f.globs);
  const globsLine = globs.length > 0 ? frontmatterKeyLine(text, "globs") : undefined;
  const description = typeof f.description === "string" && f.description.trim() !== "" ? f.description.trim() : undefined;
  return { body: split.body, trigger, globs, ...(globsLine ? { globsLine } : {}), ...(description ? { description } : {}) };
}

/** Read one file into a Rule; notes for anything that keeps it out. */
function readRule(ctx: ProfileContext, path: string, kind: Kind, layer: SourceLayer, notes: Source[], fixedGlob?: string): Rule | null {
  const r = readTextOrNote(ctx, path, layer, (n) => notes.push(n));
  if (!r) return null;
  const name = basename(path).replace(/\.md$/i, "");
  const limit = kind === "global" ? GLOBAL_CHAR_LIMIT : RULE_CHAR_LIMIT;
  const { body, trigger, globs, globsLine, description } =
    kind === "rule"
      ? ruleFrontmatter(ctx, path, r.text)
      : { body: r.text, trigger: "always_on" as Trigger, globs: fixedGlob ? [fixedGlob] : [] };
  if (body.trim() === "") {
    notes.push(noText(path, layer, "empty", "Empty: it has no text (after its frontmatter), so it adds nothing.", r.size));
    return null;
  }
  const c = cutCodePoints(body, limit);
  ctx.budget({
    name: kind === "global" ? "global rules character limit" : "rule file character limit",
    kind: "characters",
    scope: "file",
    limit,
    used: codePoints(body),
    cut: c.truncated,
    path,
  });
  if (c.truncated)
    ctx.diag({
      level: "warning",
      code: "rule-over-limit",
      path,
      message: `${path} is over Windsurf's ${limit}-character limit for ${kind === "global" ? "global_rules.md" : "a rule file"}; Rulescope keeps the first ${limit} characters.`,
    });
  return {
    path,
    kind,
    layer,
    name,
    trigger,
    globs,
    ...(globsLine ? { globsLine } : {}),
    ...(description ? { description } : {}),
    text: c.text,
    size: r.size,
    truncated: c.truncated,
    limit,
  };
}

/** The git root: the nearest folder at or above `cwd` with a `.git` entry, or null. */
function gitRoot(ctx: ProfileContext): string | null {
  for (const d of ancestors(ctx.input.cwd)) if (ctx.fs.lstat(join(d, ".git")).ok) return d;
  return null;
}

/** `.md` files directly in a rules folder, in name order; other entries become notes. */
function rulesIn(ctx: ProfileContext, dir: string, notes: Source[], rulesDir: string): string[] {
  return filesByExtension(ctx, dir, RULE_EXT, (p, size) =>
    notes.push(noText(p, "rule", "unmatched", `Not a rule: only ${RULE_EXT} files in ${rulesDir} are rules.`, size)),
  );
}

export interface Discovery {
  rules: Rule[];
  /** AGENTS.md below the workspace root: glob rules for their folder. */
  nested: Rule[];
  rootAgents: Rule[];
  global: Rule | null;
  legacy: Rule | null;
}

/** The rules folders of each folder, in order; a name in the preferred folder shadows the same name in the fallback. */
function rulesFolders(ctx: ProfileContext, b: Behaviour, dirs: string[], notes: Source[]): { rules: Rule[]; fallbackRead: string | null } {
  const { cwd } = ctx.input;
  const [preferred] = b.rulesDirs;
  const rules: Rule[] = [];
  let fallbackRead: string | null = null;
  for (const dir of dirs) {
    // Devin Desktop: ".devin/ is preferred and takes precedence" over .windsurf/ in the same folder.
    const taken = new Map<string, { path: string; rulesDir: string }>();
    for (const rulesDir of b.rulesDirs)
      for (const p of rulesIn(ctx, join(dir, rulesDir), notes, rulesDir)) {
        const layer = dir === cwd ? "rule" : "nested-rule";
        const winner = taken.get(basename(p));
        if (winner) {
          notes.push(
            noText(
              p,
              layer,
              "shadowed",
              `Shadowed: ${winner.path} has the same name, and ${winner.rulesDir} takes precedence over ${rulesDir}. (Inferred: the docs say ${winner.rulesDir} takes precedence, not what becomes of a file of the same name.)`,
            ),
          );
          continue;
        }
        taken.set(basename(p), { path: p, rulesDir });
        if (rulesDir !== preferred) fallbackRead ??= rulesDir;
        const r = readRule(ctx, p, "rule", layer, notes);
        if (r) rules.push(r);
      }
  }
  return { rules, fallbackRead };
}

export function discover(ctx: ProfileContext, b: Behaviour, notes: Source[]): Discovery {
  const { cwd, home } = ctx.input;
  const global = readRule(ctx, join(home, ".codeium/windsurf/memories/global_rules.md"), "global", "global", notes);
  const legacy = readRule(ctx, join(cwd, LEGACY_FILE), "legacy", "legacy", notes);
  const [preferred] = b.rulesDirs;
  if (legacy)
    ctx.diag({
      level: "info",
      code: "deprecated-name",
      path: legacy.path,
      message: `${legacy.path} is the legacy rules file: still read as always on; ${b.product} recommends ${preferred}/.`,
    });

  const root = gitRoot(ctx);
  const parents =
    root && root !== cwd
      ? ancestors(dirname(cwd))
          .filter((d) => d.startsWith(root))
          .reverse()
      : [];
  ctx.decide(
    root
      ? `git root: ${root}; rules folders are also read in parents up to it`
      : "no git root: only the workspace and its subfolders are searched",
    root ?? cwd,
  );
  const below = foldersBelow(ctx.fs, cwd, { skipDirs: SKIP_DIRS });
  if (below.capped)
    ctx.diag({
      level: "info",
      code: "walk-capped",
      message: "The workspace has too many folders for Rulescope's scan; deeper rules folders may be missing.",
    });
  const { rules, fallbackRead } = rulesFolders(ctx, b, [...parents, ...below.dirs], notes);
  if (fallbackRead)
    ctx.diag({
      level: "info",
      code: "windsurf-rules-fallback",
      message: `Rules were read from ${fallbackRead}, which ${b.product} keeps as a fallback; ${preferred} is the preferred folder.`,
    });
  const rootAgents: Rule[] = [];
  const nested: Rule[] = [];
  // Docs: for git repositories AGENTS.md is also searched in parents up to the git root. How such a
  // file is scoped is not documented: as a glob rule for its folder (inferred), it matches every file.
  for (const dir of parents)
    for (const name of AGENTS_NAMES) {
      const p = join(dir, name);
      if (!ctx.fs.lstat(p).ok) continue;
      const r = readRule(ctx, p, "agents", PARENT_AGENTS_LAYER, notes, "**");
      if (r) nested.push({ ...r, trigger: "glob" });
    }
  for (const dir of below.dirs)
    for (const name of AGENTS_NAMES) {
      const p = join(dir, name);
      if (!ctx.fs.lstat(p).ok) continue;
      const rel = relative(cwd, dir);
      const r = readRule(ctx, p, "agents", dir === cwd ? "project" : "nested", notes, dir === cwd ? undefined : `${rel}/**`);
      if (!r) continue;
      if (dir === cwd) rootAgents.push(r);
      else nested.push({ ...r, trigger: "glob" });
    }
  return { rules, nested, rootAgents, global, legacy };
}

/** Globs of a rule that match `rel` (workspace-relative); a pattern without `/` matches a name at any depth. */
