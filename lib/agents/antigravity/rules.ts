/**
 * Finding and reading Antigravity's rule files: ~/.gemini/GEMINI.md, the workspace's GEMINI.md and
 * AGENTS.md, and the Markdown files of `.agents/rules` (else the legacy `.agent/rules`) in the
 * workspace and at its git root. Each rule file's frontmatter gives its trigger.
 */
import { utf8Length } from "../../core/bytes";
import { frontmatterKeyLine } from "../../core/key-line";
import { readFrontmatterFields, splitFrontmatter } from "../../core/lenient-frontmatter";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import { ancestors, basename, join } from "../../core/paths";
import type { SourceLayer } from "../../source-layers";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { commaGlobs, filesByExtension, noText, readTextOrNote, type TriggeredRule } from "../shared";
import { codePoints, cutCodePoints } from "../../core/code-points";
import type { Behaviour } from "./behaviour";
import {
  CUSTOMIZATION_ROOTS,
  FRONTMATTER_KEYS,
  GLOBAL_RULES,
  NAME,
  RULE_CHAR_LIMIT,
  RULE_EXT,
  RULES_SUBDIR,
  TRIGGERS,
  type Trigger,
} from "./facts";

type Kind = "global" | "workspace" | "rule";

export type Rule = TriggeredRule<Kind, Trigger>;

export function ruleSource(r: Rule, reason: string, matchedBy?: string[]): Source {
  return {
    path: r.path,
    layer: r.layer,
    status: r.truncated ? "truncated" : "included",
    reason: r.truncated ? `${reason} Cut at ${NAME}'s ${RULE_CHAR_LIMIT}-character limit per rule file.` : reason,
    bytes: r.size,
    includedBytes: Math.min(utf8Length(r.text), r.size),
    ...(matchedBy ? { matchedBy } : {}),
  };
}

interface Head {
  body: string;
  trigger: Trigger;
  globs: string[];
  globsLine?: number;
  description?: string;
}

/** The trigger a rule file states; a missing or unknown one is manual (the rule applies only when @-mentioned). */
function triggerOf(ctx: ProfileContext, path: string, t: string | undefined): Trigger {
  if (t && (TRIGGERS as readonly string[]).includes(t)) return t as Trigger;
  ctx.diag({
    level: t ? "warning" : "info",
    code: t ? "unknown-trigger" : "no-trigger",
    path,
    message: t
      ? `${path} sets trigger: ${t}, which is not one of ${TRIGGERS.join(", ")}; Rulescope treats it as manual.`
      : `${path} states no trigger: a live test (agy 1.1.4, app 2.3.1) found such rules are not applied on their own, so Rulescope treats it as manual (sent only when @${basename(path).replace(/\.md$/i, "")} is mentioned).`,
  });
  return "manual";
}

/** A rule file's frontmatter as Antigravity reads it: trigger, globs, description, and the body after it. */
function ruleHead(ctx: ProfileContext, path: string, text: string): Head {
  const split = splitFrontmatter(text);
  if (split.block === undefined) return { body: split.body, trigger: triggerOf(ctx, path, undefined), globs: [] };
  const f = readFrontmatterFields(split.block, ctx.yaml, { path, line: 2 }).fields;
  for (const u of unknownFrontmatterKeys(text, FRONTMATTER_KEYS)) ctx.diag(unknownKeyDiagnostic(path, u, NAME, FRONTMATTER_KEYS));
  const trigger = triggerOf(ctx, path, typeof f.trigger === "string" ? f.trigger.trim() : undefined);
  const globs = commaGlobs(f.globs);
  const globsLine = globs.length > 0 ? frontmatterKeyLine(text, "globs") : undefined;
  const description = typeof f.description === "string" && f.description.trim() !== "" ? f.description.trim() : undefined;
  return { body: split.body, trigger, globs, ...(globsLine ? { globsLine } : {}), ...(description ? { description } : {}) };
}

