/**
 * kiro-cli: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, RELEASES, VARIANTS } from "./facts";

const CHECKED = "2026-11-27";

export const kiroCliMeta = defineMeta({
  id: "kiro-cli",
  name: NAME,
  homepage: "https://kiro.dev/docs/cli/",
  sources: [
    {
      label: "Kiro docs: CLI (read 2026-11-27)",
      url: "https://kiro.dev/docs/cli/",
      read: "A stored copy of the page for 3.2.0: the default harness is V3, the same as the Kiro IDE's.",
    },
    {
      label: "Kiro docs: CLI steering (read 2026-11-27)",
      url: "https://kiro.dev/docs/cli/steering",
      read: "The steering scopes and AGENTS.md for the CLI.",
    },
    {
      label: "Kiro docs: Steering, capability table by surface (read 2026-11-27)",
      url: "https://kiro.dev/docs/steering/",
      read: "Scopes, AGENTS.md, and the table of what each surface supports, read as translated on qiita.com (mochizukiaiichiro, 2026-09-27).",
    },
    {
      label: "Kiro CLI changelog 2.10.0 (read 2026-11-27)",
      url: "https://kiro.dev/changelog/cli/2-10/",
      read: "The setting `chat.disableInheritingDefaultResources`, which stops custom agents inheriting the default resources.",
    },
    {
      label: "dyoshikawa/rulesync issue #2408 (2026-08-17; read 2026-11-27)",
      url: "https://github.com/dyoshikawa/rulesync/issues/2408",
      read: "Quotes the Kiro CLI 2.18.0 changelog (2026-08-12): AGENTS.md loads as steering from anywhere in the workspace tree, not only the root and `~/.kiro/steering/`.",
    },
    {
      label: "kirodotdev/Kiro issue #9413",
      url: "https://github.com/kirodotdev/Kiro/issues/9413",
      read: "A maintainer's answer (2026-07-10): since 2.7.0 custom agents inherit the default resources (steering, skills, AGENTS.md).",
    },
    {
      label: "kirodotdev/Kiro issue #10647",
      url: "https://github.com/kirodotdev/Kiro/issues/10647",
      read: "Steering was loaded twice when the working directory is the home folder; fixed.",
    },
    {
      label: "kirodotdev/Kiro issue #10448",
      url: "https://github.com/kirodotdev/Kiro/issues/10448",
      read: "Steering in subfolders of a steering folder: the IDE reads only the top level (not applied to the V2 harness, whose patterns are `**/*.md`).",
    },
    {
      label: "kirodotdev/Kiro issue #4772 (April 2026)",
      url: "https://github.com/kirodotdev/Kiro/issues/4772",
      read: "Nested AGENTS.md files were not supported at the time.",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "3.x (V3 harness)",
      description:
        "Kiro CLI 3.x: the V3 harness, the Kiro IDE's steering (inclusion modes, #[[file:]] references, AGENTS.md in the workspace tree), as the kiro profile models it.",
      models: { version: "Kiro CLI 3.x (kiro.dev/docs/cli for 3.2.0)", checked: CHECKED, since: RELEASES.v3 },
    },
    {
      id: VARIANTS.v2,
      description:
        "Kiro CLI 2.x (V2 harness, 2.18 and later): the built-in agent's default resources: AGENTS.md (root and below), README.md, global and workspace steering (every file whole), AmazonQ.md, .amazonq/rules without .kiro.",
      models: {
        version: "Kiro CLI 2.18.0 and later 2.x (settings page validated 2026-06-25; changelog 2.18.0)",
        checked: CHECKED,
        since: RELEASES.nestedAgents,
      },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [],
  // CLI 3.x runs the Kiro IDE's V3 harness (load.ts loadV3), through the kiro profile.
  host: "kiro",
  homePaths: HOME_PATHS,
  // .kiro/steering/ is Kiro's marker (the kiro profile): the CLI has no file of its own a repository keeps.
  markers: [],
});
