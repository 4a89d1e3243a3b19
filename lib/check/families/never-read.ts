/**
 * Rule files no declared agent reads from any checked folder (never-read), and files a declared agent
 * considers but another file always wins over (always-shadowed).
 */
import { GlobGuard } from "../../core/glob-guard";
import { ignoreLines, ignoreMatcher } from "../../core/gitignore";
import { isWithin, join, relative } from "../../core/paths";
import { isLoaded, type Source } from "../../types";
import { defineCodes } from "../code-row";
import { finding, type TextCache } from "../findings";
import type { Identity } from "../identity";
import type { Run, Survey } from "../runs";
import { byAgent, loadedFiles } from "../run-sets";
import type { CheckAgent, Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "never-read": {
    severity: "error",
    title: "No declared agent reads this rule file from any checked directory",
    role: "symptom",
    onRuleFile: true,
    unreadFile: true,
  },
  "always-shadowed": { severity: "warning", title: "Another file always wins over this one", role: "cause", onRuleFile: true },
});

/**
 * The root .gitignore, for the never-read message: a rule file under an ignored path is not in the
 * repository, so teammates and CI lack it, and agents that list files through git or ripgrep
 * (Cline, Gemini CLI with respectGitIgnore, Continue, Goose) skip it.
 */
function gitignored(root: string, texts: TextCache): (path: string) => boolean {
  const text = texts.get(join(root, ".gitignore"));
  if (text === null) return () => false;
  const matcher = ignoreMatcher(ignoreLines(text), new GlobGuard(() => {}), { path: join(root, ".gitignore") });
  return (path) => matcher.ignores(relative(root, path), false);
}

/**
 * For each candidate rule file no declared run loads: always-shadowed where every declared agent that
 * considers it leaves it out for another file; else never-read when no declared agent looks for it.
 */
export function neverReadFindings(
  root: string,
  candidates: string[],
  runs: Run[],
  reach: Run[],
  survey: Survey,
  agents: CheckAgent[],
  texts: TextCache,
  id: Identity,
): Finding[] {
  const ignored = gitignored(root, texts);
  const out: Finding[] = [];
  const loaded = loadedFiles([...runs, ...reach], id);
  const declared = new Set(agents.map((a) => a.id));
  // Per agent, per path, where its runs considered the file: one pass over the sources, not one per candidate.
  const seenBy = new Map<string, Map<string, { r: Run; x: Source }[]>>();
  for (const [agent, agentRuns] of byAgent(runs)) {
    const byPath = new Map<string, { r: Run; x: Source }[]>();
    for (const r of agentRuns)
      for (const x of r.resolution.sources) {
        const list = byPath.get(x.path) ?? [];
        if (list.length === 0) byPath.set(x.path, list);
        list.push({ r, x });
      }
    seenBy.set(agent, byPath);
  }
  const loadersOf = new Map<string, string[]>();
  for (const r of survey.runs)
    for (const x of r.resolution.sources)
      if (!declared.has(r.agent) && isLoaded(x)) {
        const list = loadersOf.get(x.path) ?? [];
        if (list.length === 0) loadersOf.set(x.path, list);
        if (!list.includes(r.agent)) list.push(r.agent);
      }
  const consideredByDeclared = new Set<string>();
  for (const r of [...runs, ...reach]) for (const x of r.resolution.sources) consideredByDeclared.add(id.of(x.path));
  const told = new Set<string>();
  for (const path of candidates) {
    // One file, one finding: a link to a rule file is the file (its target is told about, or is read).
    if (loaded.has(id.of(path)) || !isWithin(path, root) || told.has(id.of(path))) continue;
    told.add(id.of(path));
    // Shadowed for a declared agent wherever it considered the file: say who wins.
    const shadowing: Finding[] = [];
    for (const [agent, byPath] of seenBy) {
      const seen = byPath.get(path) ?? [];
      // A fallback switched off is its own finding (fallbackOffFindings), said per folder.
      if (seen.length > 0 && seen.every(({ x }) => x.status === "shadowed" && !x.fallbackOffBy))
        shadowing.push(
          finding("always-shadowed", { agent }, path, `${agent} never reads this file from any checked folder. ${seen[0].x.reason}`, {
            cwds: [...new Set(seen.map(({ r }) => r.cwd))],
            headline: `${agent} never reads this file: another file always wins over it`,
          }),
        );
    }
    if (shadowing.length > 0) {
      out.push(...shadowing);
      continue;
    }
    // A declared agent that considers the file and leaves it out says why in its own finding (a scope,
    // a condition, a description offered to the model); "never read" is for files none of them looks at.
    if (consideredByDeclared.has(id.of(path))) continue;
    const readers = loadersOf.get(path) ?? [];
    const message = `None of the declared agents (${agents.map((a) => a.id).join(", ")}) looks for this file from any checked folder: wrong name or wrong place for them.${ignored(path) ? " It is also in a path the root .gitignore ignores: it is not in the repository, so teammates and CI do not have it, and agents that list files through git skip it." : ""}`;
    out.push(
      finding(
        "never-read",
        { agent: agents[0].id },
        path,
        readers.length > 0 ? `${message} ${readers.join(", ")} would read it.` : message,
        {
          agents: agents.map((a) => a.id),
          headline: `No declared agent reads this file${readers.length > 0 ? ` (${readers.join(", ")} would)` : ""}`,
        },
      ),
    );
  }
  return out;
}
