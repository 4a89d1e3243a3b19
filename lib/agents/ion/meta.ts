/**
 * ion: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { ENV, HOME_PATHS, VARIANTS } from "./facts";

const REPO = "https://github.com/nijaru/ion/blob";

export const ionMeta = defineMeta({
  id: "ion",
  name: "ion",
  homepage: "https://github.com/nijaru/ion",
  sources: [
    {
      label: "nijaru/ion crates/ion-host/src/project_instructions.rs",
      url: `${REPO}/0deaf90fabf77885e9f5e693f9516b76926bafa0/crates/ion-host/src/project_instructions.rs`,
      commit: "0deaf90fabf77885e9f5e693f9516b76926bafa0",
    },
    {
      label: "nijaru/ion crates/ion-host/src/file_io.rs (read_bounded)",
      url: `${REPO}/0deaf90fabf77885e9f5e693f9516b76926bafa0/crates/ion-host/src/file_io.rs`,
      commit: "0deaf90fabf77885e9f5e693f9516b76926bafa0",
    },
    {
      label: "nijaru/ion crates/ion-host/src/resources.rs (skills appended after instructions)",
      url: `${REPO}/0deaf90fabf77885e9f5e693f9516b76926bafa0/crates/ion-host/src/resources.rs`,
      commit: "0deaf90fabf77885e9f5e693f9516b76926bafa0",
    },
    {
      label: "nijaru/ion src/agent/instructions.rs (the seed as ion first built it)",
      url: `${REPO}/a5f46630224fff700175b9e44efdfdbfacb01bb3/src/agent/instructions.rs`,
      commit: "a5f46630224fff700175b9e44efdfdbfacb01bb3",
    },
    {
      label: "nijaru/ion src/agent/instructions.rs (the last Rust v1 loader)",
      url: `${REPO}/414d5f3473603edfd9efb65e3d90520985e72b72/src/agent/instructions.rs`,
      commit: "414d5f3473603edfd9efb65e3d90520985e72b72",
    },
    {
      label: "nijaru/ion src/agent/context.rs (the system prompt template of Rust v1)",
      url: `${REPO}/414d5f3473603edfd9efb65e3d90520985e72b72/src/agent/context.rs`,
      commit: "414d5f3473603edfd9efb65e3d90520985e72b72",
    },
    { label: "seed 002: Context & System Prompt Design", url: "docs/agents/seeds.md#seed-002" },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      description: "ion today: every AGENTS.md from / down to the canonical cwd, each labelled with its path; any bad file stops ion.",
      models: {
        version: "nijaru/ion crates/ion-host 0deaf90 (Rust, newer than the 2026-08-22 snapshot; date not confirmed)",
        checked: "2026-11-26",
      },
    },
    {
      id: VARIANTS.seed,
      description:
        "The seed design: ~/.ion/AGENTS.md, then $XDG_CONFIG_HOME|~/.config/agents/AGENTS.md, then ./AGENTS.md or ./CLAUDE.md, joined by ---.",
      models: { version: "seed 002 (a design; ion built it in a5f4663, 2026-01-24)", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.rustV1,
      description:
        "ion's first Rust loader before the Go rewrite: ~/.ion, XDG agents, ~/.agents, then ./AGENTS.md or ./CLAUDE.md; blank files skipped; under ## Project Instructions.",
      models: { version: "nijaru/ion 414d5f3 (2026-02-19; in use until the Go rewrite, 2026-03-13)", checked: "2026-11-26" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    {
      name: ENV.xdgConfigHome,
      description: "Seed and rust-v1: moves ~/.config, where agents/AGENTS.md (the global layer) lives.",
      onValue: "/home/user/.xdg",
    },
  ],
  configKeys: [],
  homePaths: HOME_PATHS,
  markers: [],
});
