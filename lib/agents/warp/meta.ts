/**
 * warp: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, WARP_MD } from "./facts";

const CHECKED = "2026-11-27";
const HEAD = "19548aec6285e82b1a4cde526e7ec7e04513c248";
const src = (path: string, read: string, commit = HEAD) => ({
  label: `warpdotdev/warp ${path}`,
  url: `https://github.com/warpdotdev/warp/blob/${commit}/${path}`,
  commit,
  read,
});

export const warpMeta = defineMeta({
  id: "warp",
  name: NAME,
  homepage: "https://docs.warp.dev/agent-platform/capabilities/rules/",
  sources: [
    src(
      "crates/repo_metadata/src/standing_queries.rs",
      "The rule names `WARP.md` and `AGENTS.md`, compared without regard to ASCII case (`eq_ignore_ascii_case`); every folder below the root is scanned.",
    ),
    src(
      "crates/ai/src/project_context/model.rs",
      "`upsert_rule` and `respected_rule`: one rule file per folder, WARP.md first; `find_active_or_applicable_rules`: a folder's file is active when the folder is the cwd or above it, the rest go out as `additional_rule_paths`; global rules first; the project root is the closest indexed root above the cwd.",
    ),
    src("crates/ai/src/project_context/global_rules.rs", "The global rule file `~/.agents/AGENTS.md`."),
    src(
      "app/src/ai/metadata_project_rules.rs",
      "Rule files are read with `read_to_string`, so a file that fails to read (invalid UTF-8 among them) is dropped.",
    ),
    src("app/src/ai/persisted_workspace.rs", "Rules are indexed for each detected git repository (`DetectedGitRepo`)."),
    src(
      "app/src/ai/blocklist/context_model.rs",
      "The client sends the same rules, taken from the cwd, with every query; it reads none during the session.",
    ),
    src(
      "app/src/ai/agent/api/convert_to.rs",
      "The rules travel as `ProjectRules { root_path, active_rule_files, additional_rule_file_paths }`.",
    ),
    src("app/src/terminal/view/init_project/mod.rs", "`LINKABLE_FILES`: the other agents' files that `/init` offers to link."),
    src(
      "crates/ai/src/project_context/model.rs",
      "History: in the first public release (2026-04-28) names were already compared without case, with one file per folder.",
      "0dbd3d567a2090874c08a6cc91e091aebd933847",
    ),
    {
      label: "warpdotdev/warp pull request #9325 (b5a0d89, 2026-05-13)",
      url: "https://github.com/warpdotdev/warp/pull/9325",
      commit: "b5a0d89bd6de981e1044d0669cd95bc57c2f58b0",
      read: "Adds global rule files (`~/.agents/AGENTS.md`).",
    },
    {
      label: "warpdotdev/warp pull request #12047 (c429bb8, 2026-06-03)",
      url: "https://github.com/warpdotdev/warp/pull/12047",
      commit: "c429bb8a69e430474c8d2dcec67c3db6e475d99d",
      read: "Rule discovery moves onto the repository index's standing queries, which also reach below ignored folders.",
    },
    {
      label: "Warp docs: Rules (read 2026-11-27)",
      url: "https://docs.warp.dev/agent-platform/capabilities/rules/",
      read: "AGENTS.md the default name with WARP.md still read and placed first; the cwd's file ranked above the root's; other rule files used on a best-effort basis; Global Rules kept in Warp Drive; capital letters said to be required (the code compares without case, and the code is followed).",
    },
    {
      label: "warpdotdev/docs rules.mdx @ 9d837ad (2026-05-01; read 2026-11-27)",
      url: "https://github.com/warpdotdev/docs/blob/9d837ad1f6d930fd1f48c9299c5b6f39289865be/src/content/docs/agent-platform/capabilities/rules.mdx",
      commit: "9d837ad1f6d930fd1f48c9299c5b6f39289865be",
      read: "The source of the Rules page above, pinned.",
    },
    {
      label: "warpdotdev/warp issue #7517",
      url: "https://github.com/warpdotdev/warp/issues/7517",
      read: "Without a `.git` folder Warp reads no project rules.",
    },
    {
      label: "Chemaclass/agnostic-ai issue #691",
      url: "https://github.com/Chemaclass/agnostic-ai/issues/691",
      read: "A hand-written WARP.md hides the folder's AGENTS.md.",
    },
    {
      label: "deftai/directive issue #136 (2026-04-29)",
      url: "https://github.com/deftai/directive/issues/136",
      read: "By 2026-04 AGENTS.md is Warp's default name and WARP.md is still read.",
    },
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
