/**
 * Gemini CLI: GEMINI.md context files (context.fileName) from ~/.gemini, from the workspace up to its
 * boundary marker, and just in time near files a tool touches; `@path` imports; folder trust.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 * MCP server instructions are not modelled.
 */
import { Composer } from "../../core/compose";
import { join } from "../../core/paths";
import { GEMINI_DIR, SETTING, SETTINGS_FILE } from "./facts";
import { setting } from "../shared";
import { folderTrustOf, geminiHome, nameThatStops, readSessionSettings, readSettings, type SessionSettings } from "./settings";
import { mergeLayer, nestConfig, readSettingsFiles, type SettingsObject } from "./settings-files";
import { decideTrust, type Trust } from "./trust";
import { defineProfile, type ContextOf } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { geminiCliMeta } from "./meta";

type Ctx = ContextOf<typeof geminiCliMeta>;

const CONCAT_KEYS: ReadonlySet<string> = new Set([SETTING.includeDirectories]);
const FILE_IGNORED_KEYS: ReadonlySet<string> = new Set([SETTING.adminExtensions.split(".")[0]]);

/**
 * settings.ts _doLoadSettings, then loadCliConfig: trust is first decided from the user settings
 * (the workspace file cannot trust itself); a trusted folder's workspace file is merged over the user
 * one, the scenario's config over both; loadCliConfig checks trust again with the merged settings,
 * which differs only when the workspace file changes security.folderTrust.enabled.
 */
function settingsAndTrust(ctx: Ctx, session: SessionSettings): { config: SettingsObject; trust: Trust } {
  const home = geminiHome(ctx);
  const geminiDir = join(home, GEMINI_DIR);
  const files = readSettingsFiles(ctx, {
    agent: "Gemini CLI",
    userFile: join(geminiDir, SETTINGS_FILE),
    workspaceDirName: GEMINI_DIR,
    home,
    concatKeys: CONCAT_KEYS,
    ignoredKeys: FILE_IGNORED_KEYS,
  });
  const scenario = nestConfig(ctx.input.config);
  const userView = mergeLayer(mergeLayer({}, files.user, CONCAT_KEYS), scenario, new Set());
  const { trustedFolder } = session;
  const first = decideTrust(ctx, { folderTrustEnabled: folderTrustOf(userView), geminiDir, trustedFolder });
  if (files.workspaceFound && !first.trusted) {
    ctx.decide(`untrusted workspace (${first.why}): ${files.workspacePath} is not applied`, files.workspacePath ?? undefined);
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      path: files.workspacePath ?? undefined,
      message: `The folder is untrusted, so Gemini CLI ignores its workspace settings ${files.workspacePath}.`,
    });
  }
  const merged = mergeLayer({}, files.user, CONCAT_KEYS);
  if (first.trusted) mergeLayer(merged, files.workspace, CONCAT_KEYS);
  const config = mergeLayer(merged, scenario, new Set());
  const again = folderTrustOf(config);
  if (!first.trusted || again === folderTrustOf(userView)) return { config, trust: first };
  ctx.decide(`the workspace settings turn ${SETTING.folderTrust} ${again ? "on" : "off"}: trust is checked again`);
  return { config, trust: decideTrust(ctx, { folderTrustEnabled: again, geminiDir, trustedFolder }) };
}

function resolve(ctx: Ctx, b: Behaviour) {
  const session = readSessionSettings(ctx);
  const { config, trust } = settingsAndTrust(ctx, session);
  const stop = b.stopsOnNameLoop ? nameThatStops(ctx, setting(config, SETTING.fileName)) : null;
  if (stop) {
    ctx.diag({
      level: "error",
      code: "agent-start-error",
      path: stop.path,
      message: `Gemini CLI stops on start: it resolves the context file name ${stop.name} from the working directory, and ${stop.path} is a symlink loop (ELOOP). No instructions are sent.`,
    });
    return { prompt: new Composer(), blocks: [] };
  }
  const s = readSettings(ctx, b.keepsDefaultFileName, config, session);
  ctx.decide(`context file names: ${s.names.join(", ")}; workspace ${trust.trusted ? "trusted" : "untrusted"}: ${trust.why}`);
  return b.load(ctx, s, trust);
}

export const geminiCli = defineProfile(geminiCliMeta, BEHAVIOURS, resolve);
