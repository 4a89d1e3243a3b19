/**
 * opencode-rules (frap129/opencode-rules v0.6.4): an opencode plugin that loads markdown rules from a
 * global and a project rules directory, keeps those whose frontmatter conditions match the session,
 * and pushes them as one more element onto opencode's system prompt array.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import { readCandidate } from "../../core/read";
import { frontmatterKeyLine } from "../../core/key-line";
import { warnLossy } from "../shared";
import type { Block, Source } from "../../types";
import { globalRulesDir, PROJECT_RULES_DIR, scanRulesDir, type RuleCandidate, type ScanNote } from "./discovery";
import { hasConditions, KNOWN_KEYS, parseRule, type RuleMetadata } from "./frontmatter";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import { buildFilterContext, evaluateRule, keywordMatches, unmeetableConditions, type FilterContext } from "./matching";
import { join } from "../../core/paths";
import { defineProfile, type ContextOf } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { ENV } from "./facts";
import { opencodeRulesMeta } from "./meta";

type Ctx = ContextOf<typeof opencodeRulesMeta>;

const HEADER = "# OpenCode Rules\n\nPlease follow the following rules:\n\n";
const RULE_SEPARATOR = "\n\n---\n\n";
const ruleHeading = (relativePath: string) => `## ${relativePath}\n\n`;
/** How opencode joins system elements where it needs one string (llm.ts: rejoin and OAuth `instructions`). */
const SYSTEM_JOIN = "\n";
const LOG_PREFIX = "[opencode-rules]";

type Log = (message: string) => void;

function debugLogger(ctx: Ctx): Log {
  // debug.ts: any non-empty value turns it on.
  const on = Boolean(ctx.input.env[ENV.debug]);
  return (message) => {
    if (on) ctx.diag({ level: "info", code: "debug-log", message: `${LOG_PREFIX} ${message}` });
  };
}

function reportNotes(ctx: Ctx, notes: ScanNote[]): void {
  for (const n of notes) ctx.diag({ level: n.level, code: n.code, path: n.path, message: n.message });
}

function discover(ctx: Ctx, b: Behaviour, log: Log): RuleCandidate[] {
  const seedLogs = b.logs === "seed-003";
  const { cwd } = ctx.input;
  const global = globalRulesDir(ctx);
  ctx.decide(`global rules dir: ${global.dir} (${global.why})`, global.dir);
  const projectDir = join(cwd, PROJECT_RULES_DIR);
  ctx.decide(`project rules dir: ${projectDir} (opencode's working directory; the plugin does not look for a git root)`, projectDir);
  const notes: ScanNote[] = [];
  const found: RuleCandidate[] = [];
  for (const [root, layer] of [
    [global.dir, "global"],
    [projectDir, "project"],
  ] as const) {
    for (const c of scanRulesDir(ctx, root, layer, notes, b.warnVanishedDir)) {
      // The seed forbids absolute paths in logs; upstream appends the absolute path in parentheses.
      log(seedLogs ? `Discovered ${layer} rule: ${c.relativePath}` : `Discovered ${layer} rule: ${c.relativePath} (${c.path})`);
      found.push(c);
    }
  }
  reportNotes(ctx, notes);
  if (!seedLogs) log(`Discovered ${found.length} rule file(s)`);
  return found;
}

function logFilterContext(f: FilterContext, input: Ctx["input"], log: Log): void {
  const tools = [...input.tools];
  log(`Built-in tools: ${tools.slice(0, 10).join(", ")}${tools.length > 10 ? "..." : ""} (${tools.length} total)`);
  const mcp = [...f.tools].filter((t) => !input.tools.includes(t));
  if (mcp.length > 0) log(`MCP capability IDs: ${mcp.join(", ")}`);
  log(
    `Filter context: model=${f.model ?? "none"}, agent=${f.agent ?? "none"}, command=${f.command ?? "none"}, branch=${f.branch ?? "none"}, ` +
      `os=${f.os}, ci=${f.ci}, projectTags=${f.projectTags.length ? f.projectTags.join(",") : "none"}`,
  );
}

interface Included {
  rule: RuleCandidate;
  body: string;
}

function where(rule: RuleCandidate): string {
  return rule.layer === "global" ? "the global rules dir" : "the project rules dir";
}

/**
 * A rule whose only condition is `globs` attaches only when a matching file is in context: its globs
 * as Source.scope, which `check` tests against the whole tree. With other conditions it can apply
 * without any file, so it has no scope.
 */
