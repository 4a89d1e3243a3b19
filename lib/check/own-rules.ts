/**
 * An agent's own rule store: a file in a place only that agent reads rules from (`.cursor/rules/`,
 * `.github/copilot-instructions.md`, `.clinerules`), as its markers name it. Such a file is written for
 * that agent: another agent not reading it loses nothing it would otherwise get (the noise budget),
 * unlike a memory file several agents look for by name (AGENTS.md, CLAUDE.md beside it).
 */
import { findProfile } from "../agents";
import { basename } from "../core/paths";
import { atMarker } from "./runs";

/** A marker that is a place (a folder, a path, a dot-file), not a plain file name such as CLAUDE.md. */
const isPlace = (m: string): boolean => m.endsWith("/") || m.includes("/") || m.startsWith(".");

/** Whether `rel` (relative to the root) sits in one of the agent's own rule places, and is no memory file by name there (`.claude/CLAUDE.md`). */
export function inOwnRuleStore(rel: string, agent: string): boolean {
  const markers = findProfile(agent)?.markers ?? [];
  const names = new Set(markers.filter((m) => !isPlace(m)));
  return !names.has(basename(rel)) && markers.some((m) => isPlace(m) && atMarker(rel, m));
}
