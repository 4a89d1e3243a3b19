/**
 * Firebase Studio (Gemini in Firebase chat; closed source): one AI rules file from the workspace root,
 * the first of .idx/airules.md, GEMINI.md, .gemini/styleguide.md, AGENTS.md, .cursorrules that exists,
 * sent as the chat's system instructions. Firebase does not publish how it words or wraps the file, so
 * the prompt is Rulescope's neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { utf8Length } from "../../core/bytes";
import { listing, type ListingEntry } from "../../core/rule-listing";
import { join, normalize } from "../../core/paths";
import type { Block, Source } from "../../types";
import { defineProfile, type ProfileContext } from "../define";
import { noText, readTextOrNote } from "../shared";
import { NAME, RULE_FILES } from "./facts";
import { firebaseStudioMeta } from "./meta";

type Winner = { path: string; name: string; text: string; size: number };

function isFile(ctx: ProfileContext, path: string): number | null {
  const st = ctx.fs.stat(path);
  return st.ok && st.value.kind === "file" ? st.value.size : null;
}

/** The first rules file that reads; every later one that exists is shadowed by it. */
function pick(ctx: ProfileContext, notes: Source[]): Winner | null {
  const root = normalize(ctx.input.cwd);
  let winner: Winner | null = null;
  for (const name of RULE_FILES) {
    const path = join(root, name);
    if (winner) {
      const size = isFile(ctx, path);
      if (size !== null)
        notes.push(
          noText(path, "project", "shadowed", `Shadowed: ${winner.name} comes first, and Gemini in Firebase uses one rules file.`, size),
        );
      continue;
    }
    const read = readTextOrNote(ctx, path, "project", (n) => notes.push(n));
    if (read) winner = { path, name, ...read };
  }
  return winner;
}

function resolve(ctx: ProfileContext) {
  const notes: Source[] = [];
  const winner = pick(ctx, notes);
  const entries: ListingEntry[] = [];
  if (!winner) ctx.decide(`no AI rules file at the workspace root (looked for ${RULE_FILES.join(", ")})`);
  else if (winner.text.trim() === "")
    ctx.source(
      noText(winner.path, "project", "empty", `Empty: ${winner.name} has no text, and it still stops the search (inferred).`, winner.size),
    );
  else {
    entries.push({ label: `AI rules file ${winner.name}: ${winner.path}`, text: winner.text, path: winner.path });
    ctx.source({
      path: winner.path,
      layer: "project",
      status: "included",
      reason: `Included: ${winner.name} is the first AI rules file found at the workspace root.`,
      bytes: winner.size,
      includedBytes: Math.min(winner.size, utf8Length(winner.text)),
    });
  }
  for (const n of notes) ctx.source(n);
  const prompt = listing(NAME, entries);
  const blocks: Block[] = [{ role: "system", label: "Gemini in Firebase system prompt (not published)", text: "", placeholder: true }];
  if (prompt.length > 0)
    blocks.push({
      role: "system",
      label: "AI rules file (Rulescope listing: Firebase Studio's wording is not published)",
      text: prompt.toString(),
    });
  return { prompt, blocks };
}

export const firebaseStudio = defineProfile(firebaseStudioMeta, resolve);
