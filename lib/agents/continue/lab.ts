/**
 * How the lab runs the real Continue CLI (docs/lab.md): `cn --config <file> -p "<prompt>"` with one
 * `openai` model whose apiBase is the lab's recorder. The config is written as JSON, which YAML reads
 * as it is, outside the global folder (cn reads the config it is given, not ~/.continue/config.yaml).
 * The rules are the userRules element that ends the system message (the profile's `cli` variant).
 */
import type { LabDriver } from "../lab-driver";
import { CLI, ENV_GLOBAL_DIR, GLOBAL_DIR, WORKSPACE_DIR } from "./facts";

const CONFIG = "{home}/.cn-lab/config.yaml";
/** What cn writes into its global folder on each run: session records, logs, an index folder, permissions. */
const WRITTEN = ["sessions", "logs", "index", "permissions.yaml"];

export const continueLab: LabDriver = {
  package: "@continuedev/cli",
  bin: "cn",
  // Checked with `npm view @continuedev/cli@1.5.47 scripts optionalDependencies`: no install script; sharp's optional binaries come as npm packages.
  ships: "one bundled JavaScript file (dist/index.js), no native binary and no install script",
  pinned: CLI.version,
  verified: [CLI.version],
  versionCommand: { args: ["--version"], prefix: "" },
  args: ["--config", CONFIG, "-p", "say hi"],
  env: { HOME: "{home}" },
  dirs: [],
  configFiles: [
    {
      path: CONFIG,
      format: "json",
      fixed: {
        name: "lab",
        version: "1.0.0",
        schema: "v1",
        models: [{ name: "lab", provider: "openai", model: "lab-model", apiKey: "lab", apiBase: "{recorder}/v1", roles: ["chat"] }],
      },
    },
  ],
  instructions: {
    from: { request: "openai-chat" },
    path: ["messages", "*", { where: { role: "system" } }, "content"],
    startsWith: "You are an agent in the Continue CLI",
    // The base message of 1.5.47 has no such element: the first one is the rules, and it ends the message.
    cut: { at: [CLI.open] },
  },
  writesIntoHome: [`{home}/${GLOBAL_DIR}`, `{env:${ENV_GLOBAL_DIR}}`].flatMap((dir) => WRITTEN.map((name) => `${dir}/${name}`)),
  recorder: { wire: "openai-chat" },
  timeoutMs: 60_000,
  trees: {
    // Read in the working directory only: the same names above it must not count.
    folderNames: CLI.agentFiles,
    rootMarkers: [".git"],
    global: { dir: GLOBAL_DIR, envVar: ENV_GLOBAL_DIR, names: [] },
    ruleFolders: {
      dirs: [`${WORKSPACE_DIR}/${CLI.rulesDir}`],
      globalDirs: [CLI.rulesDir],
      exts: [CLI.ruleExt],
      nested: true,
      frontmatter: [
        { key: "alwaysApply", values: ["true", "false", "yes"] },
        { key: "globs", values: ["src/**", '""', "[]"] },
        { key: "regex", values: ["x"] },
        { key: "invokable", values: ["true", "false"] },
        { key: "name", values: ["a"] },
        { key: "description", values: ["[unclosed"] },
      ],
    },
  },
};
