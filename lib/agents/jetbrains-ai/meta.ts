/**
 * jetbrains-ai: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      label: "AI Assistant Help: Configure project rules (read 2026-11-27)",
      url: "https://www.jetbrains.com/help/ai-assistant/configure-project-rules.html",
      read: "Read with its 2025.3 and 2026.1 versions: project rules are added to each chat by default and are created under Settings | Tools | AI Assistant | Rules; the types Always, Manually (invoked with `@rule:` or `#rule:`, or attached by hand), By model decision (an instruction), By file patterns (a file referenced in the chat matches, e.g. `*.kt`, `src/**`), and Off.",
    },
    {
      label: "dyoshikawa/rulesync src/features/rules/aiassistant-rule.ts (3p)",
      url: "https://github.com/dyoshikawa/rulesync/blob/197500d9323c1f879e929636f0ffd215da9d7dea/src/features/rules/aiassistant-rule.ts",
      commit: "197500d9323c1f879e929636f0ffd215da9d7dea",
      read: "What rulesync read in the plugin's `AiRulesService` and `AiRulesLLMBundle.properties` (build 262.10968.75): the metadata block at the very start of the file, ended by the next `---`; `field: value` lines split on the first colon; the five `apply:` values matched case-sensitively; `instructions`; comma-split `patterns`; no `apply:` line is Off.",
    },
    {
      label: "dyoshikawa/rulesync PR #3115 (2026-09-17)",
      url: "https://github.com/dyoshikawa/rulesync/pull/3115",
      read: "The same facts of the `apply:` block; a file without an `apply:` line is typed Off.",
    },
    {
      label: "dyoshikawa/rulesync issue #2427 (2026-07-27)",
      url: "https://github.com/dyoshikawa/rulesync/issues/2427",
      read: "Lists the AI Assistant 2026.2 docs pages and their dates: project rules are for chat, while `AGENTS.md`/`CLAUDE.md` at the root are the coding agents' instructions.",
    },
    {
      label: "HerringtonDarkholme/megarepo issue #42 (2025-08-17)",
      url: "https://github.com/HerringtonDarkholme/megarepo/issues/42",
      read: "Quotes the docs of 2025: the `.aiassistant/rules` folder at the project root holds the `.md` rule files (the first row of the Versions table).",
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
