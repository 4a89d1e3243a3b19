/**
 * How the lab runs the real Cline CLI (docs/lab.md): `cline --json "<prompt>"` against the lab's
 * recorder as an OpenAI-compatible provider. The provider settings live in a file outside home
 * (CLINE_PROVIDER_SETTINGS_PATH), so they hold wherever CLINE_DIR moves ~/.cline; the local session
 * backend keeps the run from starting Cline's background hub daemon. The rules are the `# Rules`
 * section that ends the system message of the chat request.
 */
import type { LabDriver } from "../lab-driver";
import { ENV, SDK } from "./facts";

const PROVIDER_SETTINGS_ENV = "CLINE_PROVIDER_SETTINGS_PATH";
/** What Cline keeps in its folder (~/.cline, or CLINE_DIR): session records, databases, logs, caches. */
const WRITTEN = ["data", "tasks", "cron"];

export const clineLab: LabDriver = {
  package: "cline",
  bin: "cline",
  // Checked with `npm view cline@3.0.65 optionalDependencies scripts`: the postinstall only links the binary.
  ships:
    "a Bun-compiled binary in an optional platform package (@cline/cli-linux-x64), found by bin/cline; the postinstall script links it, downloading nothing",
  pinned: "3.0.65",
  verified: ["3.0.65"],
  versionCommand: { args: ["--version"], prefix: "" },
  // One word would be taken for a subcommand.
  args: ["--json", "say hi"],
  env: {
    HOME: "{home}",
    CLINE_SESSION_BACKEND_MODE: "local",
    [PROVIDER_SETTINGS_ENV]: "{home}/.cline-lab/providers.json",
  },
  dirs: [],
  configFiles: [
    {
      path: `{env:${PROVIDER_SETTINGS_ENV}}`,
      format: "json",
      fixed: {
        version: 1,
        lastUsedProvider: "openai-compatible",
        modes: {},
        // Without updatedAt and tokenSource, 3.0.65 drops the entry and falls back to its own hosted provider.
        providers: {
          "openai-compatible": {
            settings: { provider: "openai-compatible", apiKey: "lab", model: "lab-model", baseUrl: "{recorder}/v1" },
            updatedAt: "2026-01-01T00:00:00.000Z",
            tokenSource: "manual",
          },
        },
      },
    },
  ],
  instructions: {
    from: { request: "openai-chat" },
    path: ["messages", "*", { where: { role: "system" } }, "content"],
    startsWith: "You are Cline",
    // The base prompt of 3.0.65 has no "# Rules" line: the first one starts the section, which ends the message.
    cut: { at: [SDK.heading] },
  },
  writesIntoHome: ["{home}/.cline", `{env:${ENV.clineDir}}`].flatMap((dir) => WRITTEN.map((name) => `${dir}/${name}`)),
  recorder: { wire: "openai-chat" },
  timeoutMs: 60_000,
  trees: {
    // Cline 4 reads its places in the working directory only: the same names above it must not count.
    folderNames: [SDK.agentsFile, SDK.workspaceDirs[0]],
    rootMarkers: [".git"],
    global: { dir: ".cline", envVar: ENV.clineDir, names: [] },
    ruleFolders: {
      dirs: SDK.workspaceDirs,
      globalDirs: [SDK.clineDirRules],
      homeDirs: [SDK.documentsRules],
      homeFiles: [SDK.globalAgentsFile],
      exts: SDK.ruleExtensions,
      listed: true,
      frontmatter: [
        { key: "name", values: ["a", "B", "Zeta", "shared", "Workspace AGENTS.md", "  padded  ", '""', "[1]", "ünï"] },
        { key: "disabled", values: ["true", "false", "yes"] },
        { key: "enabled", values: ["false", "true"] },
        { key: "paths", values: ['["src/**"]'] },
      ],
    },
  },
};
