/**
 * kiro: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, VARIANTS } from "./facts";

export const kiroMeta = defineMeta({
  id: "kiro",
  name: NAME,
  homepage: "https://kiro.dev/docs/steering/",
  sources: [
    {
      label: "Kiro docs: Steering (read 2026-11)",
      url: "https://kiro.dev/docs/steering/",
      read: "Read through the docs search and a translated copy of 2026-09 (qiita.com, mochizukiaiichiro): the scopes (workspace, global, team), the inclusion modes, file references, AGENTS.md, and that workspace steering wins when instructions conflict.",
    },
    {
      label: "Kiro docs: Steering, two stored snapshots (page updated 2025-11-16 and 2026-09-02; read 2026-11-26)",
      url: "https://kiro.dev/docs/steering/",
      read: "Read through the code search's stored copies: the 2025-11-16 page reads AGENTS.md from `~/.kiro/steering/` or the workspace root; the 2026-09-02 page also finds AGENTS.md files in subfolders of the workspace.",
    },
    {
      label: "Kiro docs: CLI steering",
      url: "https://kiro.dev/docs/cli/steering",
      read: "The same scopes, inclusion modes, file references and AGENTS.md support for the CLI, with workspace steering first on conflicts.",
    },
    {
      label: "kirodotdev/Kiro issue #9176 (Kiro 0.12.263)",
      url: "https://github.com/kirodotdev/Kiro/issues/9176",
      read: "`fileMatch` steering in `~/.kiro/steering/` never triggers; always, manual and auto work from there.",
    },
    {
      label: "QES blog: Kiro Steering File Priority Guide (3p)",
      url: "https://www.qes.co.jp/media/aws/Kiro/a799",
      read: "Workspace steering over global steering, flat steering folders, and numeric name prefixes to order the files.",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "docs of 2026-09: AGENTS.md in subfolders too",
      description:
        "Kiro as documented in September 2026 (IDE and CLI): AGENTS.md at the root and in subfolders as steering; fileMatch not firing from global steering (Kiro#9176).",
      models: { version: "kiro.dev/docs/steering, page updated 2026-09-02", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.docs202511,
      description:
        "Kiro as documented in November 2025: AGENTS.md only at the workspace root (and in ~/.kiro/steering), none from subfolders.",
      models: { version: "kiro.dev/docs/steering, page updated 2025-11-16", checked: "2026-11-26" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [],
  homePaths: HOME_PATHS,
  markers: [".kiro/steering/"],
});
