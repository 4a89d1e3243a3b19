import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "opencode-rules-global-then-project",
    title: "opencode-rules: global rules first, then project rules, each under its relative path",
    explanation:
      "Both rules dirs are scanned recursively; global rules come first, then <cwd>/.opencode/rules.\nEach rule is headed by its path inside its rules dir, so frontend/style.md and backend/style.md stay apart.",
    scenario: {
      version: 1,
      agent: "opencode-rules",
      cwd: "/repo",
      files: {
        "/home/user/.config/opencode/rules/frontend/style.md": "Use CSS modules.\n",
        "/home/user/.config/opencode/rules/backend/style.md": "Log with pino.\n",
        "/repo/.opencode/rules/naming.md": "Name files in kebab-case.\n",
        "/repo/.opencode/rules/.draft.md": "Hidden files are skipped.\n",
        "/repo/src/index.ts": "export {};\n",
      },
    },
  },
  {
    id: "opencode-rules-conditions-or",
    title: "opencode-rules: a conditional rule applies when ANY condition matches",
    explanation:
      'testing.md declares globs and keywords; the prompt says "testing", so it applies though no test file is open.\nreact.mdc wants a .tsx file in context and there is none, so it is listed as unmatched.',
    scenario: {
      version: 1,
      agent: "opencode-rules",
      cwd: "/repo",
      prompt: "add testing for the parser",
      contextPaths: ["/repo/src/parser.ts"],
      files: {
        "/repo/.opencode/rules/testing.md":
          "---\nglobs:\n  - '**/*.test.ts'\nkeywords:\n  - 'testing'\n---\n\nUse vitest and table-driven cases.\n",
        "/repo/.opencode/rules/react.mdc": "---\nglobs: ['**/*.tsx']\n---\n\nPrefer function components.\n",
        "/repo/src/parser.ts": "export {};\n",
      },
    },
  },
  {
    id: "opencode-rules-scalar-glob-is-ignored",
    title: "opencode-rules: a glob written as a scalar makes the rule unconditional",
    explanation:
      'Only YAML lists count: `globs: "*.py"` is ignored, so python.md has no condition left and always applies.\nmatch: all on api.md needs both the glob and the keyword; the keyword is missing, so it stays out.',
    scenario: {
      version: 1,
      agent: "opencode-rules",
      cwd: "/repo",
      prompt: "rename the handler",
      contextPaths: ["/repo/api/users.ts"],
      files: {
        "/repo/.opencode/rules/python.md": '---\nglobs: "*.py"\n---\nUse type hints.\n',
        "/repo/.opencode/rules/api.md": "---\nglobs: ['api/**']\nkeywords: ['endpoint']\nmatch: all\n---\nDocument every endpoint.\n",
        "/repo/api/users.ts": "export {};\n",
      },
    },
  },
  {
    id: "opencode-rules-tool-gated",
    title: "opencode-rules: a tools: rule applies only when that tool is available",
    explanation:
      "The github MCP client is connected, so mcp_github is an available tool id and github.md applies.\nThe jira client is disabled, so mcp_jira is missing and jira.md is listed as unmatched.",
    scenario: {
      version: 1,
      agent: "opencode-rules",
      cwd: "/repo",
      mcp: [
        { name: "github", status: "connected" },
        { name: "jira", status: "disabled" },
      ],
      files: {
        "/repo/.opencode/rules/github.md": "---\ntools:\n  - mcp_github\n---\nOpen pull requests as drafts.\n",
        "/repo/.opencode/rules/jira.md": "---\ntools:\n  - mcp_jira\n---\nLink every change to a Jira ticket.\n",
        "/repo/src/index.ts": "export {};\n",
      },
    },
  },
];
