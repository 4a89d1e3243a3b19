/**
 * windsurf: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, VARIANTS } from "./facts";

export const windsurfMeta = defineMeta({
  id: "windsurf",
  name: NAME,
  homepage: "https://docs.windsurf.com/windsurf/cascade/memories",
  sources: [
    {
      label: "Devin Desktop docs: Memories & Rules (.devin/rules preferred, .windsurf/rules fallback; read 2026-11-26)",
      url: "https://docs.devin.ai/desktop/cascade/memories",
    },
    { label: "Devin Desktop docs: AGENTS.md", url: "https://docs.devin.ai/desktop/cascade/agents-md" },
    { label: "Windsurf docs: Memories & Rules", url: "https://docs.windsurf.com/windsurf/cascade/memories" },
    { label: "Windsurf docs: AGENTS.md", url: "https://docs.windsurf.com/windsurf/cascade/agents-md" },
    {
      label: "Skillwright: Windsurf Rules guide (3p, 2026-05; 6,000-character global limit)",
      url: "https://www.skillwright.app/blog/windsurf-rules-guide",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "Devin Desktop: `.devin/rules`, `.windsurf/rules` as fallback",
      description:
        "Devin Desktop (Windsurf renamed in June 2026): rules in .devin/rules, with .windsurf/rules as the fallback (.devin wins a same-name clash: inferred, no source says so); triggers, AGENTS.md by location, 12,000 characters per rule file.",
      models: { version: "Devin Desktop: docs.devin.ai/desktop/cascade/memories", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.windsurfDocs,
      description: "Windsurf before the rename (docs.windsurf.com): rules in .windsurf/rules only; .devin/rules is not read.",
      models: {
        version: "Windsurf (Cascade) up to the rename of 2026-06-02: docs.windsurf.com/windsurf/cascade/memories",
        checked: "2026-11-26",
      },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [],
  homePaths: HOME_PATHS,
  markers: [".devin/rules/", ".windsurf/rules/", ".windsurfrules"],
});
