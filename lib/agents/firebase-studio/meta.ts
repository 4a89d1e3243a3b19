/**
 * firebase-studio: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CONFIG_MARKERS, MARKERS, NAME } from "./facts";

const CHECKED = "2026-11-27";

export const firebaseStudioMeta = defineMeta({
  id: "firebase-studio",
  name: NAME,
  homepage: "https://firebase.google.com/docs/studio/set-up-gemini",
  sources: [
    {
      label:
        "Firebase Studio docs: Configure Gemini in Firebase within workspaces, AI rules file (Markdown copy of the page, read 2026-11-27)",
      url: "https://firebase.google.com/docs/studio/set-up-gemini",
    },
    {
      label:
        "firebase/firebase-tools src/init/features/aitools/studio.ts @ ab42052: `firebase init aitools` writes .idx/airules.md for Firebase Studio",
      url: "https://github.com/firebase/firebase-tools/blob/ab42052aa6b8d7d8b78b40b29657444d9f9ee6ee/src/init/features/aitools/studio.ts",
      commit: "ab42052aa6b8d7d8b78b40b29657444d9f9ee6ee",
    },
    {
      label: "intellectronica/ruler#10: .idx/airules.md as Gemini's system prompt in chat (2025-06-07, read 2026-11-27)",
      url: "https://github.com/intellectronica/ruler/issues/10",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: "upstream",
      description:
        "Gemini in Firebase chat: the first of .idx/airules.md, GEMINI.md, .gemini/styleguide.md, AGENTS.md, .cursorrules at the workspace root.",
      models: { version: "Firebase Studio as its docs describe it on 2026-11-27", checked: CHECKED },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [],
  configKeys: [],
  homePaths: [],
  markers: MARKERS,
  configMarkers: CONFIG_MARKERS,
});
