/**
 * Which rules apply (core/llm/rules/getSystemMessageWithRules.ts shouldApplyRule): alwaysApply: true,
 * or a rule of the .continue folder with no globs and no regex and alwaysApply not false, always
 * applies. Otherwise it needs files in context: their paths are tested with minimatch (no options),
 * `!` globs exclude, and `regex` must then match the text of one of the files the globs kept.
 *
 * The paths tested are the ones Continue sees for each file in context: the `file://` URI of the
 * context item, and the path written in the item's code fence (workspace-relative), which
 * extractPathsFromCodeBlocks() finds only when it has an extension and no space.
 */
import { basename, dirname, isWithin, relative } from "../../core/paths";
import type { GlobGuard, GlobSite } from "../../core/glob-guard";
import type { ProfileContext } from "../base";
import { NAME, REGEX_MAX_QUANTIFIERS, REGEX_MAX_TEXT } from "./facts";
import type { Globs, Rule } from "./rule-file";

export interface ContextFile {
  /** The paths Continue matches for this file (fence path, then URI). */
  subjects: string[];
  /** The file's text, read only when a regex needs it. */
  text: () => string;
}

export type Verdict = { apply: true; by?: string[]; why: string } | { apply: false; why: string };

const FENCE_PATH = /([^\s()`]+\.[a-zA-Z0-9]+)/;

/** The file:// URI VS Code gives a file (each path segment percent-encoded). */
const fileUri = (abs: string) => `file://${abs.split("/").map(encodeURIComponent).join("/")}`;

export function contextSubjects(cwd: string, abs: string): string[] {
  const shown = isWithin(abs, cwd) && abs !== cwd ? relative(cwd, abs) : basename(abs);
  const m = FENCE_PATH.exec(shown);
  const fromFence = m && /\.[a-zA-Z0-9]+$/.test(m[1]) && !m[1].includes("://") ? [m[1]] : [];
  return [...fromFence, fileUri(abs)];
}

/** Rulescope's guard: Continue runs any pattern; these could backtrack for minutes. */
export function regexTooCostly(pattern: string): boolean {
  const unbounded = (pattern.match(/(?<!\\)(?:[*+]|\{\d+,\})/g) ?? []).length;
  return /(?<!\\)\)[*+?{]/.test(pattern) || unbounded > REGEX_MAX_QUANTIFIERS;
}

/** minimatch's defaults, as one object the guard's matcher cache knows without serialising it per test. */
const DEFAULTS = Object.freeze({});

function matchesGlobs(guard: GlobGuard, site: GlobSite, subject: string, globs: Globs): string[] | null {
  if (!globs) return [];
  const mm = (g: string) => guard.minimatch(subject, g, DEFAULTS, site);
  if (typeof globs === "string") {
    if (globs.startsWith("!")) return mm(globs.slice(1)) ? null : [globs];
    return mm(globs) ? [globs] : null;
  }
  const list = guard.limitList(globs, site);
  const positive = list.filter((g) => !g.startsWith("!"));
  const negative = list.filter((g) => g.startsWith("!"));
  if (negative.some((g) => mm(g.slice(1)))) return null;
  if (positive.length === 0) return negative;
  const hit = positive.filter(mm);
  return hit.length > 0 ? hit : null;
}

function regexMatches(ctx: ProfileContext, rule: Rule, text: string): boolean {
  const list = typeof rule.regex === "string" ? [rule.regex] : (rule.regex ?? []);
  if (list.length === 0) return true;
  return list.some((p) => {
    if (regexTooCostly(p)) {
      ctx.diag({
        level: "warning",
        code: "regex-not-run",
        path: rule.path,
        message: `${rule.path}: regex ${JSON.stringify(p)} could take very long to run, so Rulescope treats it as not matching.`,
      });
      return false;
    }
    try {
      return new RegExp(p).test(text.slice(0, REGEX_MAX_TEXT));
    } catch {
      ctx.diag({
        level: "warning",
        code: "regex-invalid",
        path: rule.path,
        message: `${rule.path}: regex ${JSON.stringify(p)} is not a valid JavaScript regular expression; ${NAME} treats it as not matching.`,
      });
      return false;
    }
  });
}

function checkGlobsAndRegex(ctx: ProfileContext, rule: Rule, files: ContextFile[]): Verdict {
  const site = { path: rule.path, line: rule.globsLine };
  const by = new Set<string>();
  const kept = files.filter((f) => {
    let hit = false;
    for (const s of f.subjects) {
      const m = matchesGlobs(ctx.globs, site, s, rule.globs);
      if (m) {
        hit = true;
        m.forEach((g) => by.add(g));
      }
    }
    return hit;
  });
  const globsText = Array.isArray(rule.globs) ? rule.globs.join(", ") : rule.globs;
  if (kept.length === 0)
    return { apply: false, why: rule.globs ? `none of its globs (${globsText}) matches a file in context` : "no file in context" };
  if (rule.regex !== undefined && !kept.some((f) => regexMatches(ctx, rule, f.text())))
    return { apply: false, why: `no file its globs select has text matching its regex` };
  return {
    apply: true,
    ...(by.size > 0 ? { by: [...by] } : {}),
    why:
      rule.regex !== undefined
        ? "a file in context matches its globs and regex"
        : rule.globs
          ? `a file in context matches its globs (${[...by].join(", ")})`
          : "a file in context lies in its folder",
  };
}

export function shouldApply(ctx: ProfileContext, rule: Rule, files: ContextFile[]): Verdict {
  if (rule.alwaysApply === true) return { apply: true, why: rule.forced ?? "alwaysApply: true" };
  if (rule.rootLevel && !rule.globs && !rule.regex && rule.alwaysApply !== false)
    return {
      apply: true,
      why: rule.inline
        ? "a config.yaml rule without globs applies always"
        : "a rule of the .continue folder without globs or regex applies always",
    };
  if (files.length === 0) return { apply: false, why: "it needs a matching file in context, and there is none" };
  if (!rule.rootLevel && !rule.inline) {
    // isFileInDirectory(): only the folder's last name is compared ("<name>/" anywhere in the path).
    const name = basename(dirname(rule.path));
    const inDir = files
      .map((f) => ({ ...f, subjects: f.subjects.filter((s) => s.includes(`${name}/`)) }))
      .filter((f) => f.subjects.length > 0);
    return checkGlobsAndRegex(ctx, rule, inDir);
  }
  if (rule.alwaysApply === false && rule.globs === undefined && rule.regex === undefined)
    return { apply: false, why: "alwaysApply: false without globs or regex" };
  return checkGlobsAndRegex(ctx, rule, files);
}
