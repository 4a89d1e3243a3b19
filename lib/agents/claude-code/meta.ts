/**
 * Claude Code: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, DEFAULT_DATE, DEFAULT_INSTRUCTION_MODE, ENV, HOME_PATHS, INSTRUCTION_MODES, PROJECT_FILE, VARIANT } from "./facts";

const SOURCE_URL = "https://github.com/BelovedYaoo/claude-code-source/blob/1e87ff61337fbc03e4c8dae295b8876db6839d16";

export const claudeCodeMeta = defineMeta({
  id: "claude-code",
  name: "Claude Code",
  homepage: "https://code.claude.com/docs/en/memory",
  sources: [
    {
      label: "BelovedYaoo/claude-code-source src/utils/claudemd.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/claudemd.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/api.ts prependUserContext (reconstructed)",
      url: `${SOURCE_URL}/src/utils/api.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/attachments.ts nested memory (reconstructed)",
      url: `${SOURCE_URL}/src/utils/attachments.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
    },
    {
      label: "BelovedYaoo/claude-code-source src/utils/frontmatterParser.ts (reconstructed)",
      url: `${SOURCE_URL}/src/utils/frontmatterParser.ts`,
      commit: "1e87ff61337fbc03e4c8dae295b8876db6839d16",
    },
    {
      label: "Claude Code docs: How Claude remembers your project (AGENTS.md sections, 2026-10-01)",
      url: "https://code.claude.com/docs/en/memory",
    },
    {
      label: "anthropics/claude-code mods/agents-md/README.md at tag v2.1.277: the instructionFiles option, its four modes and default",
      url: "https://github.com/anthropics/claude-code/blob/v2.1.277/mods/agents-md/README.md",
    },
    {
      label:
        "anthropics/claude-code mods/agents-md/README.md, plugin 0.1.0: placement, dedup, the Read hook (its option is still projectInstructions)",
      url: "https://github.com/anthropics/claude-code/blob/42a37c29968855b9d6099fb0d0cbc2b9fa0dd061/mods/agents-md/README.md",
      commit: "42a37c29968855b9d6099fb0d0cbc2b9fa0dd061",
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
      default: [],
      description: "claudeMdExcludes: picomatch globs of User/Project/Local files to skip (absolute paths).",
    },
    {
      key: CONFIG.settingSources,
      type: "string[]",
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
      default: [],
      description: `--add-dir directories (relative to the cwd): file access only, unless ${ENV.additionalDirs}=1 loads their CLAUDE.md files.`,
    },
    {
      key: CONFIG.instructionFiles,
      type: "string",
      default: DEFAULT_INSTRUCTION_MODE,
      description: `Project instructions (2.1.277+): ${INSTRUCTION_MODES.join(", ")}. The default reads AGENTS.md only when no CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md is in the cwd or above.`,
    },
    {
      key: CONFIG.projectInstructions,
      type: "string",
      default: "",
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
