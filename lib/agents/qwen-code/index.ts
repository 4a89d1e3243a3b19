/**
 * Qwen Code (QwenLM/qwen-code, a fork of Gemini CLI): context files named by context.fileName
 * (default QWEN.md, then AGENTS.md) from ~/.qwen and from the working directory up to the project
 * root's parent, the personal <root>/.qwen/QWEN.local.md, `@path` imports, and .qwen/rules/ rule
 * files (baseline ones at start, `paths:` ones when a matching file is read). Folder trust is off by
 * default; an untrusted folder loads only global files. The wrappers are public source: exact text.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 * Reused from the gemini-cli profile where Qwen Code kept Gemini CLI's behaviour: the context and
 * import wrappers (facts.ts), the dotted settings reader, segment trimming.
 */
import { Composer } from "../../core/compose";
import { join, normalize } from "../../core/paths";
import type { Block, Source } from "../../types";
import { writeSegs } from "../../core/segments";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { concatenate, discover } from "./discovery";
import { BLOCK_SEPARATOR } from "./facts";
import { findProjectRoot } from "./root";
import { formatRules, loadRules, relativeCandidates, ruleSource, type Rule } from "./rules";
import { readSettings } from "./settings";
import { decideTrust } from "./trust";
import { defineProfile, type ContextOf } from "../define";
import { qwenCodeMeta } from "./meta";

type Ctx = ContextOf<typeof qwenCodeMeta>;

function resolve(ctx: Ctx, b: Behaviour) {
  const { cwd, contextPaths } = ctx.input;
  const s = readSettings(ctx);
  const trust = decideTrust(ctx, s);
  const root = findProjectRoot(ctx, cwd, b.gitFile);
  const effectiveRoot = root ?? normalize(cwd);
  ctx.decide(
    `context file names: ${s.names.join(", ")}; ${trust.trusted ? "trusted" : "untrusted"}: ${trust.why}; project root ${root ?? `none (no .git folder${b.gitFile ? " or file" : ""})`}`,
    cwd,
  );
  if (!trust.trusted)
    ctx.diag({
      level: "info",
      code: "folder-not-trusted",
      path: cwd,
      message: `${cwd} is untrusted (${trust.why}), so Qwen Code loads only global context files and global rules.`,
    });

  const { segs, sources } = concatenate(ctx, s, discover(ctx, s, trust.trusted, root, b), b);
  const notes: Source[] = [];
  const rules = loadRules(ctx, s.globalDir, effectiveRoot, trust.trusted, notes);
  const baseline = rules.filter((r) => !r.paths);
  const conditional = rules.filter((r) => r.paths);

  const prompt = writeSegs(new Composer(), segs);
  if (baseline.length > 0) {
    if (prompt.length > 0) prompt.frame(BLOCK_SEPARATOR);
    prompt.append(formatRules(baseline, effectiveRoot));
  }
  for (const src of sources) ctx.source(src);
  for (const r of baseline) ctx.source(ruleSource(r, "Included: a rule without paths:, sent at session start after the context files."));
  if (prompt.length === 0) ctx.decide("no context files or baseline rules: the system prompt gets no memory");

  const blocks: Block[] = [
    { role: "system", label: "Qwen Code system prompt: base instructions, environment (not reproduced)", text: "", placeholder: true },
    { role: "system", label: "Memory: the system prompt's last part, after a blank line (Qwen Code's wording)", text: prompt.toString() },
  ];
  const injected = new Set<string>();
  for (const entry of contextPaths) {
    const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
    const rels = relativeCandidates(ctx, abs, effectiveRoot);
    const matched: { rule: Rule; by: string[] }[] = [];
    for (const rule of conditional) {
      if (injected.has(rule.path)) continue;
      const by = (rule.paths ?? []).filter((p) => {
        const m = ctx.globs.picomatch(p, { dot: true }, { path: rule.path });
        return m !== null && rels.some((rel) => m(rel));
      });
      if (by.length > 0) matched.push({ rule, by });
    }
    if (matched.length === 0) continue;
    for (const m of matched) {
      injected.add(m.rule.path);
      ctx.source(
        ruleSource(m.rule, `Included when ${entry} is read: its paths: match.`, {
          matchedBy: m.by,
          scope: { patterns: m.rule.paths ?? [] },
        }),
      );
    }
    blocks.push({
      role: "user",
      label: `Rules whose paths: match ${entry} (injected once per session)`,
      trigger: `read ${entry}`,
      text: formatRules(
        matched.map((m) => m.rule),
        effectiveRoot,
      ).toString(),
    });
  }
  for (const r of conditional)
    if (!injected.has(r.path))
      ctx.source({
        ...ruleSource(r, `Waiting: its paths: (${(r.paths ?? []).join(", ")}) match no file read so far.`, {
          scope: { patterns: r.paths ?? [] },
        }),
        status: "unmatched",
        includedBytes: 0,
      });
  for (const n of notes) ctx.source(n);
  return { prompt, blocks };
}

export const qwenCode = defineProfile(qwenCodeMeta, BEHAVIOURS, resolve);
