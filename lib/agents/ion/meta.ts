/**
 * ion: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      read: "The `upstream` variant, the most developed of the stored versions: `load` (`canonicalize` of the cwd, `cwd.ancestors()` reversed, the `Project instructions from` block, the opening line, the 128 KiB total), `read_bounded` at 64 KiB, the BOM strip, `shadowed_main_agents` for linked worktrees.",
    },
    {
      label: "nijaru/ion crates/ion-host/src/project_instructions.rs (an earlier version)",
      url: `${REPO}/5e82e03ab5b2dda3c4d898d659b5edcda7ce4144/crates/ion-host/src/project_instructions.rs`,
      commit: "5e82e03ab5b2dda3c4d898d659b5edcda7ce4144",
      read: "An earlier stored version of the same loader; 0deaf90 is followed (bounded regular-file reads, and the 128 KiB check counts whole blocks).",
    },
    {
      label: "nijaru/ion crates/ion-host/src/file_io.rs",
      url: `${REPO}/0deaf90fabf77885e9f5e693f9516b76926bafa0/crates/ion-host/src/file_io.rs`,
      commit: "0deaf90fabf77885e9f5e693f9516b76926bafa0",
      read: '`read_bounded` and `open_regular` ("not a regular file"); its test shows symlinked files are followed.',
    },
    {
      label: "nijaru/ion crates/ion-host/src/resources.rs",
      url: `${REPO}/0deaf90fabf77885e9f5e693f9516b76926bafa0/crates/ion-host/src/resources.rs`,
      commit: "0deaf90fabf77885e9f5e693f9516b76926bafa0",
      read: 'The skills list ("Available Agent Skills") is appended after the instructions; `XDG_CONFIG_HOME` moves settings and skills only.',
    },
    {
      label: "nijaru/ion crates/ion-app/src/project_instructions.rs",
      url: `${REPO}/92532a9e2429035ce0cbc67741d036be70731dc3/crates/ion-app/src/project_instructions.rs`,
      commit: "92532a9e2429035ce0cbc67741d036be70731dc3",
      read: "An earlier form of the ion-host loader.",
    },
    {
      label: "nijaru/ion crates/ion-app/src/main.rs",
      url: `${REPO}/92532a9e2429035ce0cbc67741d036be70731dc3/crates/ion-app/src/main.rs`,
      read: "An earlier form beside it, read for the cwd checks: canonicalize and `is_dir` (ion does not start without a directory). The version read was not recorded; the link is at the commit of ion-app's project_instructions.rs.",
    },
    {
      label: "nijaru/ion crates/ion-core/src/agent.rs",
      url: `${REPO}/0178293c58329a58a84bd33ded24b5dc86262d94/crates/ion-core/src/agent.rs`,
      commit: "0178293c58329a58a84bd33ded24b5dc86262d94",
      read: "The instructions travel as the request's `instructions`, that is, the system text.",
    },
    {
      label: "nijaru/ion crates/ion-core/src/context.rs",
      url: `${REPO}/baa4d01f5e997aef91c679e367c650a9fd588f77/crates/ion-core/src/context.rs`,
      commit: "baa4d01f5e997aef91c679e367c650a9fd588f77",
      read: 'The Rust v2 "clean sheet" snapshot (2026-08-22): no instruction file is read, the system text is one fixed section.',
    },
    {
      label: "nijaru/ion src/agent/instructions.rs",
      url: `${REPO}/a5f46630224fff700175b9e44efdfdbfacb01bb3/src/agent/instructions.rs`,
      commit: "a5f46630224fff700175b9e44efdfdbfacb01bb3",
      read: "The seed as ion first built it (2026-01-24): `load_all` with the `---` separator, used to settle the seed's inconsistency.",
    },
    {
      label: "nijaru/ion src/agent/context.rs",
      url: `${REPO}/a5f46630224fff700175b9e44efdfdbfacb01bb3/src/agent/context.rs`,
      commit: "a5f46630224fff700175b9e44efdfdbfacb01bb3",
      read: "The first template: the instructions placed bare, no heading.",
    },
    {
      label: "nijaru/ion src/agent/instructions.rs",
      url: `${REPO}/414d5f3473603edfd9efb65e3d90520985e72b72/src/agent/instructions.rs`,
      commit: "414d5f3473603edfd9efb65e3d90520985e72b72",
      read: "The `rust-v1` variant, with its tests (read 2026-11-26 in the fetched mirror): `load_all`, `load_project`, `load_global`, `load_cached` (blank files skipped, `test_empty_file_ignored`), `is_stale`. `git log` shows it is the last change to the file before the Go rewrite (9563fad9) deleted it.",
    },
    {
      label: "nijaru/ion src/agent/context.rs",
      url: `${REPO}/414d5f3473603edfd9efb65e3d90520985e72b72/src/agent/context.rs`,
      commit: "414d5f3473603edfd9efb65e3d90520985e72b72",
      read: "`DEFAULT_SYSTEM_TEMPLATE`: the `## Project Instructions` section and the order of the sections; changed after this commit only by formatting (959395b7).",
    },
    {
      label: "nijaru/ion src/agent/mod.rs",
      url: `${REPO}/414d5f3473603edfd9efb65e3d90520985e72b72/src/agent/mod.rs`,
      commit: "414d5f3473603edfd9efb65e3d90520985e72b72",
      read: "`create_instruction_loader`: the cwd is `std::env::current_dir()`.",
    },
    {
      label: "nijaru/ion internal/instructions/instructions.go (the Go loader)",
      url: `${REPO}/last-go/internal/instructions/instructions.go`,
      commit: "last-go",
      read: "History only: the Go loader (2026-03 to tag last-go, c6281bfc), `~/.ion` plus trusted-project layers in tags; not modelled.",
    },
    {
      label: "agentsmd/agents.md issue #91: global ~/.config/agents/AGENTS.md (open)",
      url: "https://github.com/agentsmd/agents.md/issues/91",
      read: "nijaru's proposal: its global path `$XDG_CONFIG_HOME/agents/AGENTS.md` is the seed's.",
    },
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
