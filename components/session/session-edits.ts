/**
 * Pure edits and text parsing behind the session controls. Every control turns what the user typed into
 * a Scenario change here; empty values remove their key, so the agent's default applies and permalinks
 * stay short. Nothing here touches React or the DOM.
 */
import type { ConfigKey, ProfileMeta } from "@/lib/agents/base";
import { normalize, resolvePath } from "@/lib/core/paths";
import { onlyTextChangedSince } from "@/lib/scenario/edit";
import type { McpClient, Scenario } from "@/lib/scenario/types";

type OptionalKey = "variant" | "home" | "env" | "config" | "prompt" | "tools" | "mcp" | "contextPaths" | "openFiles" | "session";

/** Set `key`, or remove it when `value` is undefined (the agent's default then applies). */
export function withKey<K extends OptionalKey>(s: Scenario, key: K, value: Scenario[K] | undefined): Scenario {
  if (value === undefined) {
    if (!(key in s)) return s;
    const next = { ...s };
    delete next[key];
    return next;
  }
  return { ...s, [key]: value };
}

/** Another agent on the same tree and session; the variant falls back to the new profile's default. */
export function switchAgent(s: Scenario, agentId: string): Scenario {
  if (s.agent === agentId) return s;
  return withKey({ ...s, agent: agentId }, "variant", undefined);
}

/** The default variant is stored as "no variant", so links stay short and follow the profile. */
export function setVariant(s: Scenario, profile: Pick<ProfileMeta, "defaultVariant">, variant: string): Scenario {
  return withKey(s, "variant", variant === profile.defaultVariant ? undefined : variant);
}

/** A problem with a typed absolute path, or null when it can be written. */
export function absolutePathProblem(text: string): string | null {
  if (text.trim() === "") return "Enter a path starting with /.";
  if (!text.startsWith("/")) return "Must be an absolute path starting with /.";
  if (text.includes("\0")) return "Must not contain a NUL character.";
  return null;
}

// ---- Tree lists ----------------------------------------------------------------------------------

export interface TreeLists {
  dirs: string[];
  dirSet: ReadonlySet<string>;
  files: string[];
  fileSet: ReadonlySet<string>;
}

const isDirEntry = (e: Scenario["files"][string]) => typeof e === "object" && e !== null && e.dir === true;

/**
 * The tree's folders (explicit or implied, "/" included) and files, sorted: the same lists as
 * listDirs/listFiles in lib/scenario/edit.ts, built in one pass that stops walking up at the first
 * folder already seen (10,000 files: a few ms instead of hundreds).
 */
export function treeLists(files: Scenario["files"]): TreeLists {
  const dirSet = new Set<string>(["/"]);
  const fileList: string[] = [];
  for (const raw in files) {
    const path = raw.startsWith("/") && !raw.includes("//") && !raw.endsWith("/") && !/\/\.\.?(\/|$)/.test(raw) ? raw : normalize(raw);
    if (isDirEntry(files[raw])) dirSet.add(path);
    else fileList.push(path);
    for (let i = path.lastIndexOf("/"); i > 0; i = path.lastIndexOf("/", i - 1)) {
      const dir = path.slice(0, i);
      if (dirSet.has(dir)) break;
      dirSet.add(dir);
    }
  }
  const dirs = [...dirSet].sort();
  fileList.sort();
  return { dirs, dirSet, files: fileList, fileSet: new Set(fileList) };
}

/**
 * True when `files` has exactly these paths, in this order: an editor keystroke changes a value, not
 * the paths. (A folder flag never changes without a path changing too: see lib/scenario/edit.ts; a
 * loaded scenario remounts the controls.) No allocation: this runs on every keystroke.
 */
export function samePaths(paths: readonly string[], files: Scenario["files"]): boolean {
  let i = 0;
  for (const k in files) if (paths[i++] !== k) return false;
  return i === paths.length;
}

/** Up to `max` folders starting with `text` (then ones containing it), the typed one itself excluded. */
export function matchingFolders(dirs: readonly string[], text: string, max = 8): string[] {
  const prefix: string[] = [];
  const inner: string[] = [];
  for (const d of dirs) {
    if (d === text) continue;
    if (d.startsWith(text)) prefix.push(d);
    else if (inner.length < max && text.length > 1 && d.includes(text)) inner.push(d);
    if (prefix.length >= max) break;
  }
  return [...prefix, ...inner].slice(0, max);
}

