/**
 * When a conditional rule applies (src/rule-filter.ts, src/runtime-context.ts, src/mcp-tools.ts,
 * src/project-fingerprint.ts, src/message-context.ts @ 744162c). Only declared keys are checked; a
 * missing runtime value is a non-match; `match: any` (default) ORs the checks, `match: all` ANDs them.
 */
import { join, relative } from "../../core/paths";
import type { FsPort } from "../../fs/port";
import type { SessionInput } from "../base";
import { CI_PROVIDER_VARS } from "./facts";
import type { ArrayKey, RuleMetadata } from "./frontmatter";
import { minimatch } from "minimatch";

/** What the plugin knows at `experimental.chat.system.transform` time. */
export interface FilterContext {
  contextPaths: string[];
  prompt?: string;
  tools: Set<string>;
  model?: string;
  agent?: string;
  command?: string;
  projectTags: string[];
  branch?: string;
  os: string;
  ci: boolean;
}

export interface RuleVerdict {
  include: boolean;
  mode: "any" | "all";
  /** Per declared key, in upstream's check order. */
  checks: { key: ArrayKey | "ci"; matched: boolean; matchedBy: string[]; missed: string }[];
}

/** Project markers, in upstream's order (project-fingerprint.ts SIMPLE_MARKERS). */
const PROJECT_MARKERS: [string, string][] = [
  ["package.json", "node"],
  ["pyproject.toml", "python"],
  ["go.mod", "go"],
  ["Cargo.toml", "rust"],
  ["pnpm-workspace.yaml", "monorepo"],
  ["turbo.json", "monorepo"],
];
/** Every project tag detectProjectTags can give: a `project:` value outside it never matches. */
const PROJECT_TAGS: readonly string[] = [...new Set(PROJECT_MARKERS.map(([, tag]) => tag)), "browser-extension"];
/** Node's process.platform values (nodejs.org/api/process.html#processplatform): what `os:` is compared with. */
const PLATFORMS: readonly string[] = [
  "aix",
  "android",
  "darwin",
  "freebsd",
  "haiku",
  "linux",
  "openbsd",
  "sunos",
  "win32",
  "cygwin",
  "netbsd",
];

/**
 * Conditions no session can meet: `os:` naming no platform Node reports (`macos` for `darwin`,
 * `windows` for `win32`), `project:` naming no tag opencode-rules detects. Keywords, tools (MCP
 * servers and plugins add any id) and the rest can always be met by some session.
 */
export function unmeetableConditions(meta: RuleMetadata): { key: "os" | "project"; values: string[]; known: readonly string[] }[] {
  const out: { key: "os" | "project"; values: string[]; known: readonly string[] }[] = [];
  const { os, project } = meta.lists;
  if (os && !os.some((v) => PLATFORMS.includes(v))) out.push({ key: "os", values: os, known: PLATFORMS });
  if (project && !project.some((v) => PROJECT_TAGS.includes(v))) out.push({ key: "project", values: project, known: PROJECT_TAGS });
  return out;
}

const EXTENSION_SIGNAL_KEYS = ["background", "content_scripts", "browser_action", "page_action", "action", "permissions"];

/** '' / '0' / 'false' (any case) are false, anything else set is true, unset is undefined. */
function envBoolean(v: string | undefined): boolean | undefined {
  if (v === undefined) return undefined;
  return !(v === "" || v.toLowerCase() === "false" || v === "0");
}

function detectCi(env: Record<string, string>): boolean {
  const explicit = envBoolean(env.CI);
  if (explicit !== undefined) return explicit;
  return CI_PROVIDER_VARS.some((k) => envBoolean(env[k]) === true);
}

/** Upstream keeps `-` and `_`; the seed turns every non-alphanumeric character into `_`. */
function mcpCapabilityId(name: string, seed: boolean): string | undefined {
  const sanitized = name.replace(seed ? /[^a-zA-Z0-9]/g : /[^a-zA-Z0-9_-]/g, "_");
  return sanitized ? `mcp_${sanitized}` : undefined;
}

function detectProjectTags(fs: FsPort, dir: string): string[] {
  const tags = new Set<string>();
  for (const [marker, tag] of PROJECT_MARKERS) if (fs.exists(join(dir, marker))) tags.add(tag);
  const manifest = join(dir, "manifest.json");
  if (fs.exists(manifest)) {
    const read = fs.readFile(manifest);
    if (read.ok) {
      try {
        const parsed: unknown = JSON.parse(new TextDecoder().decode(read.value));
        if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
          const v = (parsed as Record<string, unknown>).manifest_version;
          if ((v === 2 || v === 3) && EXTENSION_SIGNAL_KEYS.some((k) => k in parsed)) tags.add("browser-extension");
        }
      } catch {
        // Not JSON: not a browser extension, as upstream.
      }
    }
  }
  return [...tags].sort();
}

/** Absolute context paths become project-relative POSIX paths (even outside it: `../x`); relative ones stay. */
function normalizeContextPath(p: string, projectDir: string): string {
  return p.startsWith("/") ? relative(projectDir, p) : p;
}

/** First whitespace-delimited token of the trimmed prompt when it is `/something`. */
function slashCommand(prompt: string | undefined): string | undefined {
  if (!prompt) return undefined;
  const first = prompt.trim().split(/\s+/, 1)[0];
  return first.length > 1 && first.startsWith("/") ? first : undefined;
}

