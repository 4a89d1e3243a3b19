/**
 * zed: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, ENV, HOME_PATHS, NAME, VARIANTS } from "./facts";

const ZED = "https://github.com/zed-industries/zed";
const CHECKED = "2026-11-26";

export const zedMeta = defineMeta({
  id: "zed",
  name: NAME,
  homepage: "https://zed.dev/docs/ai/instructions",
  sources: [
    {
      label: "zed-industries/zed crates/agent/src/agent.rs",
      url: `${ZED}/blob/0023f768c3d8071a634e34528e35d57de1b9a52e/crates/agent/src/agent.rs`,
      commit: "0023f768c3d8071a634e34528e35d57de1b9a52e",
      read: "`load_worktree_rules_file`: the first name whose worktree entry is a file, read through a buffer and trimmed, and the error when it cannot be read; `load_worktree_info_for_system_prompt`: one context per worktree, named by `root_name`.",
    },
    {
      label: "zed-industries/zed crates/agent/src/templates/system_prompt.hbs",
      url: `${ZED}/blob/08cd78c479e41e075871212d4dff28c80955e048/crates/agent/src/templates/system_prompt.hbs`,
      commit: "08cd78c479e41e075871212d4dff28c80955e048",
      read: 'The v1.4.0 template: the user\'s custom instructions section, with "Personal `AGENTS.md`" before "Project Rules".',
    },
    {
      label: "zed-industries/zed crates/agent/src/templates.rs",
      url: `${ZED}/blob/033ea3da37494f515f31b220648cfcdcb7613457/crates/agent/src/templates.rs`,
      commit: "033ea3da37494f515f31b220648cfcdcb7613457",
      read: "`Handlebars::new()` with no escape function set, so handlebars-rust's default HTML escaping applies to `{{...}}` values.",
    },
    {
      label: "zed-industries/zed crates/prompt_store/src/prompts.rs (RULES_FILE_NAMES, before #52495)",
      url: `${ZED}/blob/main/crates/prompt_store/src/prompts.rs`,
      read: "A stored copy of the `RelPath` era (the index named no commit), and an older stored `crates/agent/src/agent.rs`: both list `CLAUDE.md` before `AGENT.md` and `AGENTS.md`, the `claude-first` order.",
    },
    {
      label: "zed-industries/zed#31998 (2025-06-03)",
      url: `${ZED}/pull/31998`,
      read: "`AGENT.md` and `AGENTS.md` added to the rules file names, after `CLAUDE.md` in the source.",
    },
    {
      label: "zed-industries/zed#52495: rules file order made to match the docs (merged 2026-03-26)",
      url: `${ZED}/pull/52495`,
      read: '"Pick rules file in order described in docs": `AGENT.md` and `AGENTS.md` move before `CLAUDE.md`, which separates `claude-first` from `rules-library`.',
    },
    {
      label: "zed-industries/zed#56672 (v1.4.0)",
      url: `${ZED}/pull/56672`,
      read: "Rules become Skills: the Rules Library is replaced.",
    },
    {
      label: "zed-industries/zed#56762: default rules migrated to the global AGENTS.md (v1.4.0)",
      url: `${ZED}/pull/56762`,
      read: "The Rules Library's default rules are appended to `paths::agents_file()`, the personal `AGENTS.md`.",
    },
    {
      label: "zed-industries/zed#58278",
      url: `${ZED}/pull/58278`,
      read: "A fix to that migration.",
    },
    {
      label: "zed-industries/zed docs/src/ai/instructions.md",
      url: `${ZED}/blob/324dcf382d880613f382516825addbfa2f66202c/docs/src/ai/instructions.md`,
      commit: "324dcf382d880613f382516825addbfa2f66202c",
      read: "Personal and project instructions, and that project instructions override the personal `AGENTS.md`.",
    },
    {
      label: "Zed docs: Instructions (read 2026-11-26)",
      url: "https://zed.dev/docs/ai/instructions",
      read: "The published form of docs/src/ai/instructions.md.",
    },
    {
      label: "zed-industries/zed docs/src/ai/rules.md",
      url: `${ZED}/blob/001118731f8ce7e85031ffd0bdbefb03be5e7e4b/docs/src/ai/rules.md`,
      commit: "001118731f8ce7e85031ffd0bdbefb03be5e7e4b",
      read: "The list of rules file names, the first match used, the Rules Library, and the v1.4.0 migration.",
    },
    {
      label: "Zed docs: Rules (read 2026-11-26)",
      url: "https://zed.dev/docs/ai/rules",
      read: "The published form of docs/src/ai/rules.md.",
    },
    {
      label: "handlebars-rust 6.x tests/whitespace.rs (docs.rs)",
      url: "https://docs.rs/crate/handlebars/latest/source/tests/whitespace.rs",
      read: "A line holding only `{{#if}}` or `{{/if}}` renders as nothing (the standalone rule): how the blank lines of the instructions section were counted.",
    },
    {
      label: "Cloudymap1e/zed crates/agent_settings/src/user_agents_md.rs (a mirror of upstream)",
      url: "https://github.com/Cloudymap1e/zed/blob/a18db26798d3645e60e5f2f7739f12da695d83f5/crates/agent_settings/src/user_agents_md.rs",
      commit: "a18db26798d3645e60e5f2f7739f12da695d83f5",
      read: "The personal `AGENTS.md` is watched and trimmed; empty or unreadable means none.",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "1.4+",
      description:
        "Zed v1.4.0 and later: personal AGENTS.md in Zed's config folder, then one rules file per worktree (AGENT.md, AGENTS.md before CLAUDE.md).",
      models: { version: "Zed v1.4.0 and later (main read 2026-11)", checked: CHECKED },
    },
    {
      id: VARIANTS.rulesLibrary,
      description:
        "Before v1.4.0, after #52495: one rules file per worktree in the docs' order; Rules Library default rules (not files) are not shown.",
      models: { version: "Zed releases from #52495 (2026-03-26) to before v1.4.0", checked: CHECKED },
    },
    {
      id: VARIANTS.claudeFirst,
      description: "Before #52495: the source listed CLAUDE.md before AGENT.md and AGENTS.md, against its docs; no personal file.",
      models: { version: "Zed releases before #52495 (merged 2026-03-26)", checked: CHECKED },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    {
      name: ENV.xdg,
      description: "Linux: moves Zed's config folder ($XDG_CONFIG_HOME/zed), where the personal AGENTS.md lives.",
      onValue: "/home/user/.xdg",
    },
  ],
  configKeys: [
    {
      key: CONFIG.worktrees,
      type: "string[]",
      default: [],
      description: "Rulescope's key: more folders opened in the same Zed project; each worktree root gets its own rules file.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".rules"],
});
