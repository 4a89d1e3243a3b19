/**
 * Amazon Q Developer (open source). The CLI's default agent reads its `file://` resources: AmazonQ.md,
 * AGENTS.md (since 1.16.0) and README.md at the working directory and `.amazonq/rules/**` + `/*.md`;
 * the files are sorted by path, files over 3/4 of the context window are dropped largest first, and
 * the rest are sent largest first in one context message between Q's BEGIN/END lines. The IDE
 * plugins pin AmazonQ.md, README.md and the rules folder's Markdown files (walked recursively) as a
 * `<pinnedContext>` turn, each file cut to 40,960 characters. Text fidelity: exact (both are open).
 *
 * Sources (read 2026-11-27; every detail decided: README.md):
 * - aws/amazon-q-developer-cli at 15cc8f3cd18c4272925ce1c7053268eedff1ea0a: crates/chat-cli/src/cli/
 *   chat/context.rs, conversation.rs, util/mod.rs, token_counter.rs, cli/model.rs, cli/agent/mod.rs,
 *   util/paths.rs, cli/feed.json; tag v1.13.0 for the variant before AGENTS.md
 * - aws/language-servers at 55af91ea31dff0b0d119ab4d2d79bdb22cf3e35d: server/aws-lsp-codewhisperer/src/
 *   language-server/agenticChat/context/additionalContextProvider.ts, agenticChatTriggerContext.ts,
 *   contextUtils.ts, agenticChatController.ts, tools/mcp/mcpUtils.ts, workspaceContext/util.ts
 */
import { defineProfile, type ProfileContext } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { amazonQMeta } from "./meta";

function resolve(ctx: ProfileContext, b: Behaviour) {
  return b.compose(ctx, b.resources);
}

export const amazonQ = defineProfile(amazonQMeta, BEHAVIOURS, resolve);
