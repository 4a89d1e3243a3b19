/**
 * JetBrains Junie (closed source): one guidelines file from the project root, added to every task.
 * By default `.junie/guidelines.md`; newer releases also read `.junie/AGENTS.md` or `AGENTS.md`; the
 * Guidelines path setting names another file instead. Junie does not publish how it words or wraps
 * the file, so the prompt is a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { listing, type ListingEntry } from "../../core/rule-listing";
import { utf8Length } from "../../core/bytes";
import { join, normalize, resolvePath } from "../../core/paths";
import type { Block, Source } from "../../types";
import { noText, readTextOrNote } from "../shared";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { CONFIG, ENV, GUIDELINES_DIR, NAME, NAMES_AGENTS_MD } from "./facts";
import { defineProfile, type ContextOf } from "../define";
import { junieMeta } from "./meta";
import { readSettings } from "../settings";

type Ctx = ContextOf<typeof junieMeta>;

/** The configured Guidelines path (relative to the project path), or null when unset. */
function configuredPath(ctx: Ctx): string | null {
  const v = readSettings(ctx, junieMeta.configKeys).values[CONFIG.guidelinesPath].trim();
  return v !== "" ? resolvePath(ctx.input.cwd, v) : null;
}

function isFile(ctx: Ctx, path: string): { size: number } | null {
  const st = ctx.fs.stat(path);
  return st.ok && st.value.kind === "file" ? { size: st.value.size } : null;
}

/**
 * Candidates in order: the file the Guidelines path setting names, alone; else the one
 * JUNIE_GUIDELINES_FILENAME names in .junie/, alone (the CLI's way; the setting wins when both are set,
 * an inference: no source says how they combine); else the variant's names at the project root.
 * `setBy` names what chose a single file.
 */
function candidates(ctx: Ctx, b: Behaviour): { paths: string[]; setBy: string | null } {
  const set = configuredPath(ctx);
  if (set !== null) return { paths: [set], setBy: "Guidelines path" };
  const named = ctx.input.env[ENV.guidelinesFilename]?.trim();
  if (named) return { paths: [resolvePath(join(normalize(ctx.input.cwd), GUIDELINES_DIR), named)], setBy: ENV.guidelinesFilename };
  return { paths: b.names.map((n) => join(normalize(ctx.input.cwd), n)), setBy: null };
}

function resolve(ctx: Ctx, b: Behaviour) {
  const { paths, setBy } = candidates(ctx, b);
  const setting = setBy === ENV.guidelinesFilename ? `${ENV.guidelinesFilename}` : "the Guidelines path setting";
  const notes: Source[] = [];
  let winner: { path: string; text: string; size: number } | null = null;
  for (const path of paths) {
    if (winner) {
      const f = isFile(ctx, path);
      if (f)
        notes.push(
          noText(path, "project", "shadowed", `Shadowed: ${winner.path} was found first, and Junie reads one guidelines file.`, f.size),
        );
      continue;
    }
    const read = readTextOrNote(ctx, path, "project", (n) => notes.push(n));
    if (read) winner = { path, ...read };
  }
  if (setBy && !winner)
    ctx.diag({
      level: "warning",
      code: "guidelines-path-missing",
      path: paths[0],
      message: `${setBy === ENV.guidelinesFilename ? `${ENV.guidelinesFilename} names` : "Guidelines path is set to"} ${paths[0]}, which is not a readable file: Junie gets no guidelines (it does not fall back to .junie/guidelines.md).`,
    });
  // Files a user may expect Junie to read, listed so the miss is visible.
  const defaults = setBy ? NAMES_AGENTS_MD : b.unreadNames;
  for (const name of defaults) {
    const path = join(normalize(ctx.input.cwd), name);
    if (paths.includes(path)) continue;
    const f = isFile(ctx, path);
    if (!f) continue;
    const why = setBy
      ? `Not read: ${setting} names ${paths[0]}, and Junie then reads that file only.`
      : `Not read: this release reads ${b.names.join(", ")} unless Guidelines path (Settings | Tools | Junie | Project Settings) names another file.`;
    notes.push(noText(path, "project", "unmatched", why, f.size));
  }

  const entries: ListingEntry[] = [];
  const sources: Source[] = [];
  if (winner && winner.text.trim() === "")
    notes.unshift(noText(winner.path, "project", "empty", "Empty: the guidelines file has no text.", winner.size));
  else if (winner) {
    entries.push({ label: `Guidelines: ${winner.path}`, text: winner.text, path: winner.path });
    const reason = setBy
      ? `Included: the file named by ${setting}.`
      : "Included: the guidelines file found at the project root; Junie adds it to every task.";
    sources.push({
      path: winner.path,
      layer: "project",
      status: "included",
      reason,
      bytes: winner.size,
      includedBytes: Math.min(winner.size, utf8Length(winner.text)),
    });
  }
  for (const s of [...sources, ...notes]) ctx.source(s);
  const prompt = listing(NAME, entries);
  const blocks: Block[] = [{ role: "system", label: "Junie system prompt and tools (not published)", text: "", placeholder: true }];
  if (prompt.length > 0)
    blocks.push({ role: "system", label: "Guidelines (Rulescope listing: Junie's wording is not published)", text: prompt.toString() });
  return { prompt, blocks };
}

export const junie = defineProfile(junieMeta, BEHAVIOURS, resolve);