// ---- Environment -------------------------------------------------------------------------------

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Values that mean "off" to the agents' flag checks: a checkbox shows them unticked. */
const OFF_VALUES = new Set(["", "0", "false"]);

export function isToggleOn(value: string | undefined): boolean {
  return value !== undefined && !OFF_VALUES.has(value.trim().toLowerCase());
}

export function setEnvVar(s: Scenario, name: string, value: string | undefined): Scenario {
  const env = { ...s.env };
  if (value === undefined) delete env[name];
  else env[name] = value;
  return withKey(s, "env", Object.keys(env).length > 0 ? env : undefined);
}

export interface LineProblem {
  /** error: the line is left out; warning: applied, but worth a look. */
  level: "error" | "warning";
  /** 1-based line number. */
  line: number;
  message: string;
}

/** `KEY=VALUE` lines (blank lines and `# comments` skipped). Bad lines are reported and left out. */
export function parseEnvText(text: string): { env: Record<string, string>; problems: LineProblem[] } {
  const env: Record<string, string> = {};
  const problems: LineProblem[] = [];
  const seenAt = new Map<string, number>();
  text.split("\n").forEach((raw, i) => {
    const line = raw.replace(/\r$/, "");
    if (line.trim() === "" || line.trimStart().startsWith("#")) return;
    const eq = line.indexOf("=");
    if (eq < 0) {
      problems.push({ level: "error", line: i + 1, message: `"${line.trim()}" has no =; write KEY=VALUE.` });
      return;
    }
    const name = line.slice(0, eq).trim();
    if (!ENV_NAME.test(name)) {
      problems.push({
        level: "error",
        line: i + 1,
        message: `"${name}" is not a variable name (letters, digits and _, not starting with a digit).`,
      });
      return;
    }
    const earlier = seenAt.get(name);
    if (earlier !== undefined)
      problems.push({ level: "warning", line: i + 1, message: `${name} is also set on line ${earlier}; this line wins.` });
    seenAt.set(name, i + 1);
    env[name] = line.slice(eq + 1);
  });
  return { env, problems };
}

/**
 * Rewrite env text to mean `env` while keeping what the user wrote around it: lines of variables still
 * set get their new value (the last line of a repeated key; earlier ones go), lines of removed variables
 * go, comments, blank and not-yet-valid lines stay, new variables are appended.
 */
export function reconcileEnvText(env: Record<string, string> | undefined, text: string): string {
  const target = env ?? {};
  const lines = text === "" ? [] : text.split("\n");
  const lastLineOf = new Map<string, number>();
  const keyOf = lines.map((line, i) => {
    const eq = line.indexOf("=");
    const name = eq < 0 ? "" : line.slice(0, eq).trim();
    if (line.trimStart().startsWith("#") || !ENV_NAME.test(name)) return undefined;
    lastLineOf.set(name, i);
    return name;
  });
  const out: string[] = [];
  lines.forEach((line, i) => {
    const name = keyOf[i];
    if (name === undefined) out.push(line);
    else if (Object.hasOwn(target, name) && lastLineOf.get(name) === i) out.push(`${name}=${target[name]}`);
  });
  while (out.length > 0 && out[out.length - 1].trim() === "") out.pop();
  for (const [k, v] of Object.entries(target)) if (!lastLineOf.has(k)) out.push(`${k}=${v}`);
  return out.join("\n");
}

