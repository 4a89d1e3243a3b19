/**
 * Claude Code: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import {
  CONFIG,
  DEFAULT_DATE,
  DEFAULT_INSTRUCTION_MODE,
  ENV,
  HOME_PATHS,
  INSTRUCTION_MODES,
  LEGACY_INSTRUCTION_MODES,
  PROJECT_FILE,
  VARIANT,
} from "./facts";

const SOURCE_URL = "https://github.com/BelovedYaoo/claude-code-source/blob/1e87ff61337fbc03e4c8dae295b8876db6839d16";

export const claudeCodeMeta = defineMeta({
  id: "claude-code",
  name: "Claude Code",
  homepage: "https://code.claude.com/docs/en/memory",
  sources: [
    {
      label: "BelovedYaoo/claude-code-source src/utils/claudemd.ts (the loader, reconstructed)",
      url: `${SOURCE_URL}/src/utils/claudemd.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`getMemoryFiles`, `processMemoryFile`, `processMdRules`, `parseFrontmatterPaths`, `stripHtmlComments`, `extractIncludePathsFromTokens`, `isClaudeMdExcluded`, `resolveExcludePatterns`, `getClaudeMds`, `processConditionedMdRules`, `getMemoryFilesForNestedDirectory`, and the constants `MAX_MEMORY_CHARACTER_COUNT`, `TEXT_FILE_EXTENSIONS`, `MAX_INCLUDE_DEPTH`: what is found, in which order, and how it is joined. The file was last changed in d8f43a1affeb3659531814e5f7333231287337fb; the reconstruction is of April 2026, read in 2026-11.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/context.ts (reconstructed)",
      url: `${SOURCE_URL}/src/context.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`getUserContext`: `CLAUDE_CODE_DISABLE_CLAUDE_MDS` and `--bare` turn the memory off.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/api.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/api.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`prependUserContext`: the wrapper message the user context goes in.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/attachments.ts (nested memory, reconstructed)",
      url: `${SOURCE_URL}/src/utils/attachments.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`getNestedMemoryAttachmentsForFile`, `getDirectoriesToProcess`, `memoryFilesToAttachments`, and `getAttachments` (off with `CLAUDE_CODE_DISABLE_ATTACHMENTS` or `CLAUDE_CODE_SIMPLE`): the files attached when a file below the cwd is read.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/messages.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/messages.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "How a `nested_memory` attachment is rendered, and `wrapInSystemReminder`.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/screens/REPL.tsx (reconstructed)",
      url: `${SOURCE_URL}/src/screens/REPL.tsx`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`onInit` puts the session-start memory files into `readFileState`, so they are not attached again.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/tools/FileReadTool/FileReadTool.ts (reconstructed)",
      url: `${SOURCE_URL}/src/tools/FileReadTool/FileReadTool.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "Only a Read that succeeds triggers nested memory.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/frontmatterParser.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/frontmatterParser.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`FRONTMATTER_REGEX`, the retry with quoting, `splitPathInFrontmatter` and `expandBraces`: how a rule's `paths:` is read.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/settings/managedPath.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/settings/managedPath.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "Where the managed policy folder is on each platform.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/config.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/config.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`getMemoryPath` and the rules folders.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/envUtils.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/envUtils.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`getClaudeConfigHomeDir` (`CLAUDE_CONFIG_DIR`), `isEnvTruthy` and `isBareMode`.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/settings/constants.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/settings/constants.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "The setting sources (user, project, local).",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/settings/types.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/settings/types.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "The `claudeMdExcludes` setting.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/path.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/path.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`expandPath`.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/fsOperations.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/fsOperations.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`safeResolvePath`: how links are resolved.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/permissions/filesystem.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/permissions/filesystem.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`pathInWorkingPath`.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/git.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/git.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`findGitRoot` and `findCanonicalGitRoot`.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/memdir/paths.ts (auto-memory, reconstructed)",
      url: `${SOURCE_URL}/src/memdir/paths.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "Where the auto-memory MEMORY.md of a project lives.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/memdir/memdir.ts (auto-memory, reconstructed)",
      url: `${SOURCE_URL}/src/memdir/memdir.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "How the auto-memory MEMORY.md is loaded.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/sessionStoragePortable.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/sessionStoragePortable.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`sanitizePath`: the project folder name under ~/.claude/projects.",
    },
    {
      label: "BelovedYaoo/claude-code-source src/constants/common.ts (reconstructed)",
      url: `${SOURCE_URL}/src/constants/common.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
      read: "`getLocalISODate`: the date in the currentDate line.",
    },
    {
      label: "Claude Code docs: How Claude remembers your project (AGENTS.md sections, 2026-10-01)",
      url: "https://code.claude.com/docs/en/memory",
      read: 'Where memory files live and `@` imports ("five hops"; the 2026-10-01 text says "four hops", the same limit counted from the root file); from 2026-09-18 the sections "When Claude Code reads AGENTS.md" and "Choose which instruction files load", read through quotes dated 2026-10-01.',
    },
    {
      label: "anthropics/claude-code mods/agents-md/README.md at tag v2.1.277: the instructionFiles option, its four modes and default",
      url: "https://github.com/anthropics/claude-code/blob/v2.1.277/mods/agents-md/README.md",
      read: "The option `instructionFiles`, its four modes and the default `claude-md-or-agents-md` (facts.ts `INSTRUCTION_MODES`).",
    },
    {
      label:
        "anthropics/claude-code mods/agents-md/README.md, plugin 0.1.0: placement, dedup, the Read hook (its option is still projectInstructions)",
      url: "https://github.com/anthropics/claude-code/blob/42a37c29968855b9d6099fb0d0cbc2b9fa0dd061/mods/agents-md/README.md",
      commit: "42a37c29968855b9d6099fb0d0cbc2b9fa0dd061",
      read: "Where the AGENTS.md text is placed, how duplicates are dropped and the Read hook (agents-md.ts); its option is the older `projectInstructions`, with the values `claude`, `agents-fallback`, `both`, `none`.",
    },
    {
      label: "anthropics/claude-code mods/agents-md/.claude-plugin/plugin.json (plugin 0.1.0)",
      url: "https://github.com/anthropics/claude-code/blob/42a37c29968855b9d6099fb0d0cbc2b9fa0dd061/mods/agents-md/.claude-plugin/plugin.json",
      commit: "42a37c29968855b9d6099fb0d0cbc2b9fa0dd061",
      read: "The plugin's version, 0.1.0, read beside its README.",
    },
    {
      label: "Claude Code CHANGELOG, entries 2.1.277 and 2.1.281 (as quoted)",
      url: "https://github.com/anthropics/claude-code/blob/main/CHANGELOG.md",
      read: '2.1.277: "in a project with no CLAUDE.md, Claude Code reads AGENTS.md instead"; 2.1.281: the same on Bedrock, Vertex AI, Foundry and gateways. Read as quoted in agentsmd/agents.md#244, python-pillow/Pillow#10027 and other threads, not in the file itself.',
    },
    {
      label: "agentsmd/agents.md #244 (quotes the CHANGELOG)",
      url: "https://github.com/agentsmd/agents.md/issues/244",
      read: "One of the threads that quote the 2.1.277 and 2.1.281 CHANGELOG entries.",
    },
    {
      label: "python-pillow/Pillow #10027 (quotes the CHANGELOG)",
      url: "https://github.com/python-pillow/Pillow/issues/10027",
      read: "Another thread that quotes the same CHANGELOG entries.",
    },
    {
      label: "anthropics/claude-code issue #96117",
      url: "https://github.com/anthropics/claude-code/issues/96117",
      read: "A CLAUDE.local.md switches the AGENTS.md fallback off.",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANT.upstream,
      note: "2.1.330+, reads AGENTS.md when there is no CLAUDE.md",
      description:
        "2.1.330 and later: everything stacks, subtree files attach on read, and with no CLAUDE.md in the cwd or above, AGENTS.md files are read in their place (Project instructions, 2.1.277). The memory text is a <system-reminder> of its own.",
      models: {
        version: "2.1.330 to 2.1.332 (lab: 2.1.332; 2.1.330 and 2.1.331 checked; docs of 2026-10-01; engine from the reconstructed source)",
        checked: "2026-12-01",
        since: "2.1.330",
      },
    },
    {
      id: VARIANT.beforeKeptText,
      description:
        "2.1.277 to 2.1.329: as upstream, but a file holding an HTML comment that removes nothing (an unclosed <!--) is sent rebuilt, with LF line ends.",
      models: {
        version: "2.1.277 to 2.1.329 (lab: 2.1.287; 2.1.328 and 2.1.329 checked)",
        checked: "2026-12-01",
        since: "2.1.277",
        until: "2.1.329",
      },
    },
    {
      id: VARIANT.beforeAgentsMd,
      description:
        "2.1.268 to 2.1.276: CLAUDE.md files only (an AGENTS.md is read only when a CLAUDE.md imports it), in the memory's own <system-reminder>.",
      models: {
        version: "2.1.268 to 2.1.276 (lab: frame checked at 2.1.267 and 2.1.268)",
        checked: "2026-12-01",
        since: "2.1.268",
        until: "2.1.276",
      },
    },
    {
      id: VARIANT.beforeOwnReminder,
      description: "2.1.232 to 2.1.267: as before-2.1.277, but inside the user context with # claudeMd and # currentDate.",
      models: {
        version: "2.1.232 to 2.1.267 (lab: frame checked at 2.1.240 and 2.1.259 to 2.1.267)",
        checked: "2026-12-01",
        since: "2.1.232",
        until: "2.1.267",
      },
    },
    {
      id: VARIANT.beforeRuleLinksSkipped,
      description:
        "2.1.142 to 2.1.231: as before-2.1.268, and a rules folder follows all its links, also those out of the working directory.",
      models: {
        version: "2.1.142 to 2.1.231 (lab: 2.1.197; links checked at 2.1.207 to 2.1.231 and 2.1.232)",
        checked: "2026-12-01",
        since: "2.1.142",
        until: "2.1.231",
      },
    },
    {
      id: VARIANT.beforeLinkDedupe,
      description:
        "2.1.113 to 2.1.141: as before-2.1.232, and a link met after its target is sent again (only a link met first claims its target).",
      models: {
        version: "2.1.113 to 2.1.141 (lab: checked at 2.1.113, 2.1.131, 2.1.140, 2.1.141 and 2.1.142)",
        checked: "2026-12-01",
        since: "2.1.113",
        until: "2.1.141",
      },
    },
    {
      id: VARIANT.beforeNative,
      description: "2.1.88 to 2.1.112 (the JavaScript builds): as before-2.1.142, with rules folders read in sorted order.",
      models: {
        version: "2.1.88 to 2.1.112 (reconstructed source 1e87ff6; lab: order checked at 2.1.112 and 2.1.113)",
        checked: "2026-12-01",
        since: "2.1.88",
        until: "2.1.112",
      },
    },
    {
      id: VARIANT.beforeTruthyToggle,
      description: `2.1.84 to 2.1.87: as before-2.1.113, and ${ENV.disableClaudeMds} turns the memory off with any value, 0 and false too.`,
      models: {
        version: "2.1.84 to 2.1.87 (lab: checked at 2.1.84, 2.1.86, 2.1.87 and 2.1.88)",
        checked: "2026-12-01",
        since: "2.1.84",
        until: "2.1.87",
      },
    },
    {
      id: VARIANT.beforePathsList,
      description:
        "Before 2.1.84: as before-2.1.88, and a rule whose paths: is a YAML list never attaches (only a string of globs is read).",
      models: {
        version: "up to 2.1.83 (CHANGELOG 2.1.84; anthropics/claude-code#16853; lab: 2.1.83)",
        checked: "2026-12-01",
        until: "2.1.83",
      },
    },
  ],
  defaultVariant: VARIANT.upstream,
  envToggles: [
    {
      name: ENV.disableClaudeMds,
      description: "Send no CLAUDE.md text at session start (files read later still attach nested ones).",
      onValue: "1",
    },
    { name: ENV.simple, description: "--bare: no CLAUDE.md discovery, no attachments, no auto-memory.", onValue: "1" },
    { name: ENV.disableAttachments, description: "No attachments, so nothing is attached when a file is read.", onValue: "1" },
    { name: ENV.disableAutoMemory, description: "Skip the auto-memory MEMORY.md.", onValue: "1" },
    { name: ENV.configDir, description: "Moves ~/.claude (user CLAUDE.md, rules, auto-memory).", onValue: "/home/user/.claude-alt" },
    { name: ENV.additionalDirs, description: "Load CLAUDE.md files from the --add-dir directories (config key addDir).", onValue: "1" },
  ],
  configKeys: [
    {
      key: CONFIG.currentDate,
      type: "string",
      default: DEFAULT_DATE,
      description: "Stand-in for today's date in the currentDate line (not part of a scenario).",
    },
    {
      key: CONFIG.excludes,
      type: "string[]",
      commas: true,
      default: [],
      description: "claudeMdExcludes: picomatch globs of User/Project/Local files to skip (absolute paths).",
    },
    {
      key: CONFIG.settingSources,
      type: "string[]",
      commas: true,
      default: ["user", "project", "local"],
      description: "--setting-sources: which of user, project, local memory is read.",
    },
    {
      key: CONFIG.externalApproved,
      type: "boolean",
      default: false,
      description: "Project config: @imports outside the cwd were approved (User files never need it).",
    },
    {
      key: CONFIG.autoMemoryEnabled,
      type: "boolean",
      default: true,
      description: "autoMemoryEnabled setting: load ~/.claude/projects/<project>/memory/MEMORY.md.",
    },
    {
      key: CONFIG.addDir,
      type: "string[]",
      commas: true,
      default: [],
      description: `--add-dir directories (relative to the cwd): file access only, unless ${ENV.additionalDirs}=1 loads their CLAUDE.md files.`,
    },
    {
      key: CONFIG.instructionFiles,
      type: "string",
      oneOf: INSTRUCTION_MODES,
      default: DEFAULT_INSTRUCTION_MODE,
      description: `Project instructions (2.1.277+): ${INSTRUCTION_MODES.join(", ")}. The default reads AGENTS.md only when no CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md is in the cwd or above.`,
    },
    {
      key: CONFIG.projectInstructions,
      type: "string",
      oneOf: Object.keys(LEGACY_INSTRUCTION_MODES),
      // No default: left out, the key defers to instructionFiles. A value it does not know (even "") reads
      // as claude (claude-md), not as leaving it out (the lab, 2.1.332, seed 143).
      invalidAs: "claude",
      description: "The option's older key (claude, agents-fallback, both, none), honoured while instructionFiles is at its default.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: ["CLAUDE.md", "CLAUDE.local.md", ".claude/CLAUDE.md", ".claude/rules/"],
  // Settings, hooks, skills, commands: Claude Code's own folder, though none of it is memory.
  configMarkers: [".claude/"],
  folderImport: { file: PROJECT_FILE, prefix: "@" },
  // loader.ts withoutComments: every file it loads, CLAUDE.md and AGENTS.md alike.
  dropsHtmlComments: true,
});
