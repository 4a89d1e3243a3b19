/**
 * jetbrains-ai: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { MARKERS, NAME } from "./facts";

const CHECKED = "2026-11-27";

export const jetbrainsAiMeta = defineMeta({
  id: "jetbrains-ai",
  name: NAME,
  homepage: "https://www.jetbrains.com/help/ai-assistant/configure-project-rules.html",
  sources: [
    {
      label: "AI Assistant Help: Configure project rules (2026.1 and 2025.3 pages; read 2026-11-27)",
      url: "https://www.jetbrains.com/help/ai-assistant/configure-project-rules.html",
    },
    {
      label:
        "dyoshikawa/rulesync src/features/rules/aiassistant-rule.ts @ 197500d: the apply: metadata block, from the plugin (build 262.10968.75)",
      url: "https://github.com/dyoshikawa/rulesync/blob/197500d9323c1f879e929636f0ffd215da9d7dea/src/features/rules/aiassistant-rule.ts",
      commit: "197500d9323c1f879e929636f0ffd215da9d7dea",
    },
    {
      label: "rulesync#3115 (2026-09-17): a file without an apply: line is typed Off",
      url: "https://github.com/dyoshikawa/rulesync/pull/3115",
    },
    {
      label: "rulesync#2427 (2026-07-27): AI Assistant 2026.2 docs, project rules are for chat; AGENTS.md is for the coding agents",
      url: "https://github.com/dyoshikawa/rulesync/issues/2427",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: "upstream",
      description:
        "AI Assistant chat: .aiassistant/rules/*.md typed by an apply: line (always, manually, by model decision, by file patterns, off; none is Off).",
      models: { version: "AI Assistant 2026.2 (plugin build 262.10968.75; docs of 2026)", checked: CHECKED },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [],
  configKeys: [],
  homePaths: [],
  markers: MARKERS,
});
