/**
 * GitHub Copilot: repository-wide `.github/copilot-instructions.md`, path-specific
 * `.github/instructions/**\/*.instructions.md` (applyTo, excludeAgent), AGENTS.md / CLAUDE.md /
 * GEMINI.md, and the CLI's personal files in ~/.copilot. Four surfaces, one variant each: Copilot CLI
 * (`upstream`), the cloud coding agent (`coding-agent`), Copilot Chat in VS Code (`vscode`) and in
 * Visual Studio (`visual-studio`). Copilot
 * does not publish how it words the result, so the prompt is a neutral, labelled listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import type { Block } from "../../types";
import { includedSource, type Entry } from "./collect";
import { LISTING } from "./facts";
import type { Listed } from "./vscode";
import { defineProfile, type ContextOf } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { copilotMeta } from "./meta";
import { readSettings } from "../settings";

type Ctx = ContextOf<typeof copilotMeta>;

function listing(entries: Entry[]): Composer {
  const c = new Composer();
  if (entries.length === 0) return c;
  c.frame(LISTING.header);
  for (const e of entries) {
    c.frame(LISTING.item(e.label, e.path));
    c.content(e.text, e.path);
    if (!e.text.endsWith("\n")) c.frame("\n");
  }
  return c;
}

function listedText(listed: Listed[]): string {
  const lines = listed.map((l) => {
    const bits = [l.patterns ? `applyTo: ${l.patterns.join(", ")}` : "", l.description ? `description: ${l.description}` : ""].filter(
      (b) => b !== "",
    );
    return `- ${l.path}${bits.length > 0 ? ` (${bits.join("; ")})` : ""}\n`;
  });
  return LISTING.listedHeader + lines.join("");
}

function resolve(ctx: Ctx, b: Behaviour) {
  // The agent runtime's surfaces have none of the settings; each IDE has its own.
  const notRead = copilotMeta.configKeys.map((k) => k.key).filter((k) => !b.settings.includes(k));
  const { values } = readSettings(ctx, copilotMeta.configKeys, { notRead });
  const { books, listed, prompt: own } = b.collect(ctx, values);
  const prompt = own ?? listing(books.start);
  if (books.start.length === 0) ctx.decide("no instruction files apply at session start: nothing is added");

  for (const e of books.start) ctx.source(books.withScope(includedSource(e)));
  for (const s of books.startNotes) ctx.source(books.withScope(s));
  for (const r of books.reads) for (const e of r.items) ctx.source(books.withScope(includedSource(e)));
  for (const s of books.readNotes) ctx.source(books.withScope(s));

  const { role, surface } = b;
  const blocks: Block[] = [
    {
      role: "system",
      label: `${surface} system prompt: base instructions, tools and environment (not published)`,
      text: "",
      placeholder: true,
    },
    {
      role,
      label: b.startLabel,
      text: prompt.toString(),
    },
  ];
  if (listed.length > 0)
    blocks.push({
      role: "user",
      label: "Instruction files named to the model for on-demand reading (Rulescope listing)",
      text: listedText(listed),
    });
  for (const r of books.reads)
    blocks.push({
      role,
      label: r.open
        ? `Attached while ${r.entry} is the active editor (Rulescope listing)`
        : `Attached when ${r.entry} is worked on (Rulescope listing; how Copilot attaches it is not published)`,
      trigger: `${r.open ? "open" : "read"} ${r.entry}`,
      text: listing(r.items).toString(),
    });
  return { prompt, blocks };
}

export const copilot = defineProfile(copilotMeta, BEHAVIOURS, resolve);
