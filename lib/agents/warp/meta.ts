/**
 * warp: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, WARP_MD } from "./facts";

const CHECKED = "2026-11-27";
const HEAD = "19548aec6285e82b1a4cde526e7ec7e04513c248";
const src = (path: string) => ({
  label: `warpdotdev/warp ${path}`,
  url: `https://github.com/warpdotdev/warp/blob/${HEAD}/${path}`,
  commit: HEAD,
});

export const warpMeta = defineMeta({
  id: "warp",
  name: NAME,
  homepage: "https://docs.warp.dev/agent-platform/capabilities/rules/",
  sources: [
    src("crates/ai/src/project_context/model.rs"),
    src("crates/ai/src/project_context/global_rules.rs"),
    src("crates/repo_metadata/src/standing_queries.rs"),
    src("app/src/ai/metadata_project_rules.rs"),
    src("app/src/ai/persisted_workspace.rs"),
    src("app/src/ai/agent/api/convert_to.rs"),
    src("app/src/terminal/view/init_project/mod.rs"),
    { label: "Warp docs: Rules (read 2026-11-27)", url: "https://docs.warp.dev/agent-platform/capabilities/rules/" },
    {
      label: "warpdotdev/docs rules.mdx @ 9d837ad (read 2026-11-27)",
      url: "https://github.com/warpdotdev/docs/blob/9d837ad1f6d930fd1f48c9299c5b6f39289865be/src/content/docs/agent-platform/capabilities/rules.mdx",
      commit: "9d837ad1f6d930fd1f48c9299c5b6f39289865be",
    },
    { label: "warpdotdev/warp#9325: global rule files (~/.agents/AGENTS.md)", url: "https://github.com/warpdotdev/warp/pull/9325" },
    { label: "warpdotdev/warp#7517: no project rules without .git", url: "https://github.com/warpdotdev/warp/issues/7517" },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: "upstream",
      description:
        "Warp today: ~/.agents/AGENTS.md, then one WARP.md or AGENTS.md per folder of the git repository; those on the cwd's path are sent whole, the others by path.",
      models: { version: `Warp client warpdotdev/warp @ ${HEAD.slice(0, 9)} (2026-08-22)`, checked: CHECKED },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [],
  configKeys: [],
  homePaths: HOME_PATHS,
  markers: [WARP_MD, ".warp/"],
});
