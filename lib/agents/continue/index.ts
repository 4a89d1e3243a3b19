/**
 * Continue (continuedev/continue, open source; VS Code and JetBrains). Rules are gathered when the
 * configuration loads and filtered for every chat or agent request: each rule that applies is
 * appended to the system message after a blank line, in this order: colocated rules.md files
 * anywhere in the workspace, the workspace AGENTS.md (always applied), markdown rules in
 * .continue/rules and .continue/prompts (workspace, then ~/.continue), .continuerules, and the
 * `rules:` of ~/.continue/config.yaml. Frontmatter name, description, globs, regex, alwaysApply and
 * invokable decide (see matching.ts). The joining is public source, so the text is exact; the base
 * system message before it is Continue's own and is not reproduced.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { utf8Length } from "../../core/bytes";
import { Composer } from "../../core/compose";
import { join, normalize, relative, resolvePath } from "../../core/paths";
import { descriptionsListing } from "../../core/rule-listing";
import type { Block, Source } from "../../types";
import { noText, readTextOrNote } from "../shared";
import {
  AGENT_FILES,
  CONFIG_YAML,
  DOT_FILE,
  ENV_GLOBAL_DIR,
  GLOBAL_DIR,
  NAME,
  REQUEST_RULE_TOOL,
  RULE_DIRS,
  RULE_SEPARATOR,
  WORKSPACE_DIR,
} from "./facts";
import { configRules, findColocated, walkRuleDir } from "./load";
import { contextSubjects, shouldApply, type ContextFile } from "./matching";
import { colocatedGlobs, ruleFromMarkdown, type Rule } from "./rule-file";
import type { SourceLayer } from "../../source-layers";
import { defineProfile, type ProfileContext } from "../define";
import { continueMeta } from "./meta";
import { resolveCli } from "./cli";
import type { Behaviours } from "../define";

type Ctx = ProfileContext;

function globalDir(ctx: Ctx): string {
  const v = ctx.input.env[ENV_GLOBAL_DIR]?.trim();
  // A relative value is resolved against the IDE process's folder; Rulescope takes the working directory.
  return v ? normalize(resolvePath(ctx.input.cwd, v)) : join(ctx.input.home, GLOBAL_DIR);
}

const isRootLevel = (path: string) => path.includes(`${WORKSPACE_DIR}/`);

function loadRules(ctx: Ctx, notes: Source[]): Rule[] {
  const { cwd } = ctx.input;
  const rules: Rule[] = [];
  const read = (path: string, layer: SourceLayer) => readTextOrNote(ctx, path, layer, (n) => notes.push(n));

  for (const path of findColocated(ctx, cwd)) {
    const r = read(path, "colocated");
    if (!r) continue;
    const rel = relative(cwd, path);
    const rule = ruleFromMarkdown(ctx, path, "colocated", r.text, r.size, isRootLevel(path));
    rules.push({ ...rule, globs: colocatedGlobs(rule.globs, rel.includes("/") ? rel.slice(0, rel.lastIndexOf("/")) : "") });
  }

  // loadMarkdownRules(): the loop over agent file names breaks after the first name, found or not.
  const agents = join(cwd, AGENT_FILES[0]);
  const a = read(agents, "agents");
  if (a)
    rules.push({
      ...ruleFromMarkdown(ctx, agents, "agents", a.text, a.size, isRootLevel(agents)),
      alwaysApply: true,
      forced: `the workspace ${AGENT_FILES[0]} is always applied`,
    });
  for (const other of AGENT_FILES.slice(1)) {
    const p = join(cwd, other);
    if (ctx.fs.exists(p))
      notes.push(
        noText(
          p,
          "agents",
          "unmatched",
          `Not read: ${NAME} lists ${AGENT_FILES.join(", ")}, but its loop stops after ${AGENT_FILES[0]} whether or not that exists.`,
        ),
      );
  }

  const g = globalDir(ctx);
  for (const sub of RULE_DIRS)
    for (const [dir, layer] of [
      [join(cwd, WORKSPACE_DIR, sub), "workspace"],
      [join(g, sub), "global"],
    ] as const) {
      if (layer === "global" && dir === join(cwd, WORKSPACE_DIR, sub)) {
        ctx.diag({
          level: "warning",
          code: "home-is-workspace",
          message: `${dir} is both the workspace's and the global ${sub} folder: ${NAME} loads its rules twice; Rulescope shows them once.`,
        });
        continue;
      }
      for (const path of walkRuleDir(ctx, dir, layer, notes)) {
        const r = read(path, layer);
        if (!r) continue;
        const rule = ruleFromMarkdown(ctx, path, layer, r.text, r.size, isRootLevel(path));
        if (rule.invokable)
          notes.push({
            ...noText(
              path,
              layer,
              "unmatched",
              "Not a rule: invokable: true makes it a slash command, sent only when the user invokes it.",
              r.size,
            ),
            manual: true,
          });
        else rules.push(rule);
      }
    }

  const dot = join(cwd, DOT_FILE);
  const d = read(dot, "workspace");
  if (d)
    rules.push({
      path: dot,
      layer: "workspace",
      name: DOT_FILE,
      text: d.text,
      size: d.size,
      globs: undefined,
      regex: undefined,
      rootLevel: isRootLevel(dot),
    });

  rules.push(...configRules(ctx, join(g, CONFIG_YAML), notes));
  return rules;
}

function contextFiles(ctx: Ctx): ContextFile[] {
  const { cwd, contextPaths } = ctx.input;
  const out: ContextFile[] = [];
  for (const entry of contextPaths) {
    const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
    let text: string | undefined;
    const read = () => (text ??= readTextOrNote(ctx, abs, "context", () => {})?.text ?? "");
    out.push({ subjects: contextSubjects(cwd, abs), text: read });
  }
  return out;
}

function resolve(ctx: Ctx) {
  const notes: Source[] = [];
  const rules = loadRules(ctx, notes);
  const files = contextFiles(ctx);
  if (files.length > 0) ctx.decide(`paths matched against rules: ${files.flatMap((f) => f.subjects).join(", ")}`);
  const requestRule = ctx.input.tools.includes(REQUEST_RULE_TOOL);

  const names = new Map<string, number>();
  for (const r of rules) names.set(r.name, (names.get(r.name) ?? 0) + 1);
  for (const [n, count] of names)
    if (count > 1)
      ctx.diag({
        level: "warning",
        code: "duplicate-rule-name",
        message: `${count} rules are named "${n}"; ${NAME} warns that this may cause unexpected behaviour (rule toggles and request_rule go by name).`,
      });

  const prompt = new Composer();
  const sources: Source[] = [];
  const offered: Rule[] = [];
  for (const rule of rules) {
    const v = shouldApply(ctx, rule, files);
    const scope = rule.globs
      ? { scope: { patterns: Array.isArray(rule.globs) ? rule.globs : [rule.globs], ...(rule.globsLine ? { line: rule.globsLine } : {}) } }
      : {};
    if (!v.apply) {
      const agentRequested = rule.alwaysApply === false && !rule.globs;
      if (agentRequested && requestRule) offered.push(rule);
      const why = agentRequested
        ? requestRule
          ? `Offered: alwaysApply: false without globs; the ${REQUEST_RULE_TOOL} tool lists its name and description, and the model may fetch it.`
          : `Not sent: alwaysApply: false without globs; only the ${REQUEST_RULE_TOOL} tool could fetch it, and that tool is off by default (it is not among the session's tools).`
        : `Not sent: ${v.why}.`;
      notes.push({ ...noText(rule.path, rule.layer, agentRequested && requestRule ? "offered" : "unmatched", why, rule.size), ...scope });
      continue;
    }
    prompt.frame(RULE_SEPARATOR);
    if (rule.text !== "") prompt.content(rule.text, rule.path);
    const base =
      rule.text === ""
        ? noText(rule.path, rule.layer, "empty", `Empty: it has no text, yet ${NAME} still adds a blank line for it (${v.why}).`, rule.size)
        : {
            path: rule.path,
            layer: rule.layer,
            status: "included" as const,
            reason: `Included: ${v.why}.`,
            bytes: rule.size,
            includedBytes: Math.min(utf8Length(rule.text), rule.size),
          };
    sources.push({ ...base, ...(v.apply && v.by && v.by.length > 0 ? { matchedBy: v.by } : {}), ...scope });
  }
  if (rules.length === 0) ctx.decide("no rule found: the system message is the base message alone");
  for (const s of sources) ctx.source(s);
  for (const n of notes) ctx.source(n);

  const blocks: Block[] = [
    {
      role: "system",
      label: `${NAME} base system message (the mode's default, or chatOptions.baseSystemMessage; not reproduced)`,
      text: "",
      placeholder: true,
    },
    {
      role: "system",
      label: "Rules appended to the system message, each after a blank line (rebuilt for each request)",
      text: prompt.toString(),
    },
  ];
  if (offered.length > 0)
    blocks.push({
      role: "system",
      label: `${REQUEST_RULE_TOOL} tool: rules offered by name and description (Rulescope listing)`,
      text: descriptionsListing(
        NAME,
        offered.map((r) => ({ name: r.name, path: r.path, description: r.description ?? "undefined" })),
      ),
    });
  return { prompt, blocks };
}

/** Which loader runs: the extension's (this file) or the CLI's (cli.ts, cn). Two programs, not a setting of one. */
const BEHAVIOURS: Behaviours<typeof continueMeta, { load: (ctx: Ctx) => ReturnType<typeof resolve> }> = {
  upstream: { load: resolve },
  cli: { load: resolveCli },
};

export const continueProfile = defineProfile(continueMeta, BEHAVIOURS, (ctx, b) => b.load(ctx));
