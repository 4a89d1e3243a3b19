/**
 * kiro-cli: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, RELEASES, VARIANTS } from "./facts";

const CHECKED = "2026-11-27";

export const kiroCliMeta = defineMeta({
  id: "kiro-cli",
  name: NAME,
  homepage: "https://kiro.dev/docs/cli/",
  sources: [
    { label: "Kiro docs: CLI (3.2.0: the V3 harness is the Kiro IDE's) (read 2026-11-27)", url: "https://kiro.dev/docs/cli/" },
    { label: "Kiro docs: CLI steering (read 2026-11-27)", url: "https://kiro.dev/docs/cli/steering" },
    { label: "Kiro docs: Steering, capability table by surface (read 2026-11-27)", url: "https://kiro.dev/docs/steering/" },
    { label: "Kiro CLI changelog 2.10.0: default resources inheritance (read 2026-11-27)", url: "https://kiro.dev/changelog/cli/2-10/" },
    {
      label: "Kiro CLI changelog 2.18.0: AGENTS.md anywhere in the workspace (quoted in dyoshikawa/rulesync#2408, read 2026-11-27)",
      url: "https://github.com/dyoshikawa/rulesync/issues/2408",
    },
    {
      label: "kirodotdev/Kiro#9413: custom agents inherit default resources since 2.7.0",
      url: "https://github.com/kirodotdev/Kiro/issues/9413",
    },
    { label: "kirodotdev/Kiro#10647: steering loaded twice (cwd = home)", url: "https://github.com/kirodotdev/Kiro/issues/10647" },
    { label: "Kiro profile (lib/agents/kiro): the IDE steering engine the V3 harness shares", url: "https://kiro.dev/docs/steering/" },
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
