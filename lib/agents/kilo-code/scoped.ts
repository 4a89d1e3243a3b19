/**
 * Path-scoped rules (kilocode/session/instruction.ts `rule()`, `parse()`, `match()`): a local `.md`
 * instruction file, other than AGENTS.md / CLAUDE.md / CONTEXT.md, whose frontmatter has a `paths` key
 * is left out at startup and attached, without its frontmatter, when the read tool opens a file whose
 * worktree-relative path matches one of the globs. Frontmatter that does not parse keeps the file raw.
 */
import { splitFrontmatter } from "../../core/lenient-frontmatter";
import { basename, isWithin, relative } from "../../core/paths";
import type { ProfileContext } from "../base";
import { CONVENTIONAL, PATHS_KEY, RULE_EXT } from "./facts";

export type Classified = { kind: "raw" } | { kind: "scoped"; paths: string[]; body: string };

/** `rule()`: the extension is `.md` in any case, and the name is not a conventional instruction file. */
const isRuleFile = (path: string): boolean =>
  path.toLowerCase().endsWith(RULE_EXT) && !(CONVENTIONAL as readonly string[]).includes(basename(path));

/** `paths`: a string is one glob, a list keeps its strings, anything else is an empty list. */
function pathsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((x): x is string => typeof x === "string");
  return [];
}

export function classify(ctx: ProfileContext, path: string, text: string): Classified {
  if (!isRuleFile(path)) return { kind: "raw" };
  const split = splitFrontmatter(text);
  if (split.block === undefined) return { kind: "raw" };
  let data: unknown;
  try {
    data = ctx.yaml.parse(split.block, { path, line: 2 });
  } catch (e) {
    ctx.diag({
      level: "info",
      code: "frontmatter-invalid",
      path,
      message: `${path}: its frontmatter does not parse (${(e instanceof Error ? e.message : String(e)).split("\n", 1)[0]}), so Kilo sends the whole file, frontmatter included, at startup.`,
    });
    return { kind: "raw" };
  }
  if (data === null || typeof data !== "object" || !Object.hasOwn(data, PATHS_KEY)) return { kind: "raw" };
  const paths = pathsOf((data as Record<string, unknown>)[PATHS_KEY]);
  if (paths.length === 0)
    ctx.diag({
      level: "warning",
      code: "frontmatter-empty-list",
      path,
      message: `${path}: "paths" holds no glob string, so the rule is left out at startup and never matches a file.`,
    });
  return { kind: "scoped", paths, body: split.body };
}

/** `match()`: the read file lies inside the root, and its root-relative path (with `/`) matches a glob. */
export function matches(ctx: ProfileContext, paths: string[], target: string, root: string, rule: string): string[] {
  if (!isWithin(target, root) || target === root) return [];
  const rel = relative(root, target);
  return paths.filter((p) => ctx.globs.minimatch(rel, p, MATCH_OPTIONS, { path: rule }));
}

/** opencode's Glob.match: minimatch(path, pattern, { dot: true }). */
const MATCH_OPTIONS = Object.freeze({ dot: true });