function globScope(meta: RuleMetadata | undefined, text: string): Pick<Source, "scope"> {
  if (!meta?.lists.globs || meta.ci !== undefined || Object.keys(meta.lists).some((k) => k !== "globs")) return {};
  const line = frontmatterKeyLine(text, "globs");
  return { scope: { patterns: meta.lists.globs, ...(line ? { line } : {}) } };
}

/** Keys opencode-rules does not know, and conditions no run can meet. */
function noteFrontmatter(ctx: Ctx, path: string, text: string, meta: RuleMetadata | undefined): void {
  if (meta !== undefined || text.startsWith("---"))
    for (const u of unknownFrontmatterKeys(text, KNOWN_KEYS)) ctx.diag(unknownKeyDiagnostic(path, u, "opencode-rules", KNOWN_KEYS));
  if (meta) noteUnmeetable(ctx, path, text, meta);
}

/** Conditions no run can meet (an os or project value opencode-rules never reports), each on its line. */
function noteUnmeetable(ctx: Ctx, path: string, text: string, meta: RuleMetadata): void {
  const never = unmeetableConditions(meta);
  const conditions = Object.keys(meta.lists).length + (meta.ci !== undefined ? 1 : 0);
  const wholeRule = never.length > 0 && (meta.match === "all" || never.length === conditions);
  for (const n of never) {
    const line = frontmatterKeyLine(text, n.key);
    ctx.diag({
      level: "info",
      code: "condition-never-met",
      path,
      ...(line ? { line } : {}),
      message: `${path}: ${n.key}: ${n.values.join(", ")} can never match: opencode-rules compares it with ${n.key === "os" ? "Node's platform names" : "the project tags it detects"} (${n.known.join(", ")}). ${wholeRule ? "So the rule never applies." : "The rule can still apply through its other conditions."}`,
    });
  }
}

/** Read, parse and filter every candidate, recording a Source for each in discovery order. */
function selectRules(ctx: Ctx, rules: RuleCandidate[], filter: FilterContext, b: Behaviour, log: Log): Included[] {
  const seedLogs = b.logs === "seed-003";
  const out: Included[] = [];
  const seen = new Map<string, string>();
  for (const rule of rules) {
    const r = readCandidate(ctx.fs, rule.path);
    if (r.kind !== "file") {
      if (!seedLogs && (r.kind === "not-a-file" || r.kind === "unreadable")) log(`Cache miss: ${rule.path}`);
      ctx.diag({
        level: "warning",
        code: "file-unreadable",
        path: rule.path,
        message: `opencode-rules failed to read ${rule.path}: ${r.message}; it logs a warning and skips the file.`,
      });
      ctx.source({
        path: rule.path,
        layer: "rule",
        status: "unreadable",
        reason: `Skipped: ${r.message}, so opencode-rules cannot read it.`,
        bytes: 0,
        includedBytes: 0,
      });
      continue;
    }
    if (!seedLogs) log(`Cache miss: ${rule.path}`);
    warnLossy(ctx, r);
    const real = ctx.fs.realpath(rule.path);
    const identity = real.ok ? real.value : rule.path;
    if (seen.has(identity))
      ctx.diag({
        level: "warning",
        code: "same-file-twice",
        path: rule.path,
        message: `${rule.path} is the same file as ${seen.get(identity)}; opencode-rules does not de-duplicate, so its text appears twice.`,
      });
    seen.set(identity, rule.path);
    const parsed = parseRule(r.text, b.onlyGlobsKeywordsTools, ctx.yaml, rule.path);
    for (const n of parsed.notes) ctx.diag({ level: n.level, code: n.code, path: rule.path, message: `${rule.path} ${n.message}.` });
    noteFrontmatter(ctx, rule.path, r.text, parsed.metadata);
    const base = { path: rule.path, layer: "rule" as const, bytes: r.size, ...globScope(parsed.metadata, r.text) };
    if (hasConditions(parsed.metadata)) {
      const verdict = evaluateRule(parsed.metadata, filter);
      const flags = verdict.checks.map((c) => c.matched).join(", ");
      const what = seedLogs ? seedMatchLog(parsed.metadata.lists.keywords, filter) : `match: ${verdict.mode}, checks: ${flags}`;
      if (!verdict.include) {
        log(`Skipping conditional rule: ${rule.relativePath} (${what})`);
        const missed = verdict.checks.filter((c) => !c.matched).map((c) => c.missed);
        const lead = verdict.mode === "all" ? "match: all needs every condition, and" : "none of its conditions matched:";
        ctx.source({
          ...base,
          status: "unmatched",
          reason: `Not included (${where(rule)}): ${lead} ${missed.join("; ")}.`,
          includedBytes: 0,
        });
        continue;
      }
      log(`Including conditional rule: ${rule.relativePath} (${what})`);
      const matchedBy = verdict.checks.flatMap((c) => c.matchedBy);
      ctx.source({
        ...base,
        status: "included",
        reason: `Included from ${where(rule)}: its conditions matched (match: ${verdict.mode}).`,
        includedBytes: r.bytes.length,
        matchedBy,
      });
    } else {
      const empty = parsed.body === "" ? " It has no text, but its heading is still added." : "";
      ctx.source({
        ...base,
        status: "included",
        reason: `Included from ${where(rule)}: it declares no conditions, so it always applies.${empty}`,
        includedBytes: r.bytes.length,
      });
    }
    out.push({ rule, body: parsed.body });
  }
  return out;
}

