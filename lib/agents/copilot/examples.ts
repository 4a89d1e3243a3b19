import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "copilot-apply-to",
    title: "Copilot CLI: path-specific instructions wait for a matching file",
    explanation:
      "copilot-instructions.md and AGENTS.md load at session start; ts.instructions.md (applyTo **/*.ts) does not.\nIt is attached only when src/app.ts is worked on; docs.instructions.md never matches and stays unmatched.",
    scenario: {
      version: 1,
      agent: "copilot",
      cwd: "/repo",
      contextPaths: ["src/app.ts"],
      ui: { selectedFile: "/repo/.github/instructions/ts.instructions.md" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/.github/copilot-instructions.md": "# Repo rules\n- Run npm test before you finish.\n",
        "/repo/AGENTS.md": "Build with npm run build.\n",
        "/repo/.github/instructions/ts.instructions.md": '---\napplyTo: "**/*.ts,**/*.tsx"\n---\nUse strict TypeScript; no any.\n',
        "/repo/.github/instructions/docs.instructions.md": '---\napplyTo: "docs/**/*.md"\n---\nWrite in the present tense.\n',
        "/repo/src/app.ts": "export {};\n",
      },
    },
  },
  {
    id: "copilot-cli-layers",
    title: "Copilot CLI: personal, root and working-directory files all stack",
    explanation:
      "Nothing shadows anything: ~/.copilot/copilot-instructions.md comes first, then the root files, then packages/api's AGENTS.md.\nThe coding-agent variant works from the root and never sees ~/.copilot; packages/api/AGENTS.md then waits for a file below it.",
    scenario: {
      version: 1,
      agent: "copilot",
      cwd: "/repo/packages/api",
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "# Monorepo\n- Use pnpm.\n",
        "/repo/CLAUDE.md": "Claude-specific notes, read by Copilot too.\n",
        "/repo/packages/api/AGENTS.md": "# API\n- Validate every request body.\n",
        "/repo/packages/api/src/index.ts": "export {};\n",
        "/home/user/.copilot/copilot-instructions.md": "Answer in British English.\n",
      },
    },
  },
  {
    id: "copilot-vscode-settings",
    title: "Copilot in VS Code: settings decide, applyTo ** attaches everywhere",
    explanation:
      "With chat.useAgentsMdFile off, AGENTS.md is disabled; all.instructions.md (applyTo **) is attached to every request.\nNested AGENTS.md files are off by default (chat.useNestedAgentsMdFiles); VS Code promises no order between files.",
    scenario: {
      version: 1,
      agent: "copilot",
      variant: "vscode",
      cwd: "/work/app",
      config: { "chat.useAgentsMdFile": false },
      files: {
        "/work/app/.github/copilot-instructions.md": "Prefer small pure functions.\n",
        "/work/app/AGENTS.md": "Shared rules for every agent.\n",
        "/work/app/web/AGENTS.md": "Frontend rules.\n",
        "/work/app/.github/instructions/all.instructions.md": "---\napplyTo: '**'\n---\nExplain each change in one sentence.\n",
      },
    },
  },
  {
    id: "copilot-visual-studio-file-line",
    title: "Copilot in Visual Studio: a line holding only #file:'…' loads another instructions file",
    explanation:
      "copilot-instructions.md loads csharp.instructions.md through a line that holds only its #file:'…' reference; the #file:'…' inside a sentence stays text.\nAGENTS.md is not read by Visual Studio; tests.instructions.md attaches when Tests/CartTests.cs is worked on.",
    scenario: {
      version: 1,
      agent: "copilot",
      variant: "visual-studio",
      cwd: "/src/Shop",
      contextPaths: ["Tests/CartTests.cs"],
      files: {
        "/src/Shop/.git": { dir: true },
        "/src/Shop/.github/copilot-instructions.md":
          "Target .NET 9.\n#file:'instructions/csharp.instructions.md'\nSee #file:'instructions/tests.instructions.md' when you write tests.\n",
        "/src/Shop/.github/instructions/csharp.instructions.md": '---\napplyTo: "src/**/*.cs"\n---\nUse file-scoped namespaces.\n',
        "/src/Shop/.github/instructions/tests.instructions.md": '---\napplyTo: "Tests/**/*.cs"\n---\nUse xUnit and FluentAssertions.\n',
        "/src/Shop/AGENTS.md": "Run dotnet test before you finish.\n",
        "/src/Shop/Tests/CartTests.cs": "",
      },
    },
  },
];
