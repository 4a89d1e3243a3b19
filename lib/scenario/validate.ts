/**
 * Scenario validation: every problem at once, each with its JSON path, in words a user understands.
 * Unknown keys are an error inside `files` entries and a warning elsewhere. A newer `version` than
 * this code knows is a clear error; older versions are migrated (see migrate.ts). Bounds (depth, size,
 * entries, path lengths; lib/scenario/limits.ts) are checked first, without recursion.
 */
import type { z } from "zod";
import { normalize } from "../core/paths";
import { checkBounds, pathTextProblem } from "./bounds";
import { FORBIDDEN_KEYS, MAX_FILE_ENTRIES, MAX_LISTED_PROBLEMS } from "./limits";
import type { Scenario } from "./types";
import { isRecord, scenarioSchema } from "./schema";
import { migrate } from "./migrate";
import { quoted, shortened } from "./visible";

export interface ValidationProblem {
  level: "error" | "warning";
  /** JSON path, e.g. `files["/repo/a.md"].dir` or `cwd`. */
  path: string;
  message: string;
}

export type ValidationResult =
  { ok: true; scenario: Scenario; warnings: ValidationProblem[] } | { ok: false; problems: ValidationProblem[] };

/** The keys a files entry object may have; its checks are written out in checkEntry (zod is slow on 100,000 entries). */
const ENTRY_KEYS = ["content", "base64", "symlink", "dir", "unreadable"];
const ENTRY_SHAPE = "must be the file's text (a string), or an object with content, base64, symlink, dir or unreadable";

/** Segments shown at most in a path; deeper paths show their start, "…" and their last segment. */
const MAX_PATH_SEGMENTS_SHOWN = 12;

const ELIDED = Symbol("elided");

function jsonPath(path: readonly PropertyKey[]): string {
  const shown =
    path.length > MAX_PATH_SEGMENTS_SHOWN ? [...path.slice(0, MAX_PATH_SEGMENTS_SHOWN - 1), ELIDED, path[path.length - 1]] : path;
  let out = "";
  for (const seg of shown) {
    if (seg === ELIDED) out += `…(${path.length} levels in all)`;
    else if (typeof seg === "number") out += `[${seg}]`;
    else if (typeof seg === "string" && /^[A-Za-z_$][\w$]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${quoted(shortened(String(seg)))}]`;
  }
  return out || "(scenario)";
}

/** What a value is, in words: "a number (5)", "a list", "null"... */
function describe(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  switch (typeof v) {
    case "string":
      return "a string";
    case "number":
      return `a number (${v})`;
    case "boolean":
      return `${v}`;
    case "object":
      return "an object";
    default:
      return typeof v;
  }
}

/** The value at `path` in `root`, and whether it is there at all (own keys only). */
function valueAt(root: unknown, path: readonly PropertyKey[]): { present: boolean; value?: unknown } {
  let cur: unknown = root;
  for (const seg of path) {
    if (typeof cur !== "object" || cur === null || !Object.hasOwn(cur, seg)) return { present: false };
    cur = (cur as Record<PropertyKey, unknown>)[seg];
  }
  return { present: true, value: cur };
}

type Issue = z.core.$ZodIssue;

/** zod issues as problems; a wrong type says what it got, and only a missing value "is required". */
function issueProblems(issue: Issue, data: unknown): ValidationProblem[] {
  const path = issue.path;
  const at = valueAt(data, path);
  if (issue.code === "unrecognized_keys")
    return [
      {
        level: "error",
        path: jsonPath(path),
        message: `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => quoted(k)).join(", ")}`,
      },
    ];
  const wrongType = issue.code === "invalid_type" || (issue.code === "custom" && issue.params?.wrongType === true);
  if ((wrongType || issue.code === "invalid_value") && !at.present)
    return [{ level: "error", path: jsonPath(path), message: "is required" }];
  if (wrongType) return [{ level: "error", path: jsonPath(path), message: `${issue.message}, got ${describe(at.value)}` }];
  return [{ level: "error", path: jsonPath(path), message: issue.message }];
}

/** A key that `normalize` would change: `//`, a `.` or `..` name, or a trailing slash. */
const NOT_NORMAL = /\/\/|\/\.\.?(\/|$)|.\/$/;