/** The seed asks for prompt length or keyword match counts in logs, never the prompt itself. */
function seedMatchLog(keywords: string[] | undefined, f: FilterContext): string {
  const length = f.prompt?.length ?? 0;
  if (!keywords) return `prompt length: ${length}`;
  const hits = f.prompt === undefined ? 0 : keywords.filter((k) => keywordMatches(f.prompt!, k)).length;
  return `prompt length: ${length}, keyword matches: ${hits} of ${keywords.length}`;
}

function composeRules(included: Included[]): Composer {
  const c = new Composer();
  if (included.length === 0) return c;
  c.frame(HEADER);
  included.forEach(({ rule, body }, i) => {
    if (i > 0) c.frame(RULE_SEPARATOR);
    c.frame(ruleHeading(rule.relativePath));
    c.content(body, rule.path);
  });
  return c;
}

/** Used when the host profile gives no layout: opencode's header message, as placeholders. */
const FALLBACK_HOST_BLOCKS: Block[] = [
  { role: "system", label: "opencode base prompt (agent or provider prompt)", text: "", placeholder: true },
  { role: "system", label: "opencode environment block", text: "", placeholder: true },
];

function resolve(ctx: Ctx, b: Behaviour) {
  const seedLogs = b.logs === "seed-003";
  // The plugin rides on opencode as released: the host runs its own default variant.
  const host = ctx.host();
  const log = debugLogger(ctx);
  const rules = discover(ctx, b, log);
  const filter = buildFilterContext(ctx.input, ctx.fs, ctx.input.cwd, b.mcpIdAlnumOnly);
  if (!ctx.input.session.os) ctx.decide(`platform: ${filter.os} (the scenario sets no session.os)`);
  if (!seedLogs) logFilterContext(filter, ctx.input, log);
  const included = selectRules(ctx, rules, filter, b, log);
  const mine = composeRules(included);
  const prompt = new Composer().append(host.prompt);
  const blocks = host.blocks.length > 0 ? [...host.blocks] : [...FALLBACK_HOST_BLOCKS];
  if (mine.length === 0) {
    if (!seedLogs) log("No applicable rules for current context");
    ctx.decide("no rule applies: output.system is left as it is");
    return { prompt, blocks };
  }
  if (!seedLogs) log("Injecting rules into system prompt");
  if (prompt.length > 0) prompt.frame(SYSTEM_JOIN);
  prompt.append(mine);
  ctx.decide("rules pushed as a new element of output.system: a second system message after opencode's header");
  // Rules go after the session-start system messages and before anything a later read attached.
  const at = blocks.findIndex((b) => b.trigger !== undefined);
  blocks.splice(at < 0 ? blocks.length : at, 0, {
    role: "system",
    label: "opencode-rules: OpenCode Rules (second system message)",
    text: mine.toString(),
  });
  if (b.oncePerTurn)
    ctx.diag({
      level: "info",
      code: "rules-once-per-turn",
      message:
        "opencode-rules v0.6.4 injects this block only on the first LLM call after each user message (its rulesInjected flag); later steps of the same turn, after tool calls, get no rules. The seed injects on every call.",
    });
  return { prompt, blocks };
}

export const opencodeRules = defineProfile(opencodeRulesMeta, BEHAVIOURS, resolve);
