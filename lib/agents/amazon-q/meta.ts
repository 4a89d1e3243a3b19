/**
 * amazon-q: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, DEFAULT_CONTEXT_WINDOW, HOME_PATHS, NAME, RELEASES, VARIANTS } from "./facts";

const CHECKED = "2026-11-27";
const CLI = "https://github.com/aws/amazon-q-developer-cli/blob/15cc8f3cd18c4272925ce1c7053268eedff1ea0a/crates/chat-cli/src";
const LSP =
  "https://github.com/aws/language-servers/blob/55af91ea31dff0b0d119ab4d2d79bdb22cf3e35d/server/aws-lsp-codewhisperer/src/language-server/agenticChat";

export const amazonQMeta = defineMeta({
  id: "amazon-q",
  name: NAME,
  homepage: "https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/context-project-rules.html",
  sources: [
    {
      label: "aws/amazon-q-developer-cli cli/chat/context.rs (glob expansion, sort, budget)",
      url: `${CLI}/cli/chat/context.rs`,
      commit: "15cc8f3",
    },
    {
      label: "aws/amazon-q-developer-cli cli/chat/conversation.rs (context message)",
      url: `${CLI}/cli/chat/conversation.rs`,
      commit: "15cc8f3",
    },
    {
      label: "aws/amazon-q-developer-cli cli/chat/util/mod.rs (dropping files over the limit)",
      url: `${CLI}/cli/chat/util/mod.rs`,
      commit: "15cc8f3",
    },
    { label: "aws/amazon-q-developer-cli cli/chat/token_counter.rs", url: `${CLI}/cli/chat/token_counter.rs`, commit: "15cc8f3" },
    { label: "aws/amazon-q-developer-cli util/paths.rs (default agent resources)", url: `${CLI}/util/paths.rs`, commit: "15cc8f3" },
    { label: "aws/amazon-q-developer-cli cli/feed.json (release notes)", url: `${CLI}/cli/feed.json`, commit: "15cc8f3" },
    {
      label: "aws/amazon-q-developer-cli #2812: AGENTS.md added to the default agent (1.16.0)",
      url: "https://github.com/aws/amazon-q-developer-cli/commit/9969208da36fe02d0c5a39073adb2f3750ff767c",
      commit: "9969208",
    },
    {
      label: "aws/language-servers agenticChat/context/additionalContextProvider.ts (IDE rules, pinned context)",
      url: `${LSP}/context/additionalContextProvider.ts`,
      commit: "55af91e",
    },
    {
      label: "aws/language-servers agenticChat/context/agenticChatTriggerContext.ts (IDE limits)",
      url: `${LSP}/context/agenticChatTriggerContext.ts`,
      commit: "55af91e",
    },
    {
      label: "Amazon Q Developer docs: Creating project rules (read 2026-11-27)",
      url: "https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/context-project-rules.html",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "CLI 1.16+",
      description:
        "The Q Developer CLI's default agent: AmazonQ.md, AGENTS.md, README.md and .amazonq/rules/**/*.md, sorted by path, largest first in one context message.",
      models: {
        version: `Amazon Q Developer CLI ${RELEASES.agentsMd}–${RELEASES.latest} (commit 15cc8f3)`,
        checked: CHECKED,
        since: RELEASES.agentsMd,
      },
    },
    {
      id: VARIANTS.cli113,
      description: "The CLI's default agent before AGENTS.md was added: AmazonQ.md, README.md and .amazonq/rules/**/*.md.",
      models: {
        version: `Amazon Q Developer CLI ${RELEASES.agents}–${RELEASES.beforeAgentsMd} (tag v1.13.0)`,
        checked: CHECKED,
        since: RELEASES.agents,
        until: RELEASES.beforeAgentsMd,
      },
    },
    {
      id: VARIANTS.ide,
      description:
        "The IDE plugins (aws/language-servers): AmazonQ.md, README.md, then .amazonq/rules/**/*.md walked recursively, pinned as <pinnedContext>, each file cut to 40,960 characters.",
      models: { version: "aws/language-servers 55af91e (2026-08-20)", checked: CHECKED },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [],
  configKeys: [
    {
      key: CONFIG.resources,
      label: "Agent resources",
      type: "string[]",
      default: [],
      description:
        "The active agent's \"resources\" (a custom agent, or the IDE's ~/.aws/amazonq/agents/default.json): file:// paths or globs, relative to the working directory or ~/...; empty: the built-in default agent's.",
    },
    {
      key: CONFIG.contextWindow,
      label: "Model context window (tokens)",
      type: "number",
      default: DEFAULT_CONTEXT_WINDOW,
      description: "The CLI drops context files that would pass 3/4 of this many tokens (Q's default when the model is unknown: 200,000).",
    },
  ],
  homePaths: HOME_PATHS,
  markers: ["AmazonQ.md", ".amazonq/rules/", ".amazonq/cli-agents/"],
});
