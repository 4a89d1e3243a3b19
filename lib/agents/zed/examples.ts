import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "zed-first-match",
    title: "Zed: one rules file per worktree, the first name on its list",
    explanation:
      "The repository has .cursorrules, AGENTS.md and CLAUDE.md at its root: Zed takes .cursorrules, the first on its list, and reads neither of the others.\nThe personal ~/.config/zed/AGENTS.md comes first, and the project rules take precedence over it.",
    scenario: {
      version: 1,
      agent: "zed",
      cwd: "/home/user/shop",
      files: {
        "/home/user/shop/.cursorrules": "Use the design tokens in src/theme.\n",
        "/home/user/shop/AGENTS.md": "Run pnpm test before you commit.\n",
        "/home/user/shop/CLAUDE.md": "Prefer small components.\n",
        "/home/user/shop/src/app.tsx": "export {};\n",
        "/home/user/.config/zed/AGENTS.md": "Answer in British English.\n",
      },
    },
  },
  {
    id: "zed-worktree-root-only",
    title: "Zed: rules files in subfolders are never read",
    explanation:
      "Zed looks only at the root of each worktree; packages/api/AGENTS.md is not read even though the working directory is the repository.\nWith the claude-first variant (releases before #52495) CLAUDE.md would win over AGENTS.md at the root.",
    scenario: {
      version: 1,
      agent: "zed",
      cwd: "/home/user/mono",
      files: {
        "/home/user/mono/AGENTS.md": "Monorepo rules: use pnpm workspaces.\n",
        "/home/user/mono/CLAUDE.md": "Claude-specific notes.\n",
        "/home/user/mono/packages/api/AGENTS.md": "API rules.\n",
      },
    },
  },
];
