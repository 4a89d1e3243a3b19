/**
 * Pi (badlogic/pi-mono, npm @mariozechner/pi-coding-agent): the agent folder's AGENTS.md or CLAUDE.md,
 * then one such file per folder from `/` down to the working directory, each under a `## <path>`
 * heading in the system prompt's Project Context section, text unchanged.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import type { Block } from "../../types";
import { defineProfile, type ProfileContext } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { contextFiles, type ContextFile } from "./context-files";
import { AFTER_PATH, AFTER_TEXT, FILE_HEAD, SECTION_HEAD } from "./facts";
import { piMeta } from "./meta";

/** The Project Context section: its head, then each file's heading and text. Nothing without files. */
function compose(files: readonly ContextFile[]): Composer {
  const section = new Composer();
  if (files.length === 0) return section;
  section.frame(SECTION_HEAD);
  for (const f of files) section.frame(`${FILE_HEAD}${f.named}${AFTER_PATH}`).content(f.text, f.path).frame(AFTER_TEXT);
  return section;
}

function resolve(ctx: ProfileContext, b: Behaviour) {
  const files = contextFiles(ctx, b);
  const prompt = compose(files);
  if (files.length === 0) ctx.decide("no context file: pi's system prompt has no Project Context section");
  const blocks: Block[] = [
    { role: "system", label: "Pi's base system prompt (tools, guidelines, its docs' paths)", text: "", placeholder: true },
    ...(prompt.length > 0
      ? [
          {
            role: "system" as const,
            label: "Project Context (the agent folder's file, then / down to the working directory)",
            text: prompt.toString(),
          },
        ]
      : []),
    { role: "system", label: "Current date and working directory (the system prompt's last lines)", text: "", placeholder: true },
  ];
  return { prompt, blocks };
}

export const pi = defineProfile(piMeta, BEHAVIOURS, resolve);
