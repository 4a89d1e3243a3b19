/**
 * Every glob a rule file carries goes through one guard per resolve before a library sees it: its
 * shape is checked (glob-shape.ts) and each test's estimated cost is charged to a budget. A pattern
 * refused, or a test over the budget, counts as matching nothing, which is what the agents do with a
 * pattern their matcher cannot compile; a warning names the file and line. So one hostile rule can
 * neither hang a resolve nor hide itself.
 */
import { Minimatch, type MinimatchOptions } from "minimatch";
import picomatch from "picomatch/posix.js";
import type { Diagnostic } from "../types";
import { globShape, matchCost, MAX_GLOB_LENGTH, type GlobDialect, type GlobShape } from "./glob-shape";
import { keptByKey } from "./text-memo";
import type { DiagnosticCode } from "../diagnostic-codes";

/** Estimated backtracking steps one test may take (a few ms to a few tens of ms at worst). */
export const MAX_MATCH_COST = 1e7;
/** Estimated steps all glob tests of one resolve may take together (about a second at worst). */
export const MAX_MATCH_COST_TOTAL = 2e8;
/** Patterns one rule may list (a list, a comma list, or both); the rest are not evaluated. */
export const MAX_GLOBS_PER_RULE = 256;

export type GlobEngine = "minimatch" | "picomatch" | "ignore";

/** Where a pattern was written, for the warning. */
export interface GlobSite {
  path?: string;
  line?: number;
}

const SHOWN = 80;
/** A pattern as a message shows it: control characters visible, long ones shortened. */
export function showPattern(pattern: string): string {
  const visible = pattern.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return visible.length > SHOWN ? `${visible.slice(0, SHOWN)}… (${pattern.length.toLocaleString("en-US")} characters)` : visible;
}

const at = (site: GlobSite) => (site.path ? `${site.path}${site.line ? `:${site.line}` : ""}: ` : "");

/** Patterns whose shape and compiled matcher are kept across resolves (the same rule files come back). */
const KEPT_PATTERNS = 1024;

/**
 * A key longer than this is computed each time and not kept: a pattern over MAX_GLOB_LENGTH is refused
 * by its shape at once, and keeping 1,024 hostile megabyte-long patterns would keep a gigabyte.
 */
const KEPT_KEY_CHARS = 2 * MAX_GLOB_LENGTH;

const shapeOf = keptByKey<ReturnType<typeof globShape>>(KEPT_PATTERNS, KEPT_KEY_CHARS);
/** A compiled matcher per engine, options and pattern; null when the engine refuses the pattern. */
const matcherOf = keptByKey<((subject: string) => boolean) | null>(KEPT_PATTERNS, KEPT_KEY_CHARS);

/** Options as part of a matcher's key, written once per options object (callers pass constants). */
const optionsKeys = new WeakMap<object, string>();
function optionsKey(options: object): string {
  let k = optionsKeys.get(options);
  if (k === undefined) optionsKeys.set(options, (k = JSON.stringify(options)));
  return k;
}

function compile(make: () => (subject: string) => boolean): ((subject: string) => boolean) | null {
  try {
    const test = make();
    // A throw while testing (an engine's own limit) is no match, as an invalid pattern is.
    return (subject) => {
      try {
        return test(subject);
      } catch {
        return false;
      }
    };
  } catch {
    return null;
  }
}

/**
 * What compiling one pattern is charged, in the budget's steps: about what the compile costs in time
 * next to a test (tens of microseconds), so a tree of thousands of distinct patterns spends its budget
 * on compiling too instead of running unbounded.
 */
export const COMPILE_COST = 20_000;

export class GlobGuard {
  private readonly told = new Set<string>();
  private spent = 0;
  /**
   * This resolve's compiled matchers, whatever their number: the shared memo keeps 1,024, and a tree
   * with more patterns than that (3,000 one-line Cursor rules) compiled each again for every path.
   */
  private readonly compiled = new Map<string, ((subject: string) => boolean) | null>();
  /** This resolve's pattern shapes, likewise, per dialect. */
  private readonly shapes = new Map<string, ReturnType<typeof globShape>>();
  private readonly ignoreShapes = new Map<string, ReturnType<typeof globShape>>();

  constructor(private readonly report: (d: Diagnostic) => void) {}

  /** A warning about a pattern list as a whole (e.g. capped), once per file and code. */
  warnOnce(site: GlobSite, code: DiagnosticCode, message: string): void {
    this.warn(`${code}\0${site.path}`, site, code, message);
  }

  private warn(key: string, site: GlobSite, code: DiagnosticCode, message: string): void {
    if (this.told.has(key)) return;
    this.told.add(key);
    this.report({ level: "warning", code, message, ...(site.path ? { path: site.path } : {}), ...(site.line ? { line: site.line } : {}) });
  }

