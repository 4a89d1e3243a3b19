/** Which files of the tree are rule files, for whom: the never-read candidates and the files read last. */
import { basename, relative } from "../core/paths";
import { findProfile } from "../agents";
import { atMarker, type Survey } from "./runs";

/**
 * Files of the tree that are rule files: they carry a name some agent looks for by name (AGENTS.md,
 * GEMINI.md), or an agent that reads them by name and place considers them: a declared agent, or one
 * whose own place they sit in (`.cursor/rules/`, `.clinerules`: its markers). A `rules.md` that one
 * agent reads wherever it sits is a rule file for that agent only: in a review bot's folder, with that
 * agent not declared, it is not one.
 */
export function ruleFiles(root: string, files: string[], s: Survey, declared: Set<string>): string[] {
  const ownPlace = (f: string, agent: string): boolean => (findProfile(agent)?.markers ?? []).some((m) => atMarker(relative(root, f), m));
  return files.filter(
    (f) => s.ruleNames.has(basename(f)) || [...(s.considered.get(f) ?? [])].some((a) => declared.has(a) || ownPlace(f, a)),
  );
}
