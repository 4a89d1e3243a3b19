import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "gemini-cli-tiers",
    title: "Gemini CLI: global in the system prompt, project in the first message, subfolders on read",
    explanation:
      "~/.gemini/GEMINI.md lands in the system prompt; /repo/GEMINI.md and /repo/packages/GEMINI.md (cwd up to the .git root) go in the first user message.\nReading packages/api/src/index.ts attaches packages/api/GEMINI.md to that tool result; the files already loaded are not sent twice.",
    scenario: {
      version: 1,
      agent: "gemini-cli",
      cwd: "/repo/packages",
      env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
      contextPaths: ["/repo/packages/api/src/index.ts"],
      ui: { selectedFile: "/repo/packages/api/GEMINI.md" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/GEMINI.md": "# Monorepo\n- Use pnpm.\n",
        "/repo/packages/GEMINI.md": "Packages are published to npm.\n",
        "/repo/packages/api/GEMINI.md": "Every handler validates input with zod.\n",
        "/repo/packages/api/src/index.ts": "export {};\n",
        "/home/user/.gemini/GEMINI.md": "Answer in English.\n",
      },
    },
  },
  {
    id: "gemini-cli-untrusted",
    title: "Gemini CLI: an untrusted folder loads only the global file",
    explanation:
      "Folder trust is on by default and no rule in ~/.gemini/trustedFolders.json covers /work/app, so the project GEMINI.md is not loaded.\nAdd a TRUST_FOLDER rule (or set GEMINI_CLI_TRUST_WORKSPACE=true) and it appears in the first user message.",
    scenario: {
      version: 1,
      agent: "gemini-cli",
      cwd: "/work/app",
      files: {
        "/work/app/.git": { dir: true },
        "/work/app/GEMINI.md": "Run the tests with make test.\n",
        "/home/user/.gemini/GEMINI.md": "Prefer small commits.\n",
        "/home/user/.gemini/trustedFolders.json": '{ "/work/other": "TRUST_FOLDER" }\n',
      },
    },
  },
  {
    id: "gemini-cli-imports",
    title: "Gemini CLI: @imports are inlined where they stand",
    explanation:
      "GEMINI.md imports docs/style.md with @./docs/style.md; its text replaces the @ line between Imported from comments.\nThe import inside backticks is left alone, and an import that leaves the project root is refused.",
    scenario: {
      version: 1,
      agent: "gemini-cli",
      cwd: "/repo",
      env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
      ui: { selectedFile: "/repo/GEMINI.md" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/GEMINI.md": "# Rules\n@./docs/style.md\nWrite `@./not-an-import.md` literally.\n@../outside.md\n",
        "/repo/docs/style.md": "Use two-space indentation.\n",
        "/outside.md": "secret\n",
      },
    },
  },
  {
    id: "gemini-cli-legacy-bfs",
    title: "Gemini CLI (legacy): files below the cwd load at start",
    explanation:
      "The legacy loader also searched below the cwd (breadth first, up to context.discoveryMaxDirs directories) and put everything in the system prompt.\nToday the same subfolder file only arrives when a tool reads a file there.",
    scenario: {
      version: 1,
      agent: "gemini-cli",
      variant: "legacy",
      cwd: "/repo",
      env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/GEMINI.md": "Root rules.\n",
        "/repo/web/GEMINI.md": "Web rules.\n",
        "/home/user/.gemini/GEMINI.md": "Global rules.\n",
      },
    },
  },
  {
    id: "gemini-cli-extensions",
    title: "Gemini CLI: an extension's context file comes before the project files",
    explanation:
      "The extension in ~/.gemini/extensions/style names STYLE.md in gemini-extension.json (contextFileName); it lands in <extension_context>, before <project_context>, in the first user message.\nThe review extension is disabled for /work by extension-enablement.json, so its GEMINI.md is not loaded.",
    scenario: {
      version: 1,
      agent: "gemini-cli",
      cwd: "/work/app",
      env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
      ui: { selectedFile: "/home/user/.gemini/extensions/style/gemini-extension.json" },
      files: {
        "/work/app/.git": { dir: true },
        "/work/app/GEMINI.md": "Run the tests with make test.\n",
        "/home/user/.gemini/extensions/style/gemini-extension.json":
          '{ "name": "style", "version": "1.0.0", "contextFileName": "STYLE.md" }\n',
        "/home/user/.gemini/extensions/style/STYLE.md": "Follow the house style guide.\n",
        "/home/user/.gemini/extensions/review/gemini-extension.json": '{ "name": "review", "version": "0.2.0" }\n',
        "/home/user/.gemini/extensions/review/GEMINI.md": "Review every change twice.\n",
        "/home/user/.gemini/extensions/extension-enablement.json": '{ "review": { "overrides": ["!/work/*"] } }\n',
      },
    },
  },
];
