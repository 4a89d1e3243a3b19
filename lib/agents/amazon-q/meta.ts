/**
 * amazon-q: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, DEFAULT_CONTEXT_WINDOW, HOME_PATHS, NAME, RELEASES, VARIANTS } from "./facts";

const CHECKED = "2026-11-27";
const CLI_REPO = "https://github.com/aws/amazon-q-developer-cli";
const CLI_COMMIT = "15cc8f3cd18c4272925ce1c7053268eedff1ea0a";
const CLI = `${CLI_REPO}/blob/${CLI_COMMIT}/crates/chat-cli/src`;
const LSP_COMMIT = "55af91ea31dff0b0d119ab4d2d79bdb22cf3e35d";
const LSP_SERVER = `https://github.com/aws/language-servers/blob/${LSP_COMMIT}/server/aws-lsp-codewhisperer/src/language-server`;
const LSP = `${LSP_SERVER}/agenticChat`;

export const amazonQMeta = defineMeta({
  id: "amazon-q",
  name: NAME,
  homepage: "https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/context-project-rules.html",
  sources: [
    {
      label: "aws/amazon-q-developer-cli crates/chat-cli/src/cli/chat/context.rs",
      url: `${CLI}/cli/chat/context.rs`,
      commit: CLI_COMMIT,
      read: "`from_agent` (only `file://` resources are context files), `get_context_files`, `collect_context_files_with_limit`, `calc_max_context_files_size` and `process_path`: glob expansion, the sort by path, the size budget.",
    },
    {
      label: "aws/amazon-q-developer-cli crates/chat-cli/src/cli/chat/conversation.rs",
      url: `${CLI}/cli/chat/conversation.rs`,
      commit: CLI_COMMIT,
      read: "`context_messages` and the BEGIN/END constants: the one context message that carries the files.",
    },
    {
      label: "aws/amazon-q-developer-cli crates/chat-cli/src/cli/chat/util/mod.rs",
      url: `${CLI}/cli/chat/util/mod.rs`,
      commit: CLI_COMMIT,
      read: "`drop_matched_context_files`: files over the limit dropped, largest first.",
    },
    {
      label: "aws/amazon-q-developer-cli crates/chat-cli/src/cli/chat/token_counter.rs",
      url: `${CLI}/cli/chat/token_counter.rs`,
      commit: CLI_COMMIT,
      read: "`count_tokens`: UTF-8 bytes / 4, rounded to the nearest 10, the measure of the budget.",
    },
    {
      label: "aws/amazon-q-developer-cli crates/chat-cli/src/cli/chat/cli/model.rs",
      url: `${CLI}/cli/chat/cli/model.rs`,
      commit: CLI_COMMIT,
      read: "`default_context_window`: the window used when the model is unknown (200,000 tokens).",
    },
    {
      label: "aws/amazon-q-developer-cli crates/chat-cli/src/cli/agent/mod.rs",
      url: `${CLI}/cli/agent/mod.rs`,
      commit: CLI_COMMIT,
      read: "`Default for Agent`: the built-in default agent and its resources.",
    },
    {
      label: "aws/amazon-q-developer-cli crates/chat-cli/src/util/paths.rs",
      url: `${CLI}/util/paths.rs`,
      commit: CLI_COMMIT,
      read: "`DEFAULT_AGENT_RESOURCES` and `RULES_PATTERN`: the default agent's files.",
    },
    {
      label: "aws/amazon-q-developer-cli crates/chat-cli/src/cli/feed.json (release notes)",
      url: `${CLI}/cli/feed.json`,
      commit: CLI_COMMIT,
      read: "The release dates and notes behind the Versions table, 1.7.2 to 1.19.7 (the last release).",
    },
    {
      label: "aws/amazon-q-developer-cli docs/default-agent-behavior.md",
      url: `${CLI_REPO}/blob/${CLI_COMMIT}/docs/default-agent-behavior.md`,
      commit: CLI_COMMIT,
      read: "What the default agent loads when no agent is configured.",
    },
    {
      label: "aws/amazon-q-developer-cli at tag v1.13.0",
      url: `${CLI_REPO}/tree/v1.13.0`,
      commit: "v1.13.0",
      read: "The `cli-1-13` variant: `cli/agent/mod.rs` at the tag, agents replacing profiles, the default resources before AGENTS.md.",
    },
    {
      label: "aws/amazon-q-developer-cli at tags v1.7.2, v1.8.0, v1.10.1",
      url: `${CLI_REPO}/tags`,
      read: "The Versions table's older rows: `crates/q_cli/src/cli/chat/context.rs` at v1.7.2 (global context and its default paths), the sort and de-duplication at v1.8.0, the token limit with `util/mod.rs` and `conversation_state.rs` at v1.10 (absent at v1.9.1).",
    },
    {
      label: "aws/amazon-q-developer-cli commit a0e96981e (1.13.2)",
      url: `${CLI_REPO}/commit/a0e96981e`,
      commit: "a0e96981e",
      read: "The context file limit becomes 3/4 of the model's context window.",
    },
    {
      label: "aws/amazon-q-developer-cli #2812: AGENTS.md added to the default agent (1.16.0)",
      url: `${CLI_REPO}/commit/9969208da36fe02d0c5a39073adb2f3750ff767c`,
      commit: "9969208da36fe02d0c5a39073adb2f3750ff767c",
      read: "`file://AGENTS.md` joins the default agent's resources: the line between `cli-1-13` and `upstream`.",
    },
    {
      label: "aws/language-servers agenticChat/context/additionalContextProvider.ts",
      url: `${LSP}/context/additionalContextProvider.ts`,
      commit: LSP_COMMIT,
      read: "The `ide` variant: `collectWorkspaceRulesInternal` and `collectMarkdownFilesRecursively` (the rules folder walked recursively), `getContextType`, `getAdditionalContext`, `convertPinnedContextToChatMessages` (the `<pinnedContext>` turn).",
    },
    {
      label: "aws/language-servers agenticChat/context/agenticChatTriggerContext.ts",
      url: `${LSP}/context/agenticChatTriggerContext.ts`,
      commit: LSP_COMMIT,
      read: "`workspaceChunkMaxSize` (each file's text cut to 40,960 UTF-16 units) and `additionalContextMaxLength` (at most 100 context entries).",
    },
    {
      label: "aws/language-servers agenticChat/context/contextUtils.ts",
      url: `${LSP}/context/contextUtils.ts`,
      commit: LSP_COMMIT,
      read: "`promptFileExtension`: the rules walk keeps only names ending in it (case-sensitive).",
    },
    {
      label: "aws/language-servers agenticChat/agenticChatController.ts",
      url: `${LSP}/agenticChatController.ts`,
      commit: LSP_COMMIT,
      read: "`truncateRequest` and `truncatePinnedContext`: how pinned context is cut to fit a request.",
    },
    {
      label: "aws/language-servers agenticChat/tools/mcp/mcpUtils.ts",
      url: `${LSP}/tools/mcp/mcpUtils.ts`,
      commit: LSP_COMMIT,
      read: "The IDE's default agent config, whose resources the IDE falls back to (with additionalContextProvider.ts).",
    },
    {
      label: "aws/language-servers workspaceContext/util.ts",
      url: `${LSP_SERVER}/workspaceContext/util.ts`,
      commit: LSP_COMMIT,
      read: "The path shown for an IDE file: `<folder name>/<relative path>`.",
    },
    {
      label: "Amazon Q Developer docs: Creating project rules (read 2026-11-27)",
      url: "https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/context-project-rules.html",
      read: "Project rules live in `.amazonq/rules`; each can be switched on or off per chat in the Rules menu.",
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
      whole: true,
      min: 1,
      default: DEFAULT_CONTEXT_WINDOW,
      description: "The CLI drops context files that would pass 3/4 of this many tokens (Q's default when the model is unknown: 200,000).",
    },
  ],
  homePaths: HOME_PATHS,
  markers: ["AmazonQ.md", ".amazonq/rules/", ".amazonq/cli-agents/"],
});
