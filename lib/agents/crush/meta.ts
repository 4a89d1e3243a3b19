/**
 * crush: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { CONFIG_KEYS, ENV, HOME_PATHS, NAME, VARIANTS } from "./facts";

const CHECKED = "2026-11-27";
const COMMIT = "37f36e93824e5c4f892e4a817f7f628e2682fe14";
const GH = `https://github.com/charmbracelet/crush/blob/${COMMIT}/`;
const code = (path: string, read: string) => ({ label: `charmbracelet/crush ${path}`, url: `${GH}${path}`, commit: COMMIT, read });

export const crushMeta = defineMeta({
  id: "crush",
  name: NAME,
  homepage: "https://github.com/charmbracelet/crush",
  sources: [
    code(
      "internal/config/config.go",
      "Read 2026-11-27 in the fetched mirror (`git log`, `git show`): `defaultContextPaths`, `defaultInitializeAs`, `Options.ContextPaths`, `GlobalContextPaths`, `InitializeAs`.",
    ),
    code(
      "internal/config/load.go",
      "`Load`, `lookupConfigs`, `loadFromConfigPaths`, `setDefaults` (the defaults appended, sorted and compacted; the global defaults), `GlobalConfig`, `GlobalConfigData`, `projectBoundary`.",
    ),
    code("internal/config/config_unix.go", "The system-wide config file `/etc/crush/crush.json`."),
    code("internal/config/init.go", "`ProjectNeedsInitialization` and `contextPathsExist`: when Crush offers to initialize a project."),
    code(
      "internal/agent/prompt/prompt.go",
      "`loadContextFiles`, `processContextPath`, `processFile`, `expandPath`: how each context path is read, a folder whole.",
    ),
    code("internal/agent/templates/coder.md.tpl", "The wrapper the context files get at the end of the coder system prompt."),
    code("internal/agent/templates/task.md.tpl", "The sub-agents' template: it gets no context files."),
    code("internal/agent/templates/initialize.md.tpl", "The initialize prompt, which asks the model to write `options.initialize_as`."),
    code("internal/agent/coordinator.go", "The system prompt is built once, when the agent is built."),
    code("internal/home/home.go", "`Config` and `Long` (a leading `~` becomes home)."),
    code(
      "internal/fsext/lookup.go",
      "`LookupBounded` and `LookupClosestBounded`: searches from the cwd up to the git root (config files, the nearest `.crush`).",
    ),
    code("internal/filepathext", "`SmartJoin`: how a context path is joined to the working directory."),
    {
      label: "charmbracelet/crush commit 6242e4f: load user-level context files (first in v0.77.0)",
      url: "https://github.com/charmbracelet/crush/commit/6242e4f47743190fe60a27ba881ba3d6a9b36deb",
      commit: "6242e4f47743190fe60a27ba881ba3d6a9b36deb",
      read: "Where `options.global_context_paths` came in: user-level context files, first released in v0.77.0.",
    },
    {
      label: "charmbracelet/crush v0.76.0 internal/agent/templates/coder.md.tpl (<memory> wrapper)",
      url: "https://github.com/charmbracelet/crush/blob/v0.76.0/internal/agent/templates/coder.md.tpl",
      commit: "v0.76.0",
      read: "The template's form at tag v0.76.0, with its `<memory>` wrapper: the `memory-tag` variant.",
    },
    {
      label: "qjebbs/go-jsons readme (how config arrays merge)",
      url: "https://github.com/qjebbs/go-jsons",
      read: "Arrays from config layers are merged by concatenation.",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "0.77+",
      description:
        "Crush today: the default context paths plus options.context_paths at the working directory (folders read whole), then ~/.config/crush/CRUSH.md and ~/.config/AGENTS.md as user context.",
      models: { version: `charmbracelet/crush main @ ${COMMIT.slice(0, 7)} (after v0.90.0)`, checked: CHECKED, since: "0.77.0" },
    },
    {
      id: VARIANTS.memoryTag,
      description: "Crush 0.13 to 0.76: the same project context paths in one <memory> block, and no global context files.",
      models: { version: "charmbracelet/crush v0.13.0 to v0.76.0 (tag v0.76.0 read)", checked: CHECKED, since: "0.13.0", until: "0.76.0" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    {
      name: ENV.globalConfig,
      description: "The folder of the global crush.json; the default CRUSH.md is read there and AGENTS.md from its parent.",
      onValue: "/home/user/.crush-profile/crush",
    },
    {
      name: ENV.xdgConfigHome,
      description: "Moves ~/.config: crush/crush.json, crush/CRUSH.md and AGENTS.md are read under it.",
      onValue: "/home/user/.xdg",
    },
    {
      name: ENV.globalData,
      description: "The folder of Crush's own data crush.json (default ~/.local/share/crush).",
      onValue: "/home/user/.crush-data",
    },
  ],
  configKeys: [
    {
      key: CONFIG_KEYS.contextPaths,
      type: "string[]",
      default: [],
      description:
        "crush.json options.context_paths: more files or folders, relative to the working directory, added to the default list (~ and $VAR expand).",
    },
    {
      key: CONFIG_KEYS.globalContextPaths,
      type: "string[]",
      default: [],
      description: "crush.json options.global_context_paths: replaces the two default user files (0.77+).",
    },
  ],
  homePaths: HOME_PATHS,
  markers: ["CRUSH.md", "CRUSH.local.md", "crush.md", "Crush.md"],
  configMarkers: ["crush.json", ".crush.json", ".crushrc", "crushrc"],
});