/** What is wrong with one files entry (its shape; the key is checked in checkFiles). */
function checkEntry(p: string, entry: unknown, problems: ValidationProblem[]): void {
  if (typeof entry === "string") return;
  const where = jsonPath(["files", p]);
  if (!isRecord(entry)) {
    problems.push({ level: "error", path: where, message: `${ENTRY_SHAPE}, got ${describe(entry)}` });
    return;
  }
  const unknown = Object.keys(entry).filter((k) => !ENTRY_KEYS.includes(k) && !FORBIDDEN_KEYS.includes(k));
  if (unknown.length > 0)
    problems.push({
      level: "error",
      path: where,
      message: `unknown key${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => quoted(shortened(k))).join(", ")}`,
    });
  const field = (key: string, ok: boolean, message: string) => {
    if (Object.hasOwn(entry, key) && !ok)
      problems.push({ level: "error", path: jsonPath(["files", p, key]), message: `${message}, got ${describe(entry[key])}` });
  };
  field("content", typeof entry.content === "string", "must be a string (the file's text)");
  field("base64", typeof entry.base64 === "string", "must be a string (the file's bytes in base64)");
  field(
    "symlink",
    typeof entry.symlink === "string" && entry.symlink !== "",
    entry.symlink === "" ? "must not be empty" : "must be a string (the link's target path)",
  );
  field("dir", entry.dir === true, "must be true when present");
  field("unreadable", entry.unreadable === true, "must be true when present");
  const kinds = ["content", "base64", "symlink", "dir"].filter((k) => Object.hasOwn(entry, k));
  if (kinds.length > 1)
    problems.push({
      level: "error",
      path: where,
      message: `an entry is one of content, base64, symlink or dir, not ${kinds.join(" and ")}`,
    });
  if (typeof entry.symlink === "string") {
    const target = pathTextProblem(entry.symlink);
    if (target) problems.push({ level: "error", path: jsonPath(["files", p, "symlink"]), message: `the link target ${target}` });
  }
}

/** Every files entry, and the rules for keys zod does not state: path bounds, `.`/`..`, and keys that name one path twice. */
function checkFiles(files: Record<string, unknown>, problems: ValidationProblem[]): void {
  const seen = new Map<string, string>();
  for (const p of Object.keys(files)) {
    checkEntry(p, files[p], problems);
    const absolute = p.startsWith("/");
    if (!absolute) problems.push({ level: "error", path: jsonPath(["files", p]), message: "file paths must be absolute (start with /)" });
    const bad = pathTextProblem(p);
    if (bad) problems.push({ level: "error", path: jsonPath(["files", p]), message: `the path ${bad}` });
    const odd = NOT_NORMAL.test(p);
    if ((odd || !absolute) && p.split("/").some((s) => s === ".." || s === "."))
      problems.push({ level: "error", path: jsonPath(["files", p]), message: "file paths must not contain . or .. segments" });
    else if (absolute) {
      const normal = odd ? normalize(p) : p;
      const first = seen.get(normal);
      if (first !== undefined)
        problems.push({
          level: "error",
          path: jsonPath(["files", p]),
          message: `${quoted(shortened(first))} and ${quoted(shortened(p))} are the same path (${quoted(shortened(normal))}); keep one of them`,
        });
      else seen.set(normal, p);
    }
  }
}

/** Path bounds for the path fields outside `files`. */
function checkOtherPaths(data: Record<string, unknown>, problems: ValidationProblem[]): void {
  const check = (path: PropertyKey[], v: unknown) => {
    if (typeof v !== "string") return;
    const bad = pathTextProblem(v);
    if (bad) problems.push({ level: "error", path: jsonPath(path), message: `the path ${bad}` });
  };
  check(["cwd"], data.cwd);
  check(["home"], data.home);
  for (const key of ["contextPaths", "openFiles"] as const) {
    const list = data[key];
    if (Array.isArray(list)) list.forEach((p, i) => check([key, i], p));
  }
  if (isRecord(data.ui)) check(["ui", "selectedFile"], data.ui.selectedFile);
}

/** At most MAX_LISTED_PROBLEMS lines; a last one counts the rest. */
function listed(problems: ValidationProblem[]): ValidationProblem[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return problems;
  const rest = problems.length - (MAX_LISTED_PROBLEMS - 1);
  return [
    ...problems.slice(0, MAX_LISTED_PROBLEMS - 1),
    { level: "error", path: "(scenario)", message: `${rest.toLocaleString("en-US")} more problems are not listed` },
  ];
}