export function buildFilterContext(input: SessionInput, fs: FsPort, projectDir: string, seed: boolean): FilterContext {
  // chat.message joins the trimmed text parts: the stored prompt is trimmed and never empty.
  const prompt = input.prompt.trim() || undefined;
  const tools = new Set(input.tools);
  for (const c of input.mcp) {
    if (c.status !== "connected") continue;
    const id = mcpCapabilityId(c.name, seed);
    if (id) tools.add(id);
  }
  const branch = input.session.branch && input.session.branch !== "HEAD" ? input.session.branch : undefined;
  return {
    contextPaths: input.contextPaths.map((p) => normalizeContextPath(p, projectDir)),
    prompt,
    tools,
    model: input.session.model || undefined,
    agent: input.session.mode || undefined,
    command: slashCommand(prompt),
    projectTags: detectProjectTags(fs, projectDir),
    branch,
    os: input.session.os || DEFAULT_OS,
    ci: detectCi(input.env),
  };
}

/** process.platform when the scenario does not say: Rulescope's reference platform. */
const DEFAULT_OS = "linux";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Upstream passes no platform, so minimatch takes the host's (posix in a browser). We pin a POSIX
 * one so a Windows host cannot change results: Rulescope paths are POSIX, as on the reference OS.
 */
const GLOB_PLATFORM = { platform: "linux" } as const;

/** A rule glob against a context path: rule-filter.ts fileMatchesGlobs. */
export function globMatches(path: string, glob: string): boolean {
  return minimatch(path, glob, { matchBase: true, ...GLOB_PLATFORM });
}

/** Word boundary at the start only, case-insensitive: "test" matches "testing", not "contest". */
export function keywordMatches(prompt: string, keyword: string): boolean {
  return new RegExp(`\\b${escapeRegExp(keyword.toLowerCase())}`, "i").test(prompt.toLowerCase());
}

function branchMatches(branch: string, pattern: string): boolean {
  if (pattern === branch) return true;
  return /[*?[{]/.test(pattern) && minimatch(branch, pattern, GLOB_PLATFORM);
}

const list = (xs: string[]) => xs.join(", ");

/** Evaluate one rule's declared conditions against the context, in upstream's order. */
export function evaluateRule(meta: RuleMetadata, ctx: FilterContext): RuleVerdict {
  const checks: RuleVerdict["checks"] = [];
  const exact = (key: ArrayKey, value: string | undefined, what: string) => {
    const wanted = meta.lists[key];
    if (!wanted) return;
    const ok = value !== undefined && wanted.includes(value);
    checks.push({
      key,
      matched: ok,
      matchedBy: ok ? [`${key} ${value}`] : [],
      missed: `${key} wants ${list(wanted)} but the ${what} is ${value ?? "unknown"}`,
    });
  };
  const { globs, keywords, tools, project, branch } = meta.lists;
  if (globs) {
    const hits: string[] = [];
    for (const g of globs) {
      const p = ctx.contextPaths.find((cp) => globMatches(cp, g));
      if (p !== undefined) hits.push(`glob ${g} ~ ${p}`);
    }
    const missed =
      ctx.contextPaths.length === 0
        ? `globs ${list(globs)}: no file is in the session context`
        : `globs ${list(globs)}: no context path matches`;
    checks.push({ key: "globs", matched: hits.length > 0, matchedBy: hits, missed });
  }
  if (keywords) {
    const hits = ctx.prompt === undefined ? [] : keywords.filter((k) => keywordMatches(ctx.prompt!, k)).map((k) => `keyword ${k}`);
    checks.push({
      key: "keywords",
      matched: hits.length > 0,
      matchedBy: hits,
      missed:
        ctx.prompt === undefined
          ? `keywords ${list(keywords)}: there is no user prompt`
          : `keywords ${list(keywords)}: none starts a word in the prompt`,
    });
  }
  if (tools) {
    const hits = tools.filter((t) => ctx.tools.has(t)).map((t) => `tool ${t}`);
    checks.push({ key: "tools", matched: hits.length > 0, matchedBy: hits, missed: `tools ${list(tools)}: none is available` });
  }
  exact("model", ctx.model, "model");
  exact("agent", ctx.agent, "agent");
  exact("command", ctx.command, "command");
  if (project) {
    const hits = project.filter((t) => ctx.projectTags.includes(t)).map((t) => `project ${t}`);
    checks.push({
      key: "project",
      matched: hits.length > 0,
      matchedBy: hits,
      missed: `project ${list(project)}: detected ${ctx.projectTags.length ? list(ctx.projectTags) : "no project type"}`,
    });
  }
  if (branch) {
    const hit = ctx.branch === undefined ? undefined : branch.find((b) => branchMatches(ctx.branch!, b));
    checks.push({
      key: "branch",
      matched: hit !== undefined,
      matchedBy: hit === undefined ? [] : [hit === ctx.branch ? `branch ${hit}` : `branch ${hit} ~ ${ctx.branch}`],
      missed: `branch ${list(branch)}: the branch is ${ctx.branch ?? "unknown"}`,
    });
  }
  exact("os", ctx.os, "platform");
  if (meta.ci !== undefined) {
    const ok = meta.ci === ctx.ci;
    checks.push({ key: "ci", matched: ok, matchedBy: ok ? [`ci ${meta.ci}`] : [], missed: `ci ${meta.ci}: CI detection says ${ctx.ci}` });
  }
  const mode = meta.match ?? "any";
  const include = mode === "all" ? checks.every((c) => c.matched) : checks.some((c) => c.matched);
  return { include, mode, checks };
}
