/**
 * kiro: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, NAME, VARIANTS } from "./facts";

export const kiroMeta = defineMeta({
  id: "kiro",
  name: NAME,
  homepage: "https://kiro.dev/docs/steering/",
  sources: [
    {
      label: "Kiro docs: Steering (page updated 2026-09-02: AGENTS.md in subfolders; and 2025-11-16: root only)",
      url: "https://kiro.dev/docs/steering/",
    },
    { label: "Kiro docs: CLI steering", url: "https://kiro.dev/docs/cli/steering" },
    {
      label: "kirodotdev/Kiro#9176: fileMatch does not trigger from global steering",
      url: "https://github.com/kirodotdev/Kiro/issues/9176",
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
