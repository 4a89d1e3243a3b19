/**
 * AGENTS.md standard: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { ENV, HOME_PATHS, VARIANTS } from "./facts";

export const agentsMdMeta = defineMeta({
  id: "agents-md",
  name: "AGENTS.md standard",
  homepage: "https://agents.md",
  sources: [
    {
      label: "agentsmd/agents.md components/FAQSection.tsx",
      url: "https://github.com/agentsmd/agents.md/blob/d1ac7f063d20e70015ed6732664049ae4ba9d74e/components/FAQSection.tsx",
      commit: "d1ac7f063d20e70015ed6732664049ae4ba9d74e",
      read: "No required fields, plain Markdown; the conflict rule (the closest AGENTS.md to the edited file wins, explicit user chat prompts override everything); the migration that moves AGENT.md to AGENTS.md and leaves a symlink; the Aider (`read: AGENTS.md`) and Gemini CLI (`context.fileName`) setup.",
    },
    {
      label: "agentsmd/agents.md components/HowToUseSection.tsx",
      url: "https://github.com/agentsmd/agents.md/blob/d1ac7f063d20e70015ed6732664049ae4ba9d74e/components/HowToUseSection.tsx",
      commit: "d1ac7f063d20e70015ed6732664049ae4ba9d74e",
      read: "An AGENTS.md at the repo root and nested files per package; agents read the nearest file in the directory tree, so the closest one takes precedence (the `upstream` variant).",
    },
    {
      label: "agentsmd/agents.md README.md",
      url: "https://github.com/agentsmd/agents.md/blob/d1ac7f063d20e70015ed6732664049ae4ba9d74e/README.md",
      commit: "d1ac7f063d20e70015ed6732664049ae4ba9d74e",
      read: "The format is Markdown; an example file.",
    },
    {
      label: "agentsmd/agents.md issue #91: global ~/.config/agents/AGENTS.md (open)",
      url: "https://github.com/agentsmd/agents.md/issues/91",
      read: "Opened by nijaru, 2025-10-22: the global path, its XDG and Windows forms, and the five-step precedence (the `proposal-91` variant). It cites Amp's `$HOME/.config/AGENTS.md` as prior art.",
    },
    {
      label: "agentsmd/agents.md issue #53: nearest only, or merged? (open)",
      url: "https://github.com/agentsmd/agents.md/issues/53",
      read: "Asks whether only the nearest file is read or all are merged; no maintainer ruling. A comment points to the Codex docs, which concatenate files from the root down (the `nested-stack` variant).",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      description:
        "The standard as written: the nearest AGENTS.md walking up to the repo root (.git) wins, for the working directory and for each edited file.",
      models: { version: "agentsmd/agents.md @ d1ac7f0 (2026-03-12)", checked: "2026-11-22" },
    },
    {
      id: VARIANTS.nestedStack,
      description:
        "The reading many tools ship (Codex docs, Claude Code style): every AGENTS.md from the repo root down, root first, so the nearest comes last.",
      models: { version: "agentsmd/agents.md @ d1ac7f0, the root-down reading (issue #53)", checked: "2026-11-22" },
    },
    {
      id: VARIANTS.proposal91,
      description:
        "Issue #91 (open): ~/.config/agents/AGENTS.md < ../AGENTS.md up to $HOME < ./AGENTS.md < ./.agents.local.md, all read, lowest first.",
      models: { version: "agentsmd/agents.md issue #91 (open, 2025-10-22)", checked: "2026-11-22" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    { name: ENV.xdg, description: "proposal-91 only: moves ~/.config, where agents/AGENTS.md lives.", onValue: "/home/user/.xdg" },
  ],
  configKeys: [],
  homePaths: HOME_PATHS,
  markers: [],
});
