/**
 * firebase-studio: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      label: "Firebase Studio docs: Configure Gemini in Firebase within workspaces (read 2026-11-27)",
      url: "https://firebase.google.com/docs/studio/set-up-gemini",
      read: 'Read from a Markdown copy of the page (`set-up-gemini.md.txt`, in the search index; it names Gemini 3 Pro preview, so late 2025 or later). "Customize instructions for Gemini with an AI rules file": the Gemini CLI uses only GEMINI.md; the chat prefers `.idx/airules.md`, else GEMINI.md, and uses the rules as system instructions and context; the five names in order of precedence (`.idx/airules.md`, `GEMINI.md`, `.gemini/styleguide.md`, `AGENTS.md`, `cursorrules`); rules take effect after a workspace rebuild or when the chat is asked to `load airules.md`; they count toward context size, with no limit stated. "Customize Gemini CLI": with both files, the CLI uses GEMINI.md and the chat airules.md.',
    },
    {
      label: "intellectronica/ruler issue #10 (2025-06-07, read 2026-11-27)",
      url: "https://github.com/intellectronica/ruler/issues/10",
      read: "`.idx/airules.md` is what Gemini uses as its system prompt in chat (Project IDX days).",
    },
    {
      label: "firebase/firebase-tools src/init/features/aitools/studio.ts",
      url: "https://github.com/firebase/firebase-tools/blob/ab42052aa6b8d7d8b78b40b29657444d9f9ee6ee/src/init/features/aitools/studio.ts",
      commit: "ab42052aa6b8d7d8b78b40b29657444d9f9ee6ee",
      read: "`firebase init aitools` writes its Firebase section into `.idx/airules.md` for Firebase Studio: Google's own tooling treats it as the rules file.",
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
