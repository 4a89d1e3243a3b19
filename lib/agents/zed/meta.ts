/**
 * zed: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
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
    { label: "zed-industries/zed crates/agent/src/agent.rs (load_worktree_rules_file)", url: `${ZED}/blob/main/crates/agent/src/agent.rs` },
    {
      label: "zed-industries/zed crates/agent/src/templates/system_prompt.hbs",
      url: `${ZED}/blob/main/crates/agent/src/templates/system_prompt.hbs`,
    },
    {
      label: "zed-industries/zed crates/prompt_store/src/prompts.rs (RULES_FILE_NAMES)",
      url: `${ZED}/blob/main/crates/prompt_store/src/prompts.rs`,
    },
    { label: "zed-industries/zed#52495: rules file order made to match the docs (merged 2026-03-26)", url: `${ZED}/pull/52495` },
    { label: "zed-industries/zed#56762: default rules migrated to the global AGENTS.md (v1.4.0)", url: `${ZED}/pull/56762` },
    { label: "Zed docs: Instructions (read 2026-11-26)", url: "https://zed.dev/docs/ai/instructions" },
    { label: "Zed docs: Rules (read 2026-11-26)", url: "https://zed.dev/docs/ai/rules" },
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
