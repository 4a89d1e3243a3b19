/**
 * Gemini CLI: GEMINI.md context files (context.fileName) from ~/.gemini, from the workspace up to its
 * boundary marker, and just in time near files a tool touches; `@path` imports; folder trust.
 *
 * Sources (google-gemini/gemini-cli, read 2026-08 at 5411f113cafae26161b4969b0237b8e1e024e2c2):
 * - packages/core/src/utils/memoryDiscovery.ts (current; last changed 7504259d720d1d909f67aed43ece64a72c51936e)
 * - packages/core/src/context/memoryContextManager.ts, packages/core/src/config/config.ts
 *   (getSystemInstructionMemory, getSessionMemory), packages/core/src/utils/environmentContext.ts
 * - packages/core/src/tools/jit-context.ts, packages/core/src/utils/memoryImportProcessor.ts
 * - packages/core/src/prompts/snippets.ts and snippets.legacy.ts (renderUserMemory),
 *   packages/core/src/prompts/promptProvider.ts (renderFinalShell, the \n{3,} collapse)
 * - packages/core/src/tools/memoryTool.ts (setGeminiMdFilename appends since #26950)
 * - packages/core/src/utils/trust.ts, packages/cli/src/config/trustedFolders.ts, cli config.ts
 * - packages/core/src/config/storage.ts, projectRegistry.ts, utils/workspaceContext.ts, utils/paths.ts
 * - packages/cli/src/config/settingsSchema.ts (context.*, security.folderTrust.enabled)
 * - legacy variant: memoryDiscovery.ts, bfsFileSearch.ts, cli config.ts, memoryTool.ts at
 *   ffb28c772b50cecbf9c6f75cc2780b3410691e35 (parent of 6edfba481f, which made JIT the default)
 * - extension context files: packages/cli/src/config/extension-manager.ts (_buildExtension,
 *   getContextFileNames), packages/cli/src/config/extensions/extensionEnablement.ts, storage.ts,
 *   memoryDiscovery.ts getExtensionMemoryPaths (read 2026-11-26 at 5411f113 and ffb28c77)
 * MCP server instructions are not modelled.
 */
import { Composer } from "../../core/compose";
import { SETTING } from "./facts";
import { nameThatStops, readSettings, setting } from "./settings";
import { decideTrust } from "./trust";
import { defineProfile, type ContextOf } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { geminiCliMeta } from "./meta";

type Ctx = ContextOf<typeof geminiCliMeta>;

function resolve(ctx: Ctx, b: Behaviour) {
  const stop = b.stopsOnNameLoop ? nameThatStops(ctx, setting(ctx.input.config, SETTING.fileName)) : null;
  if (stop) {
    ctx.diag({
      level: "error",
      code: "agent-start-error",
      path: stop.path,
      message: `Gemini CLI stops on start: it resolves the context file name ${stop.name} from the working directory, and ${stop.path} is a symlink loop (ELOOP). No instructions are sent.`,
    });
    return { prompt: new Composer(), blocks: [] };
  }
  const s = readSettings(ctx, b.keepsDefaultFileName);
  const trust = decideTrust(ctx, s);
  ctx.decide(`context file names: ${s.names.join(", ")}; workspace ${trust.trusted ? "trusted" : "untrusted"}: ${trust.why}`);
  return b.load(ctx, s, trust);
}

export const geminiCli = defineProfile(geminiCliMeta, BEHAVIOURS, resolve);
