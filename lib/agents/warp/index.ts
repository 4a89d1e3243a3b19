/**
 * Warp (the terminal's built-in agent; client open source since 2026-04-28, agent prompt built on
 * Warp's server): `~/.agents/AGENTS.md`, then the project rules of the git repository holding the cwd
 * (one WARP.md or AGENTS.md per folder, WARP.md first, any letter case). Rule files in the cwd's folder
 * and its ancestors inside the repository are sent whole; the repository's other rule files are sent
 * by path only. Global Rules kept in Warp Drive are not on disk. The prompt is a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { utf8Length } from "../../core/bytes";
import { isWithin, join, normalize } from "../../core/paths";
import { listing, type ListingEntry } from "../../core/rule-listing";
import type { Block, Source } from "../../types";
import type { ProfileContext } from "../base";
import { defineProfile } from "../define";
import { noText } from "../shared";
import { projectRoot, projectRules, type RuleFile } from "./discover";
import { GLOBAL_RULE, LINKABLE_FILES, NAME } from "./facts";
import { warpMeta } from "./meta";
import { readCandidate } from "../../core/read";

const sent = (path: string, layer: Source["layer"], size: number, text: string, reason: string): Source => ({
  path,
  layer,
  status: text === "" ? "empty" : "included",
  reason: text === "" ? `${reason} It has no text, so it adds nothing.` : reason,
  bytes: size,
  includedBytes: Math.min(size, utf8Length(text)),
});

/** global_rules.rs: ~/.agents/AGENTS.md, read whole; a failed read (or invalid UTF-8) leaves it out. */
function globalRule(ctx: ProfileContext): ListingEntry[] {
  const path = join(ctx.input.home, GLOBAL_RULE);
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") return [];
  if (!r.validUtf8) {
    ctx.source(noText(path, "global", "unreadable", "Not valid UTF-8: Warp's read fails, so it is left out.", r.size));
    return [];
  }
  ctx.source(
    sent(path, "global", r.size, r.text, "Included: the file-based global rule, sent in every conversation before project rules."),
  );
  return r.text === "" ? [] : [{ label: `Global rule file: ${path}`, text: r.text, path }];
}

/**
 * Files other agents read that Warp does not: /init offers to link one as AGENTS.md. Said in the trace,
 * not as a source: Warp never considers them, so they are no instructions it loses.
 */
function linkable(ctx: ProfileContext, root: string): void {
  for (const name of LINKABLE_FILES) {
    const path = join(root, name);
    const st = ctx.fs.stat(path);
    if (st.ok && st.value.kind === "file")
      ctx.decide(`${name} is not read: Warp reads WARP.md and AGENTS.md only; /init offers to link it as AGENTS.md`, path);
  }
}

function projectEntries(ctx: ProfileContext, cwd: string, rules: RuleFile[]): { entries: ListingEntry[]; byPath: string[] } {
  const entries: ListingEntry[] = [];
  const byPath: string[] = [];
  for (const r of rules) {
    if (isWithin(cwd, r.dir)) {
      const where = r.dir === cwd ? "the working directory" : "a folder above the working directory";
      ctx.source(
        sent(r.path, r.dir === cwd ? "project" : "parent", r.size, r.text, `Included: the rule file of ${where}, inside the repository.`),
      );
      if (r.text !== "") entries.push({ label: `Project rule: ${r.path}`, text: r.text, path: r.path });
    } else {
      byPath.push(r.path);
      ctx.source({
        ...noText(
          r.path,
          "nested",
          "offered",
          "Offered by path: it is not on the working directory's path, so only its path is sent; the agent may read it when it works there.",
          r.size,
        ),
      });
    }
  }
  return { entries, byPath };
}

function resolve(ctx: ProfileContext) {
  const cwd = normalize(ctx.input.cwd);
  const entries = globalRule(ctx);
  const root = projectRoot(ctx);
  let byPath: string[] = [];
  if (root === null) ctx.decide("no .git from the working directory up: Warp indexes no project rules here", cwd);
  else {
    ctx.decide(`project root (git repository): ${root}`, root);
    const found = projectRules(ctx, root);
    if (found.capped)
      ctx.diag({
        level: "info",
        code: "walk-capped",
        message: "The repository has too many folders for Rulescope's scan; some rule files may be missing.",
      });
    const p = projectEntries(ctx, cwd, found.rules);
    entries.push(...p.entries);
    byPath = p.byPath;
    linkable(ctx, root);
  }
  if (byPath.length > 0) entries.push({ label: "Other project rule files, sent by path only", text: byPath.join("\n") });
  const prompt = listing(NAME, entries);
  const blocks: Block[] = [
    { role: "system", label: "Warp agent prompt (built on Warp's server, not published)", text: "", placeholder: true },
    { role: "system", label: "Global Rules from Warp Drive (stored in the cloud, not on disk)", text: "", placeholder: true },
  ];
  if (prompt.length > 0) blocks.push({ role: "user", label: "Project rules context (Rulescope listing)", text: prompt.toString() });
  return { prompt, blocks };
}

export const warp = defineProfile(warpMeta, resolve);