export function formatEnv(env: Record<string, string> | undefined): string {
  return Object.entries(env ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join("\n");
}

// ---- Lists ---------------------------------------------------------------------------------------

/** Tool ids: separated by commas or whitespace. */
export function parseToolIds(text: string): string[] {
  return text.split(/[\s,]+/).filter((t) => t !== "");
}

/** Paths: one a line or comma separated; surrounding blanks trimmed (paths may contain spaces). */
export function parsePathList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

export function listOrUndefined<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

/** Context paths that name no file of the tree (relative ones count from the working directory). */
export function missingContextPaths(paths: string[], cwd: string, files: ReadonlySet<string>): string[] {
  return paths.filter((p) => !files.has(resolvePath(normalize(cwd.startsWith("/") ? cwd : "/"), p)));
}

// ---- MCP clients ---------------------------------------------------------------------------------

export const MCP_STATUSES = ["connected", "disconnected", "failed"] as const;

function setMcp(s: Scenario, clients: McpClient[]): Scenario {
  return withKey(s, "mcp", listOrUndefined(clients));
}

export function addMcpClient(s: Scenario): Scenario {
  return setMcp(s, [...(s.mcp ?? []), { name: "", status: "connected" }]);
}

export function editMcpClient(s: Scenario, index: number, change: Partial<McpClient>): Scenario {
  return setMcp(
    s,
    (s.mcp ?? []).map((c, i) => (i === index ? { ...c, ...change } : c)),
  );
}

export function removeMcpClient(s: Scenario, index: number): Scenario {
  return setMcp(
    s,
    (s.mcp ?? []).filter((_, i) => i !== index),
  );
}

// ---- Session fields ------------------------------------------------------------------------------

export type SessionField = "model" | "mode" | "branch" | "os";

export function setSessionField(s: Scenario, field: SessionField, value: string): Scenario {
  const session = { ...s.session };
  if (value === "") delete session[field];
  else session[field] = value;
  return withKey(s, "session", Object.keys(session).length > 0 ? session : undefined);
}

// ---- Config keys ---------------------------------------------------------------------------------

export type ConfigParse = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * What a config control's text means. `value: undefined` = remove the key (the agent default applies).
 * Numbers are written as numbers; the profile itself reports values it cannot use (e.g. negative).
 */
export function parseConfigText(type: ConfigKey["type"], text: string): ConfigParse {
  if (type === "number") {
    const t = text.trim();
    if (t === "") return { ok: true, value: undefined };
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return { ok: false, message: `"${t}" is not a number.` };
    return { ok: true, value: Number(t) };
  }
  if (type === "string[]") return { ok: true, value: listOrUndefined(parsePathList(text)) };
  if (type === "boolean") {
    const t = text.trim().toLowerCase();
    if (t === "") return { ok: true, value: undefined };
    if (t === "true" || t === "false") return { ok: true, value: t === "true" };
    return { ok: false, message: `"${text.trim()}" is not true or false.` };
  }
  if (type === "json") {
    if (text.trim() === "") return { ok: true, value: undefined };
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (e) {
      return { ok: false, message: `Not JSON: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  return { ok: true, value: text === "" ? undefined : text };
}

/** The text a control shows for a stored value (string[] one a line). */
export function formatConfigValue(type: ConfigKey["type"], value: unknown): string {
  if (value === undefined) return "";
  if (type === "string[]" && Array.isArray(value)) return value.map(String).join("\n");
  if (type === "json") return JSON.stringify(value, null, 2);
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

export function setConfigKey(s: Scenario, key: string, value: unknown): Scenario {
  const config = { ...s.config };
  if (value === undefined) delete config[key];
  else config[key] = value;
  return withKey(s, "config", Object.keys(config).length > 0 ? config : undefined);
}

/** Config keys the scenario sets that the current profile does not read (left from another agent). */
export function foreignConfigKeys(config: Scenario["config"], keys: readonly ConfigKey[]): string[] {
  return Object.keys(config ?? {}).filter((k) => !keys.some((c) => c.key === k));
}

/** What text that cannot be applied "means": equal to no stored value, so such text is never overwritten. */
export const NOT_APPLIED: unique symbol = Symbol("not applied");

/** Order-insensitive for objects is not needed here: both sides come from the same formatter. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === NOT_APPLIED || b === NOT_APPLIED) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Two playground states that differ at most in the text of files (an editor keystroke): every other
 * API field and scenario field the same value, and the files map made from the other by setText
 * with no path added or removed. SessionControls skips such a render.
 */
export function sameButFileText<A extends { scenario: Scenario }>(a: A, b: A): boolean {
  if (a === b) return true;
  const keys = Object.keys(b) as (keyof A)[];
  if (Object.keys(a).length !== keys.length || keys.some((k) => k !== "scenario" && a[k] !== b[k])) return false;
  const s = a.scenario;
  const t = b.scenario;
  const fields = Object.keys(t) as (keyof Scenario)[];
  if (Object.keys(s).length !== fields.length || fields.some((k) => k !== "files" && s[k] !== t[k])) return false;
  return s.files === t.files || onlyTextChangedSince(s.files, t.files);
}
