/**
 * OpenHands: every instruction file is a "skill" (software-agent-sdk). The app asks its agent server for
 * user, project, organisation and public skills (all on by default); project skills are AGENTS.md,
 * AGENT.md, CLAUDE.md, GEMINI.md and .cursorrules at the working directory and the git root, the
 * same names in subfolders (rules for their folder), and the .agents/skills, .openhands/skills and
 * .openhands/microagents folders. Trigger-less skills go whole into <REPO_CONTEXT>; triggered ones and
 * SKILL.md skills are listed in <SKILLS> and sent when a keyword is in the user's message; path rules
 * are added to a tool result that touches a matching file.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { utf8Length } from "../../core/bytes";
import { isWithin, join, normalize, relative } from "../../core/paths";
import type { Block, Source } from "../../types";
import { defineProfile, type ProfileContext } from "../define";
import { readSettings } from "../settings";
import { noText } from "../shared";
import { dynamicBlock, firstKeyword, keywordText, literalFolder, mayMatch, pathMatches, pathRuleText } from "./compose";
import { mergeSkills, projectSkills, userSkills } from "./discover";
import { GATED, MODEL_FAMILIES, MODEL_KEY } from "./facts";
import { openhandsMeta } from "./meta";
import { pyStrip, type Skill } from "./skill-file";

/** model_prompt_spec.py: the model's family, or null when no pattern fits. */
function family(model: string): string | null {
  const m = pyStrip(model).toLowerCase();
  if (m === "") return null;
  return MODEL_FAMILIES.find(([, pats]) => pats.some((p) => m.includes(p)))?.[0] ?? null;
}

/** A skill whose text is sent; an empty one still gets its wrapper, so it is noted as empty. */
const included = (s: Skill, reason: string, matchedBy?: string[]): Source => ({
  path: s.path,
  layer: s.layer,
  status: s.content === "" ? "empty" : "included",
  reason: s.content === "" ? `Empty: it has no text, but OpenHands still adds its wrapper. ${reason}` : reason,
  bytes: s.size,
  includedBytes: Math.min(s.size, utf8Length(s.content)),
  ...(matchedBy ? { matchedBy } : {}),
});

/** agent_context.py _resolve_dynamic_data: claude / gemini repo skills only for their model family. */
function gatedOut(s: Skill, fam: string | null): boolean {
  const words = GATED[s.name.toLowerCase()];
  return words !== undefined && fam !== null && !words.some((w) => fam.includes(w));
}

interface Split {
  repo: Skill[];
  offered: Skill[];
  fired: { skill: Skill; keyword: string }[];
}

/** agent_context.py _partition_skills and get_user_message_suffix. */
function partition(ctx: ProfileContext, skills: Skill[], notes: Source[], model: string): Split {
  const fam = family(model);
  const out: Split = { repo: [], offered: [], fired: [] };
  for (const s of skills) {
    if (!s.agentSkills && s.trigger.kind === "none") {
      if (gatedOut(s, fam))
        notes.push(
          noText(
            s.path,
            s.layer,
            "disabled",
            `Left out: a "${s.name}" skill is sent only to its own model family, and ${model} is not one.`,
            s.size,
          ),
        );
      else out.repo.push(s);
      continue;
    }
    if (!s.hidden) out.offered.push(s);
    const words = s.trigger.kind === "keyword" || s.trigger.kind === "task" ? s.trigger.keywords : [];
    const hit = firstKeyword(words, ctx.input.prompt);
    if (hit !== null) out.fired.push({ skill: s, keyword: hit });
  }
  return out;
}

/** Notes for skills not sent at session start: offered by name, waiting for a keyword. */
function notSent(split: Split, skills: Skill[], notes: Source[]): void {
  const fired = new Set(split.fired.map((f) => f.skill));
  for (const s of skills) {
    if (fired.has(s) || s.trigger.kind === "path" || (!s.agentSkills && s.trigger.kind === "none")) continue;
    const keywords = s.trigger.kind === "keyword" || s.trigger.kind === "task" ? s.trigger.keywords.join(", ") : "";
    const words = keywords ? ` or when the user's message has one of: ${keywords}` : "";
    if (!s.hidden)
      notes.push(noText(s.path, s.layer, "offered", `Offered by name in <SKILLS>: the model loads it with invoke_skill${words}.`, s.size));
    else if (keywords)
      notes.push(
        noText(
          s.path,
          s.layer,
          "unmatched",
          `Not offered (disable-model-invocation): sent only when the user's message has one of: ${keywords}.`,
          s.size,
        ),
      );
  }
}

