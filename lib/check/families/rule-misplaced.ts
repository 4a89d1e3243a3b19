/**
 * Rule files beside or inside a declared agent's rules folder, under a name or form it does not take.
 */
import { findProfile } from "../../agents";
import { basename, dirname, join, relative } from "../../core/paths";
import { defineCodes } from "../code-row";
import { finding, type TextCache } from "../findings";
import type { Identity } from "../identity";
import { atMarker, type Run } from "../runs";
import type { CheckAgent, Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "rule-misplaced": {
    severity: "error",
    title: "A rule file beside or inside an agent's rules folder that the agent does not read",
    role: "cause",
    unreadFile: true,
  },
});

/** Sibling files read to see whether they name a file, at most (a rules folder holds a few dozen). */
const MAX_SIBLINGS = 200;

/**
 * Whether another file in the same folder names the file: a part that the folder's own files pull in
 * (gemini-cli's `.gemini/commands/*.toml` run `cat .gemini/commands/strict-development-rules.md`), not
 * a rule put in the wrong place.
 */
function includedBySibling(files: string[], texts: TextCache): (path: string) => boolean {
  let byDir: Map<string, string[]> | undefined;
  return (path) => {
    if (byDir === undefined) {
      byDir = new Map();
      for (const f of files) {
        const list = byDir.get(dirname(f));
        if (list) list.push(f);
        else byDir.set(dirname(f), [f]);
      }
    }
    const siblings = (byDir.get(dirname(path)) ?? []).filter((s) => s !== path).slice(0, MAX_SIBLINGS);
    return siblings.some((s) => texts.get(s)?.includes(basename(path)) === true);
  };
}

/** Extensions of files written as rules; other files in a rules folder (images, scripts) are not. */
const RULE_LIKE = /\.(md|mdc|markdown|txt)$/i;

/**
 * Files that sit where a declared agent's rules folder is, but that the agent does not read: beside
 * the folder under its name (`.cursor/rules.mdc` for `.cursor/rules/`), or inside it with a name or
 * extension it does not take (`.github/instructions/style.md` without `.instructions.md`). Only for
 * folders of at least two levels (`.cursor/rules/`, not `.roo/`, which holds other things too), only
 * files written as rules, and only when no declared agent reads or considers them.
 */
export function misplacedFindings(
  root: string,
  files: string[],
  agents: CheckAgent[],
  runs: Run[],
  reach: Run[],
  id: Identity,
  texts: TextCache,
): Finding[] {
  const considered = new Map<string, Set<string>>();
  for (const r of [...runs, ...reach])
    for (const s of r.resolution.sources) {
      const set = considered.get(id.of(s.path)) ?? new Set<string>();
      set.add(r.agent);
      considered.set(id.of(s.path), set);
    }
  const out: Finding[] = [];
  const told = new Set<string>();
  // Rule-like files no agent considered: the same for every agent, so found once.
  const unread = files
    .filter((f) => RULE_LIKE.test(f) && !/^readme\b/i.test(basename(f)))
    .filter((f) => !considered.has(id.of(f)))
    .map((f) => ({ f, rel: relative(root, f), name: basename(f) }));
  const included = includedBySibling(files, texts);
  for (const a of agents) {
    // Rule places only: a settings folder (.claude/, .cursor/) holds files that are no rules.
    const folders = (findProfile(a.id)?.markers ?? []).filter((m) => m.endsWith("/") && m.slice(0, -1).includes("/"));
    if (folders.length === 0) continue;
    for (const { f, rel, name } of unread) {
      if (told.has(f) || included(f)) continue;
      for (const folder of folders) {
        const stem = rel.replace(/\.[^./]+$/, "");
        const beside = stem === folder.slice(0, -1) || stem.endsWith(`/${folder.slice(0, -1)}`);
        const inside = !beside && atMarker(rel, folder);
        if (!beside && !inside) continue;
        // What the agent does read there, to show the form it takes.
        const dir = beside ? join(dirname(f), basename(folder.slice(0, -1))) : dirname(f);
        const readThere = [...considered.entries()].filter(([p, who]) => who.has(a.id) && dirname(p) === dir).map(([p]) => basename(p));
        const example = readThere.length > 0 ? ` It reads ${readThere.slice(0, 2).join(", ")} there.` : "";
        const message = beside
          ? `${a.id} reads rules from the folder ${relative(root, dir)}/, not from a file beside it named ${name}, so this file is never read.${example} Move it into the folder${name.endsWith(".mdc") || name.endsWith(".md") ? "" : " with the extension the agent takes"}.`
          : `${a.id} reads ${folder} but does not take a file named like ${name} there, so this file is never read.${example} Rename it to the form the agent takes.`;
        told.add(f);
        out.push(
          finding("rule-misplaced", { agent: a.id }, f, message, {
            headline: beside
              ? `${a.id} never reads this file: its rules go inside ${relative(root, dir)}/`
              : `${a.id} never reads this file: not a name it takes in ${folder}`,
          }),
        );
        break;
      }
    }
  }
  return out;
}
