/**
 * How the lab runs the real Claude Code (docs/lab.md). `claude -p hi` sends one request to the model,
 * here the lab's recorder (Anthropic messages format); the memory text is the part of the first user
 * message that opens with one of the wrappers below: the `As you answer…` user context up to 2.1.267,
 * its own `<system-reminder>` from 2.1.268 on.
 */
import type { LabDriver } from "../lab-driver";
import {
  AGENTS_FILE,
  CONFIG,
  CONTEXT_OPEN,
  DOT_CLAUDE_AGENTS_FILE,
  DOT_CLAUDE_FILE,
  ENV,
  INSTRUCTION_MODES,
  LEGACY_INSTRUCTION_MODES,
  LOCAL_FILE,
  MEMORY_INSTRUCTION_PROMPT,
  PROJECT_FILE,
  REMINDER_OPEN,
  RULES_DIR,
  USER_RULES_DIR,
} from "./facts";

const HOME = "{home}";
const CONFIG_DIR = `{env:${ENV.configDir}}`;
/** What Claude Code keeps in its config folder on its own. */
const STATE = [".claude.json", "backups", "projects", "sessions", "plugins", "statsig", "todos", "shell-snapshots"];
/** The built-in plugin's id in settings. */
const AGENTS_MD_PLUGIN = "agents-md@builtin";

export const claudeCodeLab: LabDriver = {
  package: "@anthropic-ai/claude-code",
  bin: "claude",
  // Checked with `npm view @anthropic-ai/claude-code@<v> bin scripts optionalDependencies`.
  ships:
    "up to 2.1.112 a JavaScript bundle (cli.js) that node runs; from 2.1.113 the native binary in an optional platform package (@anthropic-ai/claude-code-linux-x64), which the postinstall script (install.cjs) copies over bin/claude.exe from node_modules: nothing is downloaded",
  pinned: "2.1.332",
  verified: ["2.1.83", "2.1.197", "2.1.287", "2.1.332"],
  versionCommand: { args: ["--version"], prefix: "", suffix: " (Claude Code)" },
  // Any model name: the recorder answers every one. Claude Code warns on stderr that it does not know it.
  args: ["-p", "hi", "--model", "lab-model"],
  env: {
    HOME,
    ANTHROPIC_BASE_URL: "{recorder}",
    ANTHROPIC_API_KEY: "lab-key",
    DISABLE_TELEMETRY: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  },
  dirs: [],
  // The settings a scenario may give (the generator gives none): the user's settings file.
  configFiles: [
    {
      // Where the user's settings are: CLAUDE_CONFIG_DIR moves them with the rest of ~/.claude.
      path: `${CONFIG_DIR}/settings.json`,
      orPath: `${HOME}/.claude/settings.json`,
      format: "json",
      scenarioKeys: [CONFIG.instructionFiles, CONFIG.projectInstructions, CONFIG.excludes, CONFIG.autoMemoryEnabled],
      // Project instructions is an option of the built-in agents-md plugin (found by the lab on 2.1.332).
      at: {
        [CONFIG.instructionFiles]: ["pluginConfigs", AGENTS_MD_PLUGIN, "options", CONFIG.instructionFiles],
        [CONFIG.projectInstructions]: ["pluginConfigs", AGENTS_MD_PLUGIN, "options", CONFIG.projectInstructions],
      },
    },
  ],
  instructions: {
    from: { request: "anthropic-messages" },
    path: ["messages", 0, "content", "*", "text"],
    // The user context up to 2.1.267 (with or without memory text); from 2.1.268 the memory's own reminder
    // (the user context then holds # gitStatus, never the memory).
    startsWith: [`${CONTEXT_OPEN}# claudeMd\n`, `${CONTEXT_OPEN}# currentDate\n`, `${REMINDER_OPEN}${MEMORY_INSTRUCTION_PROMPT}`],
    datesAfter: ["Today's date is "],
  },
  // Seen after runs of 2.1.83 to 2.1.332: its state file and its backups, the session log and an empty
  // auto-memory folder under projects/, plugin and session records; 2.1.83 also npm's cache.
  writesIntoHome: [
    `${HOME}/.claude.json`,
    `${HOME}/.npm`,
    ...[`${HOME}/.claude`, CONFIG_DIR].flatMap((d) => STATE.map((s) => `${d}/${s}`)),
  ],
  recorder: { wire: "anthropic-messages" },
  timeoutMs: 60_000,
  trees: {
    folderNames: [PROJECT_FILE, DOT_CLAUDE_FILE, LOCAL_FILE],
    fallbackNames: [AGENTS_FILE, DOT_CLAUDE_AGENTS_FILE],
    // The git root names the auto-memory folder; Claude Code walks every folder from / whatever the markers.
    rootMarkers: [".git"],
    global: { dir: ".claude", envVar: ENV.configDir, names: [PROJECT_FILE] },
    rules: { dir: RULES_DIR, globalDir: USER_RULES_DIR, ext: ".md" },
    siblingLinks: true,
    importPrefix: "@",
    frontmatterKey: "paths",
    settings: [
      { key: CONFIG.instructionFiles, values: INSTRUCTION_MODES },
      { key: CONFIG.projectInstructions, values: [...Object.keys(LEGACY_INSTRUCTION_MODES), "unknown"] },
      { key: CONFIG.excludes, values: [["**/CLAUDE.local.md"], ["**/.claude/rules/**"], ["**/AGENTS.md", "**/b/CLAUDE.md"]] },
    ],
    variables: [{ name: ENV.disableClaudeMds, values: ["1", "true", "0"] }],
  },
};