/** Read one file into a Rule; a note for anything that keeps it out. */
function readRule(ctx: ProfileContext, path: string, kind: Kind, layer: SourceLayer, notes: Source[]): Rule | null {
  const r = readTextOrNote(ctx, path, layer, (n) => notes.push(n));
  if (!r) return null;
  const head: Head = kind === "rule" ? ruleHead(ctx, path, r.text) : { body: r.text, trigger: "always_on", globs: [] };
  if (head.body.trim() === "") {
    notes.push(noText(path, layer, "empty", "Empty: it has no text (after its frontmatter), so it adds nothing.", r.size));
    return null;
  }
  // The documented limit is per rule file; the global GEMINI.md is the global rule file (inferred).
  const limited = kind !== "workspace";
  const c = limited
    ? { ...cutCodePoints(head.body, RULE_CHAR_LIMIT), count: codePoints(head.body) }
    : { text: head.body, count: 0, truncated: false };
  if (limited)
    ctx.budget({
      name: "rule file character limit",
      kind: "characters",
      scope: "file",
      limit: RULE_CHAR_LIMIT,
      used: c.count,
      cut: c.truncated,
      path,
    });
  if (c.truncated)
    ctx.diag({
      level: "warning",
      code: "rule-over-limit",
      path,
      message: `${path} is over ${NAME}'s ${RULE_CHAR_LIMIT}-character limit for a rule file; Rulescope keeps the first ${RULE_CHAR_LIMIT} characters.`,
    });
  const { body: _body, ...rest } = head;
  return { path, kind, layer, name: basename(path).replace(/\.md$/i, ""), ...rest, text: c.text, size: r.size, truncated: c.truncated };
}

/** The git root: the nearest folder at or above `cwd` with a `.git` entry, or null. */
function gitRoot(ctx: ProfileContext): string | null {
  for (const d of ancestors(ctx.input.cwd)) if (ctx.fs.lstat(join(d, ".git")).ok) return d;
  return null;
}

const isDir = (ctx: ProfileContext, p: string) => {
  const st = ctx.fs.stat(p);
  return st.ok && st.value.kind === "dir";
};

/** The rules of one folder: `.agents/rules` when `.agents` exists, else the legacy `.agent/rules`. */
function rulesOf(ctx: ProfileContext, dir: string, notes: Source[]): Rule[] {
  const [preferred, legacy] = CUSTOMIZATION_ROOTS;
  const usePreferred = isDir(ctx, join(dir, preferred));
  const chosen = join(dir, usePreferred ? preferred : legacy, RULES_SUBDIR);
  const other = (p: string, size: number) =>
    notes.push(noText(p, "rule", "unmatched", `Not a rule: only ${RULE_EXT} files in ${chosen} are rules.`, size));
  if (usePreferred) {
    const skipped = join(dir, legacy, RULES_SUBDIR);
    const legacyFiles = filesByExtension(ctx, skipped, RULE_EXT, () => {});
    for (const p of legacyFiles)
      notes.push(
        noText(
          p,
          "legacy",
          "shadowed",
          `Shadowed: ${join(dir, preferred)} exists, and ${NAME} then reads ${preferred}/ and not the legacy ${legacy}/.`,
        ),
      );
  }
  const paths = filesByExtension(ctx, chosen, RULE_EXT, other);
  if (!usePreferred && paths.length > 0)
    ctx.diag({
      level: "info",
      code: "deprecated-name",
      path: chosen,
      message: `${chosen} is the legacy rules folder: still read, but ${NAME} now keeps rules in ${preferred}/${RULES_SUBDIR}.`,
    });
  return paths.map((p) => readRule(ctx, p, "rule", "rule", notes)).filter((r): r is Rule => r !== null);
}

export interface Discovery {
  global: Rule | null;
  workspace: Rule[];
  rules: Rule[];
}

export function discover(ctx: ProfileContext, b: Behaviour, notes: Source[]): Discovery {
  const { cwd, home } = ctx.input;
  const global = readRule(ctx, join(home, GLOBAL_RULES), "global", "global", notes);
  const workspace = b.rootFiles
    .map((n) => readRule(ctx, join(cwd, n), "workspace", n === "AGENTS.md" ? "agents" : "project", notes))
    .filter((r): r is Rule => r !== null);
  // Docs: workspace rules live in the rules folder "of your workspace or git root".
  const root = gitRoot(ctx);
  ctx.decide(root && root !== cwd ? `git root: ${root}; its rules folder is read too` : "rules folder: the workspace's", root ?? cwd);
  const dirs = root && root !== cwd ? [root, cwd] : [cwd];
  return { global, workspace, rules: dirs.flatMap((d) => rulesOf(ctx, d, notes)) };
}
