import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "claude-code-stack-broadest-first",
    title: "Claude Code: every level stacks, broadest first",
    explanation:
      "The user file, the repo's CLAUDE.md, its rules and the package's CLAUDE.local.md all load; nothing shadows anything.\nThey appear broadest first (later = higher priority); the rule with paths: waits until a matching file is read.",
    scenario: {
      version: 1,
      agent: "claude-code",
      cwd: "/repo/packages/api",
      ui: { selectedFile: "/repo/CLAUDE.md" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/CLAUDE.md": "# Monorepo\n- Use pnpm.\n",
        "/repo/.claude/rules/style.md": "- Prefer named exports.\n",
        "/repo/.claude/rules/sql.md": '---\npaths: "**/*.sql"\n---\n- Write SQL keywords in upper case.\n',
        "/repo/packages/api/CLAUDE.local.md": "My sandbox is at http://localhost:4000.\n",
        "/repo/packages/api/src/index.ts": "export {};\n",
        "/home/user/.claude/CLAUDE.md": "Answer briefly.\n",
      },
    },
  },
  {
    id: "claude-code-imports-and-subtree",
    title: "Claude Code: @imports follow their file; subtree files wait for a read",
    explanation:
      "CLAUDE.md imports @AGENTS.md, which is placed right after it; the @ inside the code span is ignored.\nReading src/db/query.ts attaches src/db/CLAUDE.md as its own <system-reminder> message.",
    scenario: {
      version: 1,
      agent: "claude-code",
      cwd: "/repo",
      contextPaths: ["src/db/query.ts"],
      ui: { selectedFile: "/repo/CLAUDE.md" },
      files: {
        "/repo/CLAUDE.md": "@AGENTS.md\n\nClaude-specific: run `@scripts/check` before committing.\n",
        "/repo/AGENTS.md": "- Tests live next to the code.\n",
        "/repo/src/db/CLAUDE.md": "- Every query goes through db/client.ts.\n",
        "/repo/src/db/query.ts": "export {};\n",
      },
    },
  },
  {
    id: "claude-code-agents-md-fallback-off",
    title: "Claude Code: a private CLAUDE.local.md switches the AGENTS.md fallback off",
    explanation:
      "With no CLAUDE.md, Claude Code 2.1.277+ reads AGENTS.md instead; but the personal CLAUDE.local.md counts as the project's own file, so AGENTS.md is left out, silently.\nOpen Problems: fallback-off offers a quick fix that imports @AGENTS.md from CLAUDE.local.md. Delete CLAUDE.local.md and AGENTS.md loads again.",
    scenario: {
      version: 1,
      agent: "claude-code",
      cwd: "/repo",
      ui: { selectedFile: "/repo/CLAUDE.local.md" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "# Shared rules\n- Run `pnpm test` before every commit.\n- Never edit generated files under src/gen/.\n",
        "/repo/CLAUDE.local.md": "My sandbox is at http://localhost:4000.\n",
        "/repo/src/index.ts": "export {};\n",
      },
    },
  },
];
