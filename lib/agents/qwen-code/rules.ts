/**
 * Qwen Code's path-based rules (config/rulesDiscovery.ts): every `.md` file below ~/.qwen/rules and,
 * in a trusted folder, <project root>/.qwen/rules, sorted by path. A rule without `paths:` is a
 * baseline rule, sent at session start after the context files; a rule with `paths:` waits until a
 * file matching one of its globs (picomatch, dot: true, relative to the project root) is read.
 */
import { withoutHtmlComments } from "../../core/markdown-scan";
import { Composer } from "../../core/compose";
import { utf8Length } from "../../core/bytes";
import { isWithin, join, normalize, relative } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { noText, warnLossy } from "../shared";
import { BLOCK_SEPARATOR, QWEN_DIR, RULE_EXT, RULES_DIR, ruleClose, ruleOpen } from "./facts";

/** Directory entries one rules folder walk may visit (Rulescope's bound for hostile trees). */
const MAX_RULES_WALK_ENTRIES = 20_000;

export interface Rule {
  path: string;
  layer: "global-rule" | "project-rule";
  size: number;
  content: string;
  paths?: string[];
}

/** collectMdFiles: recursive, plain folders and plain files only (links are not followed). */
function collect(ctx: ProfileContext, dir: string, budget: { left: number }, out: string[]): void {
  const r = ctx.fs.readdir(dir);
  if (!r.ok) return;
  for (const name of r.value) {
    if (budget.left-- <= 0) return;
    const p = join(dir, name);
    const st = ctx.fs.lstat(p);
    if (!st.ok) continue;
    if (st.value.kind === "dir") collect(ctx, p, budget, out);
    else if (st.value.kind === "file" && name.endsWith(RULE_EXT)) out.push(p);
  }
}

/** The frontmatter pattern of parseRuleFile. */
const FRONTMATTER = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/;

/** textUtils.ts normalizeContent: a leading BOM dropped, CRLF and then a lone CR made LF. */
const normalizeContent = (raw: string) =>
  raw
    .replace(/^\uFEFF/, "")
    .replace(/\r\n/g, "\n")
    .replace(/\r/g, "\n");

/** Passes of comment removal Rulescope makes at most: each pass is linear, and only nested marks need more than one. */
const MAX_COMMENT_PASSES = 64;

/**
 * stripHtmlComments: closed `<!-- … -->` comments removed until none is left (removing one can close
 * another around it), then every `<!--` still there. Measured on 0.15.10 and 0.24.4.
 */
function stripHtmlComments(text: string): string {
  let out = text;
  for (let pass = 0; pass < MAX_COMMENT_PASSES; pass++) {
    const next = withoutHtmlComments(out);
    if (next === out) break;
    out = next;
  }
  return out.split("<!--").join("");
}

function parse(ctx: ProfileContext, raw: string, path: string): { content: string; paths?: string[] } {
  const text = normalizeContent(raw);
  const m = FRONTMATTER.exec(text);
  let body = text;
  let paths: string[] | undefined;
  if (m) {
    body = m[2];
    try {
      const fm = ctx.yaml.parse(m[1], { path, line: 2 }) as Record<string, unknown> | null;
      const raw = fm && typeof fm === "object" ? fm["paths"] : undefined;
      if (Array.isArray(raw)) {
        const list = raw.map(String).filter(Boolean);
        paths = list.length > 0 ? list : undefined;
      } else if (typeof raw === "string" && raw) paths = [raw];
    } catch (e) {
      ctx.diag({
        level: "warning",
        code: "frontmatter-invalid",
        path,
        line: 2,
        message: `${path}: the frontmatter is not valid YAML (${e instanceof Error ? e.message.split("\n")[0] : String(e)}); Qwen Code ignores it and loads the rule as a baseline rule.`,
      });
    }
  }
  return { content: stripHtmlComments(body).trim(), paths };
}

function loadDir(ctx: ProfileContext, dir: string, layer: Rule["layer"], notes: Source[]): Rule[] {
  const found: string[] = [];
  const budget = { left: MAX_RULES_WALK_ENTRIES };
  collect(ctx, dir, budget, found);
  if (budget.left < 0)
    ctx.diag({
      level: "warning",
      code: "walk-capped",
      path: dir,
      message: `${dir} has too many entries; Rulescope stopped listing it, so some rules may be missing.`,
    });
  const rules: Rule[] = [];
  for (const p of found.sort()) {
    const r = readCandidate(ctx.fs, p);
    if (r.kind !== "file") {
      notes.push(noText(p, layer, "unreadable", `Skipped: ${r.message}.`));
      continue;
    }
    warnLossy(ctx, r);
    const rule = parse(ctx, r.text, p);
    if (rule.content === "")
      notes.push(noText(p, layer, "empty", "Empty: no text is left once frontmatter and HTML comments are removed.", r.size));
    else rules.push({ path: p, layer, size: r.size, ...rule });
  }
  return rules;
}

/** loadRules: global rules always, project rules when trusted (unless they are the same folder). */
export function loadRules(ctx: ProfileContext, globalDir: string, root: string, trusted: boolean, notes: Source[]): Rule[] {
  const globalRules = join(globalDir, RULES_DIR);
  const rules = loadDir(ctx, globalRules, "global-rule", notes);
  const projectRules = join(root, QWEN_DIR, RULES_DIR);
  if (trusted && normalize(projectRules) !== normalize(globalRules)) rules.push(...loadDir(ctx, projectRules, "project-rule", notes));
  return rules;
}

/** formatRules: one `--- Rule from: <path relative to the project root> ---` block each, joined by a blank line. */
export function formatRules(rules: Rule[], root: string): Composer {
  const c = new Composer();
  rules.forEach((r, i) => {
    if (i > 0) c.frame(BLOCK_SEPARATOR);
    const shown = relative(root, r.path);
    c.frame(ruleOpen(shown)).content(r.content, r.path).frame(ruleClose(shown));
  });
  return c;
}

export const ruleSource = (r: Rule, reason: string, extra: Partial<Source> = {}): Source => ({
  path: r.path,
  layer: r.layer,
  status: "included",
  reason,
  bytes: r.size,
  includedBytes: Math.min(r.size, utf8Length(r.content)),
  ...extra,
});

/** resolveSymlinkAwareRelativePaths: the read path and its real path, each relative to the root when inside it. */
export function relativeCandidates(ctx: ProfileContext, file: string, root: string): string[] {
  const out = new Set<string>();
  const real = ctx.fs.realpath(file);
  const realRoot = ctx.fs.realpath(root);
  if (isWithin(file, root) && file !== root) out.add(relative(root, file));
  if (real.ok) {
    const base = realRoot.ok ? realRoot.value : root;
    if (isWithin(real.value, base) && real.value !== base) out.add(relative(base, real.value));
  }
  return [...out];
}
