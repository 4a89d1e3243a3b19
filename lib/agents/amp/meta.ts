/**
 * amp: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, VARIANTS, WORKSPACE_ROOTS_KEY } from "./facts";

export const ampMeta = defineMeta({
  id: "amp",
  name: NAME,
  homepage: "https://ampcode.com/manual",
  sources: [
    {
      label: "Amp Owner's Manual: AGENTS.md (stored copies read 2026-11-26)",
      url: "https://ampcode.com/manual",
      read: 'The AGENTS.md section, read through several stored copies: the cwd "or editor workspace roots" and each parent up to `$HOME`, the AGENT.md and CLAUDE.md fallbacks, subtree files included on a read, the two `~/.config` files, @-mentions and `globs:` frontmatter. One later, undated copy adds system-wide files (not modelled).',
    },
    {
      label: "Amp config files reference (3p summary of the manual)",
      url: "https://www.developersdigest.tech/reference/amp/config-files",
      read: "A summary of the manual: `$HOME/.config/amp/AGENTS.md` is the personal guidance file, always included when present.",
    },
    {
      label: "Amp news: AGENT.md (2025-05-07, as quoted by 3p)",
      url: "https://ampcode.com/news/AGENT.md",
      read: "Read as quoted in a third-party notes file found by code search (2026-11-26): `AGENT.md` introduced as Amp's guidance file.",
    },
    {
      label: "Amp news: AGENTS.md (2025-08-20, as quoted by 3p)",
      url: "https://ampcode.com/news/AGENTS.md",
      read: "The same quote: `AGENTS.md` becomes the name, `AGENT.md` still read in a folder without one.",
    },
    {
      label: "Amp Code spec: Memory (3p, reverse-engineered build 0.0.1769212917)",
      url: "https://decodeclaude.com/amp-code-spec/implementation/09-memory/",
      commit: "0.0.1769212917",
      read: "The `case-variants` variant: the seven file names in order, one file per folder (the loop stops at the first found), and user guidance from `~/.config/amp` and `~/.config`.",
    },
    {
      label: "syllago.dev: Amp rules (3p)",
      url: "https://syllago.dev/using-syllago/providers/amp/rules/",
      read: "Discovery names AGENTS.md, AGENT.md and CLAUDE.md; `globs` is the one frontmatter field.",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      description: "Amp as its manual documents it: per folder AGENTS.md, else AGENT.md, else CLAUDE.md.",
      models: { version: "Amp Owner's Manual (ampcode.com/manual), AGENTS.md section", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.caseVariants,
      description: "A reverse-engineered build (0.0.1769212917): also Agents.md, agents.md, Agent.md and agent.md, first found per folder.",
      models: { version: "Amp 0.0.1769212917 (reverse-engineered, 3p)", checked: "2026-11-22" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [
    {
      key: WORKSPACE_ROOTS_KEY,
      label: "Editor workspace roots",
      type: "string[]",
      default: [],
      description:
        "The folders open in the editor (Rulescope's key). Each is read with its parents up to $HOME instead of the working directory; empty: the CLI, from the working directory.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: ["AGENT.md"],
});