const pathsOf = (s: Skill): string[] => (s.trigger.kind === "path" ? s.trigger.paths : []);

/**
 * The path rules a touched file can fire, in their order: those with a pattern whose literal folder
 * (compose.ts literalFolder) holds the file. Each nested AGENTS.md is a rule for its folder, so a
 * session touching every file of a large tree tested each file against hundreds of rules.
 */
function candidatesFor(rules: Skill[]) {
  const byFolder = new Map<string, number[]>();
  rules.forEach((s, i) => {
    for (const folder of new Set(pathsOf(s).map(literalFolder))) {
      const list = byFolder.get(folder) ?? [];
      if (list.length === 0) byFolder.set(folder, list);
      list.push(i);
    }
  });
  return (rel: string): number[] => {
    const found: number[] = [...(byFolder.get("") ?? [])];
    for (let cut = rel.indexOf("/"); cut >= 0; cut = rel.indexOf("/", cut + 1)) found.push(...(byFolder.get(rel.slice(0, cut)) ?? []));
    return [...new Set(found)].sort((a, b) => a - b);
  };
}

/** LocalConversation._maybe_inject_path_rules: path rules fire once, on the first touched file that matches. */
function pathRules(ctx: ProfileContext, skills: Skill[], blocks: Block[], notes: Source[]): void {
  const { cwd, contextPaths } = ctx.input;
  const rules = skills.filter((s) => s.trigger.kind === "path");
  const done = new Set<Skill>();
  const candidates = candidatesFor(rules);
  const compiled = new Map<string, RegExp>();
  for (const entry of contextPaths) {
    const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
    if (!isWithin(abs, cwd) || abs === cwd) continue;
    const rel = relative(cwd, abs);
    const fired: { skill: Skill; pattern: string }[] = [];
    for (const i of candidates(rel)) {
      const s = rules[i];
      if (done.has(s)) continue;
      const pattern = pathsOf(s).find((p) => mayMatch(rel, p) && pathMatches(ctx.globs, { path: s.path }, rel, p, compiled));
      if (pattern === undefined) continue;
      done.add(s);
      fired.push({ skill: s, pattern });
    }
    if (fired.length === 0) continue;
    for (const f of fired)
      ctx.source({
        ...included(f.skill, `Included when ${rel} is touched: it matches "${f.pattern}".`, [f.pattern]),
        scope: { patterns: pathsOf(f.skill) },
      });
    blocks.push({
      role: "user",
      label: `Path rules added to the tool result for ${rel}`,
      trigger: `read ${entry}`,
      text: pathRuleText(fired),
    });
  }
  for (const s of rules.filter((r) => !done.has(r)))
    notes.push({
      ...noText(s.path, s.layer, "unmatched", `A path rule (${pathsOf(s).join(", ")}): no file the session touches matches.`, s.size),
      scope: { patterns: pathsOf(s) },
    });
}

function resolve(ctx: ProfileContext) {
  const notes: Source[] = [];
  const model = readSettings(ctx, openhandsMeta.configKeys).values[MODEL_KEY];
  const skills = mergeSkills(userSkills(ctx, notes), projectSkills(ctx, notes), notes);
  const split = partition(ctx, skills, notes, model);
  const prompt = dynamicBlock(split.repo, split.offered);
  for (const s of split.repo) ctx.source(included(s, "Included: a skill without triggers is always on, whole, in <REPO_CONTEXT>."));
  for (const f of split.fired) ctx.source(included(f.skill, `Included: the user's message has its keyword "${f.keyword}".`, [f.keyword]));
  notSent(split, skills, notes);
  ctx.diag({
    level: "info",
    code: "url-not-fetched",
    message:
      "OpenHands also loads public skills from github.com/OpenHands/extensions (and organisation skills from the org's .openhands repository); they are listed first in <available_skills> and are not shown.",
  });
  const blocks: Block[] = [
    {
      role: "system",
      label: "OpenHands static system prompt (<SOUL>, <ROLE>, <MEMORY>...: the SDK's own text, not reproduced)",
      text: "",
      placeholder: true,
    },
    { role: "system", label: "Dynamic context: repository skills and offered skills (OpenHands' wording)", text: prompt.toString() },
    { role: "system", label: "<CURRENT_DATETIME> and, when set, secrets (session values)", text: "", placeholder: true },
  ];
  if (split.fired.length > 0)
    blocks.push({ role: "user", label: "Keyword-triggered skills, added to the user's message", text: keywordText(split.fired) });
  pathRules(ctx, skills, blocks, notes);
  for (const n of notes) ctx.source(n);
  return { prompt, blocks };
}

export const openhands = defineProfile(openhandsMeta, resolve);