  /** The pattern's shape, or null (with a warning) when Rulescope will not compile it. */
  shape(pattern: string, site: GlobSite, dialect: GlobDialect = "glob"): GlobShape | null {
    const mine = dialect === "glob" ? this.shapes : this.ignoreShapes;
    let s = mine.get(pattern);
    if (s === undefined) mine.set(pattern, (s = shapeOf(`${dialect}\0${pattern}`, () => globShape(pattern, dialect))));
    if (s.ok) return s.shape;
    this.warn(
      `shape\0${site.path}\0${pattern}`,
      site,
      "glob-too-complex",
      `${at(site)}Rulescope did not evaluate the pattern "${showPattern(pattern)}": ${s.reason}. It is treated as matching no file, as an agent treats a pattern its matcher cannot compile.`,
    );
    return null;
  }

  /** Whether a test of `subject` against the pattern fits the budgets; a refusal is warned about once. */
  affordable(pattern: string, subject: string, engine: GlobEngine, site: GlobSite): boolean {
    const shape = this.shape(pattern, site);
    return shape !== null && this.charge(matchCost(shape, subject, engine), () => `"${showPattern(pattern)}"`, subject, site);
  }

  /**
   * Whether one test of `subject` against a set of already admitted patterns (an ignore file's lines,
   * which the `ignore` package tries one after another) fits the budgets.
   */
  affordableSet(shapes: GlobShape[], subject: string, engine: GlobEngine, site: GlobSite): boolean {
    let cost = 0;
    for (const s of shapes) cost += matchCost(s, subject, engine);
    return this.charge(cost, () => "these patterns", subject, site);
  }

  /** `what`: the pattern(s) as a warning names them, made only when there is a warning (tests are many). */
  private charge(cost: number, what: () => string, subject: string, site: GlobSite): boolean {
    if (cost > MAX_MATCH_COST) {
      const named = what();
      this.warn(
        `cost\0${site.path}\0${named}`,
        site,
        "glob-too-complex",
        `${at(site)}Rulescope did not test "${showPattern(subject)}" against ${named}: with that path the match could take minutes. The test counts as no match.`,
      );
      return false;
    }
    if (this.spent + cost > MAX_MATCH_COST_TOTAL) {
      this.warn(
        "budget",
        site,
        "glob-budget-spent",
        `${at(site)}Rulescope stopped testing globs: the rule files' patterns, tested against these paths, exceeded its total matching budget. Later tests count as no match.`,
      );
      return false;
    }
    this.spent += cost;
    return true;
  }

  /**
   * The compiled matcher for `key`: this resolve's, else the shared memo's, else compiled now and its
   * cost charged; null when the engine refuses the pattern, or when the budget is spent.
   */
  private matcher(key: string, make: () => (subject: string) => boolean, site: GlobSite): ((subject: string) => boolean) | null {
    const mine = this.compiled.get(key);
    if (mine !== undefined) return mine;
    let made = false;
    const test = matcherOf(key, () => {
      made = true;
      return compile(make);
    });
    if (made && !this.charge(COMPILE_COST, () => "a pattern", "", site)) return null;
    this.compiled.set(key, test);
    return test;
  }

  /** minimatch(subject, pattern, options), guarded; a throw (an invalid pattern) is no match. */
  minimatch(subject: string, pattern: string, options: MinimatchOptions, site: GlobSite): boolean {
    if (!this.affordable(pattern, subject, "minimatch", site)) return false;
    // minimatch() compiles a Minimatch per call; the same pattern is tested against many paths.
    const test = this.matcher(
      `minimatch\0${optionsKey(options)}\0${pattern}`,
      () => {
        const m = new Minimatch(pattern, options);
        return (s) => m.match(s);
      },
      site,
    );
    return test !== null && test(subject);
  }

  /** A picomatch matcher, guarded per test; null when the pattern is refused or does not compile. */
  picomatch(pattern: string, options: picomatch.PicomatchOptions, site: GlobSite): ((subject: string) => boolean) | null {
    if (!this.shape(pattern, site)) return null;
    const test = this.matcher(`picomatch\0${optionsKey(options)}\0${pattern}`, () => picomatch(pattern, options), site);
    if (test === null) return null;
    return (subject) => this.affordable(pattern, subject, "picomatch", site) && test(subject);
  }

  /**
   * The first `MAX_GLOBS_PER_RULE` patterns of a rule, with a warning when there were more (each
   * extra pattern would cost every file in context another test).
   */
  limitList(patterns: string[], site: GlobSite): string[] {
    if (patterns.length <= MAX_GLOBS_PER_RULE) return patterns;
    this.warn(
      `list\0${site.path}`,
      site,
      "too-many-globs",
      `${at(site)}the rule lists ${patterns.length.toLocaleString("en-US")} patterns; Rulescope evaluates the first ${MAX_GLOBS_PER_RULE} and treats the rest as matching no file.`,
    );
    return patterns.slice(0, MAX_GLOBS_PER_RULE);
  }
}