/** Known agent ids are passed in, so this module does not depend on the profiles. */
export function validateScenario(raw: unknown, knownAgents?: readonly string[]): ValidationResult {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, problems: [{ level: "error", path: "(scenario)", message: "a scenario must be a JSON object" }] };
  // Bounds first: nothing below recurses over input that passed them, and a bound hit stops here.
  const bounds = checkBounds(raw, MAX_LISTED_PROBLEMS);
  const problems: ValidationProblem[] = bounds.map((b) => ({ level: "error", path: jsonPath(b.path), message: b.message }));
  if (bounds.some((b) => b.fatal)) return { ok: false, problems: listed(problems) };
  const rawFiles = (raw as Record<string, unknown>).files;
  if (isRecord(rawFiles)) {
    const count = Object.keys(rawFiles).length;
    if (count > MAX_FILE_ENTRIES)
      return {
        ok: false,
        problems: [
          ...problems,
          {
            level: "error",
            path: "files",
            message: `has ${count.toLocaleString("en-US")} entries; a scenario may have at most ${MAX_FILE_ENTRIES.toLocaleString("en-US")}`,
          },
        ],
      };
  }
  const migrated = migrate(raw as Record<string, unknown>);
  if (!migrated.ok) return { ok: false, problems: [...problems, { level: "error", path: "version", message: migrated.message }] };
  const data = migrated.value;
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push(...issueProblems(issue, data));
  // Unknown keys outside `files` entries: warnings, so a link from a newer build still opens.
  // (A forbidden key is already an error from checkBounds.)
  for (const k of Object.keys(data))
    if (!Object.hasOwn(scenarioSchema.shape, k) && !FORBIDDEN_KEYS.includes(k))
      problems.push({ level: "warning", path: jsonPath([k]), message: `unknown key ${quoted(shortened(k))} is ignored` });
  for (const key of ["session", "ui"] as const) {
    const v = data[key];
    const known = key === "session" ? ["model", "mode", "branch", "os"] : ["selectedFile", "compare"];
    if (isRecord(v))
      for (const k of Object.keys(v))
        if (!known.includes(k) && !FORBIDDEN_KEYS.includes(k))
          problems.push({ level: "warning", path: jsonPath([key, k]), message: `unknown key ${quoted(shortened(k))} is ignored` });
  }
  if (isRecord(data.files)) checkFiles(data.files, problems);
  checkOtherPaths(data, problems);
  const agent = data.agent;
  if (knownAgents && typeof agent === "string" && agent && !knownAgents.includes(agent))
    problems.push({
      level: "error",
      path: "agent",
      message: `unknown agent ${quoted(shortened(agent))}; known: ${knownAgents.join(", ")}`,
    });
  const errors = problems.filter((p) => p.level === "error");
  if (errors.length > 0 || !parsed.success) return { ok: false, problems: listed(problems) };
  const warnings = listed(problems);
  return { ok: true, scenario: remember(parsed.data as Scenario, warnings), warnings };
}

/**
 * Scenarios this module returned as valid, with their warnings: resolve() looks here, so an input
 * validated once (the CLI's scenario file, a bench's tree) is not validated again on every call.
 * Nothing else holds these objects when they are returned, and they are frozen with their small
 * records. `files` is the caller's own map, not copied (copying 100,000 keys costs about as much as
 * validating them): a caller must not change it after validation. If one does, resolve() still cannot
 * fail on it: the tree builder skips what it cannot build, with a diagnostic.
 */
const validated = new WeakMap<Scenario, ValidationProblem[]>();

function remember(s: Scenario, warnings: ValidationProblem[]): Scenario {
  const frozen = { ...s };
  for (const key of ["env", "config", "session", "ui"] as const)
    if (isRecord(frozen[key])) frozen[key] = Object.freeze({ ...frozen[key] }) as never;
  Object.freeze(frozen);
  validated.set(frozen, warnings);
  return frozen;
}

/** The warnings of a scenario validateScenario() returned as valid, or undefined for any other object. */
export function validatedBefore(s: unknown): ValidationProblem[] | undefined {
  return typeof s === "object" && s !== null ? validated.get(s as Scenario) : undefined;
}

/**
 * Whether a working directory passes validation on its own. The parts of a scenario are checked
 * independently, so a valid scenario at another cwd is valid exactly when this holds: the precedence
 * map and Compare re-check only the cwd they change.
 */
export function validCwd(cwd: unknown): boolean {
  if (typeof cwd !== "string" || cwd.length > MAX_REMEMBERED_CWD) return validateScenario({ version: 1, agent: "any", cwd, files: {} }).ok;
  let ok = cwdVerdicts.get(cwd);
  if (ok === undefined) {
    ok = validateScenario({ version: 1, agent: "any", cwd, files: {} }).ok;
    // A pure answer, asked once per folder and agent by every map: remembered, within a bound.
    if (cwdVerdicts.size >= MAX_CWD_VERDICTS) cwdVerdicts.clear();
    cwdVerdicts.set(cwd, ok);
  }
  return ok;
}
const cwdVerdicts = new Map<string, boolean>();
const MAX_CWD_VERDICTS = 4_096;
const MAX_REMEMBERED_CWD = 1_024;

/** One line per problem, for the CLI and the page. */
export function formatProblems(problems: ValidationProblem[]): string {
  return problems.map((p) => `${p.level}: ${p.path}: ${p.message}`).join("\n");
}
