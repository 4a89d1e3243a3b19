/**
 * amp: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, VARIANTS, WORKSPACE_ROOTS_KEY } from "./facts";

export const ampMeta = defineMeta({
  id: "amp",
  name: NAME,
  homepage: "https://ampcode.com/manual",
  sources: [
    { label: "Amp Owner's Manual: AGENTS.md", url: "https://ampcode.com/manual" },
    { label: "Amp config files reference (3p summary of the manual)", url: "https://www.developersdigest.tech/reference/amp/config-files" },
    {
      label: "Amp Code spec: Memory (3p, reverse-engineered build 0.0.1769212917)",
      url: "https://decodeclaude.com/amp-code-spec/implementation/09-memory/",
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
