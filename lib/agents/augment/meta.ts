/**
 * augment: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { HOME_PATHS, MARKERS, NAME, RULES_FILE_KEY, VARIANTS } from "./facts";

const CHANGELOG_COMMIT = "f337898207608f9ddae04724c8098b5fb120bd8c";

export const augmentMeta = defineMeta({
  id: "augment",
  name: NAME,
  homepage: "https://docs.augmentcode.com/setup-augment/guidelines",
  sources: [
    {
      label: "Augment docs: Rules & Guidelines for Agent and Chat (IDE; read 2026-11-27)",
      url: "https://docs.augmentcode.com/setup-augment/guidelines",
    },
    { label: "Augment docs: Auggie CLI Rules & Guidelines (read 2026-11-27)", url: "https://docs.augmentcode.com/cli/rules" },
    {
      label: "Augment docs: Auggie workspace context (workspace root; read 2026-11-27)",
      url: "https://docs.augmentcode.com/cli/setup-auggie/workspace-context",
    },
    {
      label: "augmentcode/auggie CHANGELOG.md (rules changes by CLI version)",
      url: `https://github.com/augmentcode/auggie/blob/${CHANGELOG_COMMIT}/CHANGELOG.md`,
      commit: CHANGELOG_COMMIT,
    },
    {
      label: "Augment changelog: Introducing Augment Rules (2025-07-08)",
      url: "https://www.augmentcode.com/changelog/introducing-augment-rules",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "IDE extensions",
      description:
        "The VS Code and JetBrains extensions: CLAUDE.md, AGENTS.md, workspace guidelines and .augment/rules (Always, Manual, Auto) at the opened folder, user rules and User Guidelines.",
      models: { version: "Augment IDE extensions as docs.augmentcode.com describes them", checked: "2026-11-27" },
    },
    {
      id: VARIANTS.cli,
      note: "Auggie CLI",
      description: "Auggie: the same rules from the git root (the workspace root), plus a --rules file; no User Guidelines.",
      models: { version: "Auggie 0.20–0.31 (CHANGELOG) and the CLI docs", checked: "2026-11-27", since: "0.20.0" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [
    {
      key: RULES_FILE_KEY,
      label: "--rules file",
      type: "string",
      default: "",
      description:
        "Auggie's --rules <file>: a custom rules file, first in order of precedence (relative to the working directory). The IDE has no such option.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: MARKERS,
});
