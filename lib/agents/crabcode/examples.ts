import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "crabcode-nearest-wins",
    title: "crabcode: the nearest file wins, even a CLAUDE.md",
    explanation:
      "Walking up from packages/api, crabcode meets packages/api/CLAUDE.md before the root AGENTS.md.\nOnly one project file is loaded, so the root AGENTS.md is shadowed; the global file is added after a --- line.",
    scenario: {
      version: 1,
      agent: "crabcode",
      cwd: "/repo/packages/api",
      ui: { selectedFile: "/repo/packages/api/CLAUDE.md" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "# Monorepo rules\n- Use pnpm.\n",
        "/repo/packages/api/CLAUDE.md": "# API rules\n- Every handler validates input with zod.\n",
        "/repo/packages/api/src/index.ts": "export {};\n",
        "/home/user/.config/crabcode/AGENTS.md": "Answer in English.\n",
      },
    },
  },
  {
    id: "crabcode-claude-disabled",
    title: "crabcode: CRABCODE_DISABLE_CLAUDE_CODE drops CLAUDE.md files",
    explanation:
      "With the toggle set, the project CLAUDE.md and ~/.claude/CLAUDE.md are skipped.\nThe walk goes on to the root AGENTS.md instead; the seed variant keeps the project CLAUDE.md.",
    scenario: {
      version: 1,
      agent: "crabcode",
      cwd: "/repo/app",
      env: { CRABCODE_DISABLE_CLAUDE_CODE: "1" },
      files: {
        "/repo/AGENTS.md": "Root rules.\n",
        "/repo/app/CLAUDE.md": "App rules written for Claude Code.\n",
        "/home/user/.claude/CLAUDE.md": "My personal Claude rules.\n",
      },
    },
  },
  {
    id: "crabcode-truncation",
    title: "crabcode: a file over the cap is cut and noted",
    explanation:
      "Each rule file is read up to 32 KiB (64 KiB in the seed plan); the rest is dropped.\nA note after the cut tells the model the instructions were truncated.",
    scenario: {
      version: 1,
      agent: "crabcode",
      cwd: "/repo",
      files: { "/repo/AGENTS.md": "# Generated rules\n" + "- keep functions small and named for what they do\n".repeat(700) },
    },
  },
];
