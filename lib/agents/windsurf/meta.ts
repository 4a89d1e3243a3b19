/**
 * windsurf: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, VARIANTS } from "./facts";

export const windsurfMeta = defineMeta({
  id: "windsurf",
  name: NAME,
  homepage: "https://docs.windsurf.com/windsurf/cascade/memories",
  sources: [
    {
      label: "Devin Desktop docs: Memories & Rules (read 2026-11-26)",
      url: "https://docs.devin.ai/desktop/cascade/memories",
      read: "Read through a stored copy (the page has no date): Rules, Rules Discovery, Rules Storage Locations, Activation Modes. `.devin/rules/*.md` is preferred and takes precedence, `.windsurf/rules/*.md` is the fallback; `global_rules.md` is limited to 6,000 characters, each rule file to 12,000.",
    },
    {
      label: "Devin Desktop docs: AGENTS.md (read 2026-11-26)",
      url: "https://docs.devin.ai/desktop/cascade/agents-md",
      read: "Its comparison table puts Rules in `.devin/rules/`, or the legacy `.windsurf/rules/`, or the global file.",
    },
    {
      label: "Windsurf docs: Memories & Rules (before the rename; variant windsurf-docs)",
      url: "https://docs.windsurf.com/windsurf/cascade/memories",
      read: "The Rules section, read through the docs index in English and translated copies: `global_rules.md` and `.windsurf/rules`; discovery in the workspace and its subfolders and, in a git repository, in folders up to the git root; the four activation modes; 12,000 characters per rule file.",
    },
    {
      label: "Windsurf docs: AGENTS.md",
      url: "https://docs.windsurf.com/windsurf/cascade/agents-md",
      read: "`AGENTS.md` or `agents.md`: at the root always on, put in the system prompt on every message; in a subfolder a glob rule for `<directory>/**`, applied only when Cascade reads or edits files in that folder.",
    },
    {
      label: "Skillwright: Windsurf Rules guide (3p, 2026-05/06)",
      url: "https://www.skillwright.app/blog/windsurf-rules-guide",
      read: "6,000 characters for the global file, 12,000 per workspace rule file; `.windsurfrules` and `.windsurf/rules/` still read, with current builds preferring `.devin/rules/`.",
    },
    {
      label: "thepromptshelf.dev (3p; the page read was not recorded)",
      url: "https://thepromptshelf.dev",
      read: "The global file's path, `~/.codeium/windsurf/memories/global_rules.md`.",
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
