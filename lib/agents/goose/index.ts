/**
 * Goose (aaif-goose/goose, formerly block/goose): hint files named by CONTEXT_FILE_NAMES (default
 * .goosehints and AGENTS.md) from its config folder and ~/.agents, then from the git root (or only
 * the working directory) down to it, with `@path` references expanded inline; once a tool touches a
 * path below the working directory, the hint files of the folders in between join the system prompt.
 * The wording of the hints text is public source, so the prompt is exact (the base prompt is not).
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { isWithin, join, normalize, dirname } from "../../core/paths";
import type { Block } from "../../types";
import { MAX_HINT_BYTES, SECTION_GAP } from "./facts";
import { loadHints, loadSubdirectory } from "./load";
import type { LoadState } from "./refs";
import { readSettings } from "./settings";
import { defineProfile, type ContextOf } from "../define";
import { gooseMeta } from "./meta";

type Ctx = ContextOf<typeof gooseMeta>;

function resolve(ctx: Ctx) {
  const { cwd, contextPaths } = ctx.input;
  const s = readSettings(ctx);
  ctx.decide(`context file names: ${s.names.join(", ")}; global hints from ${s.configDir}`);
  const state: LoadState = { inputLeft: MAX_HINT_BYTES, loaded: new Set() };
  const top = loadHints(ctx, s, state);
  for (const src of top.sources) ctx.source(src);
  if (top.text.length === 0) ctx.decide("no hint files: the system prompt gets no hints");

  const blocks: Block[] = [
    { role: "system", label: "Goose system prompt: base instructions, extensions, date (not reproduced)", text: "", placeholder: true },
    {
      role: "system",
      label: "Hints, an entry of the system prompt's \"# Additional Instructions\" (Goose's wording)",
      text: top.text.toString(),
    },
  ];

  // SubdirectoryHintTracker: a touched path's folder, canonical, strictly below the working directory.
  const realCwd = ctx.fs.realpath(cwd);
  const seen = new Set<string>();
  let used = top.bytes;
  for (const entry of contextPaths) {
    const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
    const dir = ctx.fs.realpath(dirname(abs));
    if (!realCwd.ok || !dir.ok || dir.value === realCwd.value || !isWithin(dir.value, realCwd.value) || seen.has(dir.value)) continue;
    seen.add(dir.value);
    const st = ctx.fs.stat(dir.value);
    if (!st.ok || st.value.kind !== "dir") continue;
    const gap = used > 0 ? SECTION_GAP.length : 0;
    const sub = loadSubdirectory(ctx, s, dir.value, realCwd.value, state, MAX_HINT_BYTES - used - gap);
    for (const src of sub.sources) ctx.source(src);
    if (sub.text.length === 0) continue;
    used += gap + sub.bytes;
    blocks.push({
      role: "system",
      label: `Subdirectory hints for ${dir.value}: a further "# Additional Instructions" entry, placed before the hints from the next turn on`,
      trigger: `read ${entry}`,
      text: sub.text.toString(),
    });
  }
  return { prompt: top.text, blocks };
}

export const goose = defineProfile(gooseMeta, resolve);
