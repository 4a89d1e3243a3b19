/**
 * Finding Continue's rule files: walkDir() is depth first (a stack: a folder's files first, then its
 * subfolders, the last listed first), enters no symlinked folder, and skips DEFAULT_IGNORE_DIRS;
 * loadMarkdownRules() keeps names ending in ".md"; config.yaml `rules:` entries become rules
 * (yamlToContinueConfig.ts convertYamlRuleToContinueRule, which drops `regex`).
 */
import { kindsIn } from "../../core/entry-kinds";
import { join } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { noText, readTextOrNote } from "../shared";
import { COLOCATED_FILE, NAME, WALK_SKIP_DIRS } from "./facts";
import { asGlobs, type Rule } from "./rule-file";
import type { SourceLayer } from "../../source-layers";

/** Rulescope's bound on the folders one walk visits. */
const MAX_WALK_DIRS = 5000;

/** walkDir(): files in DFS order; a symlink counts as a file when it points at one. */
function walk(ctx: ProfileContext, root: string, skip: readonly string[]): { files: string[]; capped: boolean } {
  const files: string[] = [];
  const stack = [root];
  let dirs = 0;
  while (stack.length > 0) {
    if (++dirs > MAX_WALK_DIRS) return { files, capped: true };
    const dir = stack.pop()!;
    const names = ctx.fs.readdir(dir);
    if (!names.ok) continue;
    const kindOf = kindsIn(ctx.fs, dir);
    for (const n of names.value) {
      const p = join(dir, n);
      const kind = kindOf(n, p, false);
      if (kind === "dir") {
        if (!skip.includes(n)) stack.push(p);
      } else if (kind === "file") files.push(p);
      // VS Code reports a link to a folder as File|SymbolicLink, which walkDir takes for a file; reading it then fails.
      else if (kind === "symlink" && kindOf(n, p, true) === "file") files.push(p);
    }
  }
  return { files, capped: false };
}

/** loadCodebaseRules(): every rules.md in the workspace. */
export function findColocated(ctx: ProfileContext, cwd: string): string[] {
  const w = walk(ctx, cwd, WALK_SKIP_DIRS);
  if (w.capped)
    ctx.diag({
      level: "info",
      code: "walk-capped",
      message: `The workspace has more than ${MAX_WALK_DIRS} folders; Rulescope stopped looking for ${COLOCATED_FILE} files there.`,
    });
  return w.files.filter((p) => p.slice(p.lastIndexOf("/") + 1) === COLOCATED_FILE);
}

/** getDefinitionFilesInDir(dir, "markdown"): the .md files below a rules or prompts folder. */
export function walkRuleDir(ctx: ProfileContext, dir: string, layer: SourceLayer, notes: Source[]): string[] {
  const st = ctx.fs.stat(dir);
  if (!st.ok || st.value.kind !== "dir") return [];
  const w = walk(ctx, dir, WALK_SKIP_DIRS);
  return w.files.filter((p) => {
    if (p.endsWith(".md")) return true;
    // A .prompt file is a prompt file: a slash command the user invokes, not a rule that went missing.
    if (p.endsWith(".prompt"))
      notes.push({
        ...noText(p, layer, "unmatched", `Not a rule: a .prompt file is a slash command, sent only when the user invokes it.`),
        manual: true,
      });
    else notes.push(noText(p, layer, "unmatched", `Not a rule: ${NAME} reads only .md files in its rules folders.`));
    return false;
  });
}

/** The `rules:` list of the local agent's config.yaml: inline rules only (`uses:` blocks are fetched by Continue). */
export function configRules(ctx: ProfileContext, path: string, notes: Source[]): Rule[] {
  const read = readTextOrNote(ctx, path, "config", (n) => notes.push(n));
  if (!read) return [];
  let data: unknown;
  try {
    data = ctx.yaml.parse(read.text, { path });
  } catch (e) {
    ctx.diag({
      level: "warning",
      code: "config-unparsable",
      path,
      message: `${path} could not be parsed (${(e instanceof Error ? e.message : String(e)).split("\n", 1)[0]}); ${NAME} then loads no configuration from it, and Rulescope reads none of its rules.`,
    });
    return [];
  }
  const list = data !== null && typeof data === "object" ? (data as { rules?: unknown }).rules : undefined;
  if (!Array.isArray(list)) return [];
  const rules: Rule[] = [];
  list.forEach((entry, i) => {
    const base = { path, layer: "config" as const, size: read.size, rootLevel: true, inline: true, regex: undefined };
    if (typeof entry === "string") {
      rules.push({ ...base, name: `${path} rules[${i}]`, text: entry, globs: undefined });
      return;
    }
    if (entry === null || typeof entry !== "object") return;
    const e = entry as Record<string, unknown>;
    if (typeof e.uses === "string") {
      notes.push(
        noText(
          path,
          "config",
          "unmatched",
          `Not followed: rules[${i}] uses ${e.uses}, a block ${NAME} fetches (from the hub or a file); Rulescope does not.`,
        ),
      );
      return;
    }
    if (typeof e.rule !== "string") return;
    if (e.regex !== undefined)
      ctx.diag({
        level: "info",
        code: "config-rule-regex-dropped",
        path,
        message: `${path}: rules[${i}] sets regex, which ${NAME} drops when it converts config.yaml rules; only its globs count.`,
      });
    if (e.invokable === true) {
      notes.push(noText(path, "config", "unmatched", `Not a rule: rules[${i}] is invokable, a slash command.`));
      return;
    }
    rules.push({
      ...base,
      name: typeof e.name === "string" ? e.name : `${path} rules[${i}]`,
      text: e.rule,
      globs: asGlobs(e.globs),
      ...(typeof e.description === "string" ? { description: e.description } : {}),
      ...(typeof e.alwaysApply === "boolean" ? { alwaysApply: e.alwaysApply } : {}),
    });
  });
  return rules;
}
