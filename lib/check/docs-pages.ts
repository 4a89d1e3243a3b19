/**
 * Documentation pages that happen to share a rule file's name in another case: `docs/models/gemini.md`
 * beside `openai.md` and `anthropic.md` is a page about a model provider, not a misnamed GEMINI.md,
 * and an agent that reads `agent.md` in any case is not meant to find the API page `docs/api/agent.md`.
 * A file is such a page when its name is all lower case where agents look for the name with capitals
 * (`gemini.md` for GEMINI.md; an agent may also probe the lower-case spelling), and its folder holds at
 * least DOCS_FOLDER_PAGES other lower-case Markdown pages that are not rule names, or it lies under a
 * `docs` (`doc`, `documentation`) folder of the repository (huggingface/smolagents translates its API
 * page `agents.md` into folders of one or two pages), and none of the team's agents reads it from
 * the root (`readByTeam`). `check` neither starts an agent in a folder for such a page nor reports on
 * it as a rule file.
 */
import { basename, dirname, relative } from "../core/paths";
import type { Resolution } from "../types";

const DOCS_FOLDER_PAGES = 3;

const PAGE = /^[a-z0-9][a-z0-9._-]*\.mdx?$/;
/** A folder of documentation, by its name. */
const DOCS_FOLDER = /^(?:docs?|documentation)$/i;

/**
 * The documentation pages among `files`, given the names agents look for or read (exact spelling):
 * `namesOf` collects them from the survey's runs.
 */
export function docsPages(
  root: string,
  files: readonly string[],
  ruleNames: ReadonlySet<string>,
  readByTeam: (path: string) => boolean,
): Set<string> {
  const lower = new Set([...ruleNames].map((n) => n.toLowerCase()));
  const capitalised = new Set([...ruleNames].filter((n) => n !== n.toLowerCase()).map((n) => n.toLowerCase()));
  const pagesByDir = new Map<string, number>();
  const suspects: string[] = [];
  for (const f of files) {
    const name = basename(f);
    if (!PAGE.test(name)) continue;
    if (!lower.has(name)) pagesByDir.set(dirname(f), (pagesByDir.get(dirname(f)) ?? 0) + 1);
    else if (capitalised.has(name)) suspects.push(f);
  }
  const inDocs = (f: string) => inFolderNamed(relative(root, f), DOCS_FOLDER);
  // A page one of the team's agents reads as instructions (opencode's `instructions: ["docs/*.md"]`) is a rule file all the same.
  return new Set(suspects.filter((f) => !readByTeam(f) && ((pagesByDir.get(dirname(f)) ?? 0) >= DOCS_FOLDER_PAGES || inDocs(f))));
}

/** Every file name the runs probed or read, as spelled: what agents look for. */
export function namesOf(runs: readonly { resolution: Resolution }[]): Set<string> {
  const names = new Set<string>();
  for (const r of runs) {
    for (const s of r.resolution.sources) names.add(basename(s.path));
    for (const step of r.resolution.trace)
      if (step.path && (step.op === "stat" || step.op === "lstat" || step.op === "read")) names.add(basename(step.path));
  }
  return names;
}

/**
 * A file in a `templates` (or `template`) folder: a rule file for the projects made from it, copied
 * there, not one this repository's agents are meant to read where it sits (CommunityToolkit/Aspire
 * ships `.squad/templates/copilot-instructions.md`). `rel` is relative to the checked root.
 */
export const inTemplates = (rel: string): boolean => inFolderNamed(rel, /^templates?$/i);

/** Whether a folder on a repo-relative path's way has a name `name` matches (the file's own name aside). */
const inFolderNamed = (rel: string, name: RegExp): boolean =>
  rel
    .split("/")
    .slice(0, -1)
    .some((seg) => name.test(seg));

/** Whether one of `agents` considered the path in the survey (read it, or weighed it, from the root). */
export const readBy =
  (considered: ReadonlyMap<string, ReadonlySet<string>>, agents: readonly { id: string }[]) =>
  (path: string): boolean =>
    agents.some((a) => considered.get(path)?.has(a.id) === true);
