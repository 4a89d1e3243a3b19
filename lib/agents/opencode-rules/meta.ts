/**
 * opencode-rules: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { CI_PROVIDER_VARS, ENV } from "./facts";

/** The plugin as read: tag v0.6.4. */
const COMMIT = "744162ca7621a4ea6689ec2d144b9dd4c2fd1f29";
const src = (path: string) => `https://github.com/frap129/opencode-rules/blob/${COMMIT}/${path}`;

export const opencodeRulesMeta = defineMeta({
  id: "opencode-rules",
  name: "opencode-rules",
  homepage: "https://github.com/frap129/opencode-rules",
  sources: [
    {
      label: "frap129/opencode-rules src/rule-discovery.ts",
      url: src("src/rule-discovery.ts"),
      commit: COMMIT,
      read: "The global and project rules folders, the recursive scan, which dot-names are skipped, `.md`/`.mdc` only, and the debug and warning messages.",
    },
    {
      label: "frap129/opencode-rules src/rule-metadata.ts",
      url: src("src/rule-metadata.ts"),
      commit: COMMIT,
      read: "How the frontmatter is split from the body and which keys it reads.",
    },
    {
      label: "frap129/opencode-rules src/rule-filter.ts",
      url: src("src/rule-filter.ts"),
      commit: COMMIT,
      read: "The matching (the check order of the keys, `match: any/all`, `minimatch` with `matchBase`, the keyword regex) and the text built from the rules that apply.",
    },
    {
      label: "frap129/opencode-rules src/runtime.ts, runtime-chat.ts, runtime-context.ts",
      url: src("src/runtime.ts"),
      commit: COMMIT,
      read: "The injection through `experimental.chat.system.transform`, the `rulesInjected` state (rules only on the first LLM call of a turn), the CI detection (`detectCiEnvironment`) and the slash command taken from the prompt.",
    },
    {
      label: "frap129/opencode-rules src/mcp-tools.ts",
      url: src("src/mcp-tools.ts"),
      commit: COMMIT,
      read: "The `mcp_<sanitized>` ids of MCP clients whose status is exactly `connected`, for the `tools` condition.",
    },
    {
      label: "frap129/opencode-rules src/project-fingerprint.ts",
      url: src("src/project-fingerprint.ts"),
      commit: COMMIT,
      read: "`SIMPLE_MARKERS` and the `manifest.json` check: the project tags of the `project` condition, in upstream's order.",
    },
    {
      label: "frap129/opencode-rules src/git-branch.ts",
      url: src("src/git-branch.ts"),
      commit: COMMIT,
      read: "The branch of the `branch` condition; a detached `HEAD` means no branch.",
    },
    {
      label: "frap129/opencode-rules src/message-context.ts",
      url: src("src/message-context.ts"),
      commit: COMMIT,
      read: "The context paths and the prompt that the globs and keywords are matched against (`normalizeContextPath` makes every absolute path relative).",
    },
    {
      label: "frap129/opencode-rules src/debug.ts",
      url: src("src/debug.ts"),
      commit: COMMIT,
      read: "`OPENCODE_RULES_DEBUG`: any non-empty value turns the logging on.",
    },
    {
      label: "frap129/opencode-rules src/session-store.ts, src/index.ts",
      url: src("src/index.ts"),
      commit: COMMIT,
      read: "Beside runtime.ts: the `SessionState` kept per session (context paths, the last user prompt, `rulesInjected`), and the plugin's entry point.",
    },
    {
      label: "frap129/opencode-rules src/index.runtime.test.ts",
      url: src("src/index.runtime.test.ts"),
      commit: COMMIT,
      read: "The runtime tests; the glob test uses `src/components/**/*.tsx`.",
    },
    {
      label: "frap129/opencode-rules package.json (tag v0.6.4, 2026-04-25)",
      url: src("package.json"),
      commit: COMMIT,
      read: "The dependency ranges: minimatch ^9.0.5, yaml ^2.8.2.",
    },
    {
      label: "npm yaml 2.9.1, as installed here",
      url: "https://www.npmjs.com/package/yaml/v/2.9.1",
      commit: "2.9.1",
      read: "`parse` in `dist/public-api.js`: warnings go to `process.emitWarning` unless `logLevel` is `error` or `silent`, the first error is thrown, an unresolved alias throws a `ReferenceError` from `toJS`; a browser build without Node built-ins.",
    },
    {
      label: "npm minimatch 9.0.9, as installed here",
      url: "https://www.npmjs.com/package/minimatch/v/9.0.9",
      commit: "9.0.9",
      read: "The default platform is `process.platform`, or `posix` where there is no `process`; a browser build without Node built-ins.",
    },
    {
      label: "anomalyco/opencode packages/opencode/src/session/llm.ts",
      url: "https://github.com/anomalyco/opencode/blob/00badcb8633987880f4011daab441df5c3020b73/packages/opencode/src/session/llm.ts",
      commit: "00badcb8633987880f4011daab441df5c3020b73",
      read: 'The system header (`system[0]`, the joined prompt, env and instructions), the `experimental.chat.system.transform` call, so the plugin\'s push makes a second system message; the re-join past two elements and the OAuth `instructions` (`system.join("\\n")`).',
    },
    {
      label: "frap129/opencode-rules openspec/specs/rule-discovery/spec.md (seed 003)",
      url: "https://github.com/frap129/opencode-rules/blob/35e9cee/openspec/specs/rule-discovery/spec.md",
      commit: "35e9cee",
      read: "The `seed` variant: the rule-discovery spec as the plugin's repository holds it at this commit, the same text as seed 003 (checked with diff).",
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
