/**
 * The AGENTS.md standard (agents.md), read as a reference agent: "The closest AGENTS.md to the
 * edited file wins; explicit user chat prompts override everything." The standard defines no wrapper
 * or wording, so the prompt is a neutral listing (order-only).
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import type { Block, Source } from "../../types";
import { LISTING } from "./facts";
import type { Governing, Note, Scope } from "./scopes";
import { editedFolder, Walker } from "./walk";
import { defineProfile, type ProfileContext } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { agentsMdMeta } from "./meta";

type Ctx = ProfileContext;

/** What is already in context (by node, so a symlink to a placed file is a duplicate) and what was noted. */
interface Placed {
  byId: Map<string, string>;
  recorded: Set<string>;
}

function recordOnce(ctx: Ctx, placed: Placed, key: string, source: Source): void {
  if (placed.recorded.has(key)) return;
  placed.recorded.add(key);
  ctx.source(source);
}

/** List one scope's governing files into `c`: text not yet in context, a reference line for the rest. */
function list(ctx: Ctx, placed: Placed, c: Composer, scope: Scope, governing: Governing[]): void {
  for (const g of governing) {
    const { path, id, text, size } = g.file;
    const sameAs = placed.byId.get(id);
    if (g.file.blank) {
      c.frame(LISTING.item(g.label, path)).frame("(empty)\n");
      recordOnce(ctx, placed, `empty|${path}`, {
        path,
        layer: g.layer,
        status: "empty",
        reason: `Empty: it has no text, so nothing of it is sent.`,
        bytes: size,
        includedBytes: 0,
      });
    } else if (sameAs !== undefined) {
      c.frame(LISTING.alreadyInContext(g.label, path));
      const what =
        sameAs === path ? "its text is already in context" : `it is the same file as ${sameAs}, whose text is already in context`;
      recordOnce(ctx, placed, `duplicate|${path}`, {
        path,
        layer: g.layer,
        status: "duplicate",
        reason: `Duplicate: it applies to ${scope.where} too, but ${what}, so it is not sent again.`,
        bytes: size,
        includedBytes: 0,
      });
    } else {
      c.frame(LISTING.item(g.label, path)).content(text, path);
      if (!text.endsWith("\n")) c.frame("\n");
      placed.byId.set(id, path);
      ctx.source({ path, layer: g.layer, status: "included", reason: g.reason, bytes: size, includedBytes: size });
    }
  }
}

function recordNotes(ctx: Ctx, placed: Placed, notes: Note[]): void {
  for (const n of notes) recordOnce(ctx, placed, n.key, n.source);
}

function resolve(ctx: Ctx, b: Behaviour) {
  const w = new Walker(ctx);
  const placed: Placed = { byId: new Map(), recorded: new Set() };
  const { cwd, prompt: userPrompt, contextPaths } = ctx.input;

  const session: Scope = { where: "the working directory", dir: cwd, session: true };
  const start = b.walk(ctx, w, session, b.stopAt);
  const prompt = new Composer();
  if (start.governing.length > 0) prompt.frame(LISTING.header);
  list(ctx, placed, prompt, session, start.governing);
  recordNotes(ctx, placed, start.notes);

  const blocks: Block[] = [
    {
      role: "system",
      label: "The agent's own system prompt, tools and environment (each tool's own; the standard defines none)",
      text: "",
      placeholder: true,
    },
    {
      role: "user",
      label: "AGENTS.md for the working directory (Rulescope listing: the standard sets no wording and no message role)",
      text: prompt.toString(),
    },
  ];
  if (userPrompt !== "") {
    ctx.decide("the user's chat prompt overrides every AGENTS.md (standard FAQ)");
    blocks.push({ role: "user", label: "User chat prompt: overrides every AGENTS.md (standard FAQ)", text: userPrompt });
  }

  for (const entry of contextPaths) {
    const edited = editedFolder(ctx, entry);
    if (!edited.exists)
      w.diagOnce({
        level: "info",
        code: "context-path-missing",
        path: edited.path,
        message: `Context path ${entry} (${edited.path}) is not in the tree; its governing AGENTS.md is still looked up from ${edited.dir}.`,
      });
    const scope: Scope = { where: entry, dir: edited.dir, session: false };
    const found = b.walk(ctx, w, scope, b.stopAt);
    const text = new Composer();
    list(ctx, placed, text, scope, found.governing);
    recordNotes(ctx, placed, found.notes);
    blocks.push({
      role: "user",
      label: found.governing.length > 0 ? `AGENTS.md governing ${entry} (Rulescope listing)` : `No AGENTS.md governs ${entry}`,
      text: text.toString(),
      trigger: `edit ${entry}`,
    });
  }
  return { prompt, blocks };
}

export const agentsMd = defineProfile(agentsMdMeta, BEHAVIOURS, resolve);
