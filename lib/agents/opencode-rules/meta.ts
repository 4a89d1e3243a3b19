/**
 * opencode-rules: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CI_PROVIDER_VARS, ENV } from "./facts";

export const opencodeRulesMeta = defineMeta({
  id: "opencode-rules",
  name: "opencode-rules",
  homepage: "https://github.com/frap129/opencode-rules",
  sources: [
    {
      label: "frap129/opencode-rules src/rule-discovery.ts",
      url: "https://github.com/frap129/opencode-rules/blob/744162ca7621a4ea6689ec2d144b9dd4c2fd1f29/src/rule-discovery.ts",
      commit: "744162ca7621a4ea6689ec2d144b9dd4c2fd1f29",
    },
    {
      label: "frap129/opencode-rules src/rule-metadata.ts",
      url: "https://github.com/frap129/opencode-rules/blob/744162ca7621a4ea6689ec2d144b9dd4c2fd1f29/src/rule-metadata.ts",
      commit: "744162ca7621a4ea6689ec2d144b9dd4c2fd1f29",
    },
    {
      label: "frap129/opencode-rules src/rule-filter.ts",
      url: "https://github.com/frap129/opencode-rules/blob/744162ca7621a4ea6689ec2d144b9dd4c2fd1f29/src/rule-filter.ts",
      commit: "744162ca7621a4ea6689ec2d144b9dd4c2fd1f29",
    },
    {
      label: "frap129/opencode-rules src/runtime.ts, runtime-chat.ts, runtime-context.ts",
      url: "https://github.com/frap129/opencode-rules/blob/744162ca7621a4ea6689ec2d144b9dd4c2fd1f29/src/runtime.ts",
      commit: "744162ca7621a4ea6689ec2d144b9dd4c2fd1f29",
    },
    {
      label: "frap129/opencode-rules src/mcp-tools.ts, project-fingerprint.ts, git-branch.ts, message-context.ts",
      url: "https://github.com/frap129/opencode-rules/tree/744162ca7621a4ea6689ec2d144b9dd4c2fd1f29/src",
      commit: "744162ca7621a4ea6689ec2d144b9dd4c2fd1f29",
    },
    {
      label: "anomalyco/opencode packages/opencode/src/session/llm.ts",
      url: "https://github.com/anomalyco/opencode/blob/00badcb8633987880f4011daab441df5c3020b73/packages/opencode/src/session/llm.ts",
      commit: "00badcb8633987880f4011daab441df5c3020b73",
    },
    {
      label: "seed 003: rule-discovery specification (openspec/specs/rule-discovery/spec.md @ 35e9cee)",
      url: "docs/agents/seeds.md#seed-003",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: "upstream",
      description:
        "opencode-rules v0.6.4: ten condition keys plus match, rules only on the first LLM call of a turn, MCP names keep - and _.",
      models: { version: "frap129/opencode-rules v0.6.4 (744162c, 2026-04-25)", checked: "2026-11-22" },
    },
    {
      id: "seed",
      description:
        "The seed spec: only globs/keywords/tools count, rules on every LLM call, MCP names turn every non-alphanumeric into _, logs without absolute paths.",
      models: { version: "seed 003 (the plugin's openspec rule-discovery spec at 35e9cee)", checked: "2026-11-22" },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [
    { name: ENV.debug, description: "Any non-empty value: log discovery and matching (shown as info diagnostics).", onValue: "1" },
    {
      name: ENV.configDir,
      description: "Global rules come from $OPENCODE_CONFIG_DIR/rules instead of ~/.config/opencode/rules.",
      onValue: "/home/user/.opencode-config",
    },
    {
      name: ENV.xdg,
      description: "Without OPENCODE_CONFIG_DIR, global rules come from $XDG_CONFIG_HOME/opencode/rules.",
      onValue: "/home/user/.xdg",
    },
    {
      name: ENV.ci,
      description: `Rules with ci: true apply (CI wins over ${CI_PROVIDER_VARS.slice(0, 2).join(", ")} and other provider variables; "", 0, false mean off).`,
      onValue: "true",
    },
  ],
  configKeys: [],
  // A plugin in opencode's session: opencode's home places are its too (homePathsOf), with the rules
  // folder discovery.ts finds from HOME in the environment.
  host: "opencode",
  homePaths: [`$HOME/.config/opencode/rules`],
  markers: [".opencode/rules/"],
});
