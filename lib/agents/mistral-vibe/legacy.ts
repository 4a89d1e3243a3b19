/**
 * Vibe 2.0.0 to 2.4.x (vibe/core/config/harness_files/_harness_manager.py load_project_doc @ e9428bc,
 * system_prompt.py _load_project_doc @ d33db9f): in a trusted cwd, the first of AGENTS.md, VIBE.md,
 * .vibe.md that can be read, cut to project_context.max_doc_bytes characters and added to the system
 * prompt as its own section, with no wrapper. No walk, no global file.
 */
import { utf8Length } from "../../core/bytes";
import { Composer } from "../../core/compose";
import { join, normalize } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Block, Source } from "../../types";
import type { ProfileContext } from "../base";
import { failedReadStatusOrDangling, noText, warnLossy } from "../shared";
import { LEGACY_NAMES } from "./facts";
import type { Settings } from "./settings";
import { decideLegacyTrust } from "./trust";

/** A Python str slice: the first `n` code points, not UTF-16 units. */
function firstChars(text: string, n: number): string {
  let units = 0;
  let count = 0;
  for (const ch of text) {
    if (count === n) break;
    units += ch.length;
    count++;
  }
  return text.slice(0, units);
}

/** Path.read_text: universal newlines (\r\n and \r read as \n). */
const textMode = (raw: string) => raw.replace(/\r\n?/g, "\n");

/** The first name that reads wins, even empty (the loop returns it); later names are shadowed. */
function firstReadable(ctx: ProfileContext, cwd: string): { path: string; text: string; size: number; notes: Source[] } | null {
  const notes: Source[] = [];
  for (const name of LEGACY_NAMES) {
    const path = join(cwd, name);
    const r = readCandidate(ctx.fs, path);
    if (r.kind === "file") {
      warnLossy(ctx, r);
      return { path, text: textMode(r.text), size: r.size, notes };
    }
    const s = failedReadStatusOrDangling(r);
    if (s) notes.push(noText(path, "project", s.status, `${s.reason.replace(/\.$/, "")}; Vibe tries the next name.`));
  }
  return null;
}

function shadowRest(ctx: ProfileContext, cwd: string, winner: string): void {
  for (const name of LEGACY_NAMES.slice(LEGACY_NAMES.findIndex((n) => join(cwd, n) === winner) + 1)) {
    const path = join(cwd, name);
    const st = ctx.fs.stat(path);
    if (st.ok && st.value.kind === "file")
      ctx.source(noText(path, "project", "shadowed", `Shadowed: ${winner} was read first, and Vibe reads one file.`, st.value.size));
  }
}

export function loadLegacy(ctx: ProfileContext, s: Settings): { prompt: Composer; blocks: Block[] } {
  const cwd = normalize(ctx.input.cwd);
  const blocks: Block[] = [
    { role: "system", label: "Vibe system prompt, tool prompts, skills, subagents", text: "", placeholder: true },
    { role: "system", label: "Project context: working directory, git status (same system message)", text: "", placeholder: true },
  ];
  const prompt = new Composer();
  if (!s.includeProjectContext || !decideLegacyTrust(ctx, s)) {
    ctx.decide(
      s.includeProjectContext ? "cwd not trusted (2.0-2.4: the cwd itself must be trusted)" : "include_project_context is false",
      cwd,
    );
    return { prompt, blocks: s.includeProjectContext ? blocks : blocks.slice(0, 1) };
  }
  const found = firstReadable(ctx, cwd);
  if (!found) return { prompt, blocks };
  for (const n of found.notes) ctx.source(n);
  shadowRest(ctx, cwd, found.path);
  const cut = firstChars(found.text, s.maxDocChars);
  if (cut.trim() === "")
    ctx.source(
      noText(found.path, "project", "empty", "Empty: only whitespace, so nothing is added (and no other name is tried).", found.size),
    );
  else {
    const truncated = cut.length < found.text.length;
    ctx.source({
      path: found.path,
      layer: "project",
      status: truncated ? "truncated" : "included",
      reason: truncated
        ? `Truncated: cut to the first ${s.maxDocChars} characters (project_context.max_doc_bytes).`
        : "Included: the project doc of the working directory, added as it is.",
      bytes: found.size,
      includedBytes: Math.min(found.size, utf8Length(cut)),
    });
    prompt.content(cut, found.path);
    blocks.push({ role: "system", label: `${found.path} (its own section of the system message, no wrapper)`, text: cut });
  }
  return { prompt, blocks };
}
