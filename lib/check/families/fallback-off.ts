/**
 * Fallback files switched off: a file an agent would read as a fallback (Claude Code's AGENTS.md)
 * that another file's presence switches off, said per folder.
 */
import { findProfile } from "../../agents";
import { basename, dirname, isWithin, join } from "../../core/paths";
import type { FsPort } from "../../fs/port";
import { defineCodes } from "../code-row";
import { finding, type TextCache } from "../findings";
import type { Identity } from "../identity";
import { importerToCreate } from "../importer-fix";
import { atTargets, pointerFileTo } from "../pointer-file";
import type { Run } from "../runs";
import { loadedFiles } from "../run-sets";
import { isWrapper, sentAll } from "../same-text";
import type { Finding, Fix } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "fallback-off": {
    severity: "warning",
    title: "Another file's presence switches off the fallback that would read this one",
    role: "cause",
  },
});

/**
 * A fallback file switched off by another file in its own folder (Claude Code's AGENTS.md beside a
 * CLAUDE.local.md): import it from that file. Appended as a last line, so frontmatter at the top stays
 * first. A file elsewhere gets no edit: an import from a folder above would load it at every session
 * start (a nested file only attaches on reads there), and one from below would need approval.
 */
function importFix(offBy: string, target: string, texts: TextCache, id: Identity): Fix | undefined {
  const text = texts.get(offBy);
  // Never through a link (it would edit the file it points at), never a file importing itself.
  if (text === null || dirname(target) !== dirname(offBy) || id.throughLink(offBy) || id.same(offBy, target)) return undefined;
  const name = basename(target);
  const lines = text.split("\n");
  const last = lines.length;
  const kept = lines[last - 1];
  return {
    kind: "edit",
    description: `Import ${name} from ${basename(offBy)}`,
    path: offBy,
    line: last,
    endLine: last,
    text: kept === "" ? `@${name}\n\n` : `${kept}\n@${name}\n`,
  };
}

/**
 * Files a declared agent would read as a fallback from some checked folder, but another file's presence
 * switches the fallback off there. Said per folder (it depends on where the session starts), unlike
 * always-shadowed, which needs every folder.
 */
export function fallbackOffFindings(runs: Run[], texts: TextCache, id: Identity, fs: FsPort): Finding[] {
  const out: Finding[] = [];
  for (const run of runs) {
    const loaded = loadedFiles([run], id);
    for (const x of run.resolution.sources) {
      // Loaded under another name (CLAUDE.md -> AGENTS.md): nothing is lost.
      if (x.status !== "shadowed" || !x.fallbackOffBy || loaded.has(id.of(x.path))) continue;
      const offBy = x.fallbackOffBy;
      // The remedy is in place (the file holds the import line): what keeps the text out is said by
      // that import's own finding (refused, unresolved), not again here.
      if (importsFile(texts.get(offBy), offBy, x.path, id)) continue;
      // The file only points at what the agent reads (AGENTS.md: "Please read CLAUDE.md"), or the agent
      // gets its every paragraph from another file: nothing is lost.
      const text = texts.get(x.path);
      if (text !== null && (isWrapper(text, x.path, [run], id) || sentAll(text, run))) continue;
      // A file the agent reads only points at this one (CopilotKit's showcase/CLAUDE.md: "See AGENTS.md
      // in this directory … Read it before touching …"): the team sends the agent here on purpose.
      if (pointerFileTo(run, x.path, texts, id)) continue;
      // The file that switches it off is elsewhere (a root CLAUDE.md): the agent's own file in this
      // folder can import it (an edit when there is one, else a new file).
      const own = findProfile(run.agent)?.folderImport;
      const beside = own && isWithin(run.cwd, dirname(x.path)) ? join(dirname(x.path), own.file) : undefined;
      const fix =
        importFix(offBy, x.path, texts, id) ??
        (beside && fs.lstat(beside).ok ? importFix(beside, x.path, texts, id) : importerToCreate(x.path, run.cwd, [run], fs));
      const line = `@${basename(x.path)}`;
      // No edit through a link, but the text can still say where the line goes: the link's target.
      const linked = dirname(offBy) === dirname(x.path) && id.throughLink(offBy);
      const how = fix
        ? `; a line ${line} there brings it back`
        : linked
          ? `; ${offBy} is a link to ${id.of(offBy)}, and a line ${line} there brings it back`
          : `; a CLAUDE.md in ${dirname(x.path)} holding the line ${line} brings it back`;
      const headline = `${run.agent} never reads this file: ${offBy} switches its fallback off`;
      out.push(
        finding(
          "fallback-off",
          run,
          x.path,
          `${run.agent} would read this file as a fallback, but ${offBy} exists and switches the fallback off, with no warning${how}. ${x.reason}`,
          fix ? { fix, headline } : { headline },
        ),
      );
    }
  }
  return out;
}

/** Whether a file's text has a line importing `target` (`@AGENTS.md`, `@./AGENTS.md`, `@../AGENTS.md`). */
function importsFile(text: string | null, importer: string, target: string, id: Identity): boolean {
  return text !== null && text.split("\n").some((line) => atTargets(line, importer).some((t) => id.same(t, target)));
}
