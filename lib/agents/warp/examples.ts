import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "warp-monorepo",
    title: "Warp: rules on the working directory's path, the rest by path",
    explanation:
      "In packages/web, Warp sends the repository root's AGENTS.md and packages/web/WARP.md (WARP.md wins over the AGENTS.md beside it).\npackages/api/AGENTS.md is sent only as a path; the agent may open it when it works there.",
    scenario: {
      version: 1,
      agent: "warp",
      cwd: "/home/user/mono/packages/web",
      files: {
        "/home/user/mono/.git/HEAD": "ref: refs/heads/main\n",
        "/home/user/mono/AGENTS.md": "pnpm workspace; run `pnpm -r test` before committing.\n",
        "/home/user/mono/packages/web/WARP.md": "Next.js app. Use server components by default.\n",
        "/home/user/mono/packages/web/AGENTS.md": "Older notes for other agents.\n",
        "/home/user/mono/packages/api/AGENTS.md": "Go service; run `go test ./...`.\n",
      },
    },
  },
  {
    id: "warp-global-and-claude",
    title: "Warp: ~/.agents/AGENTS.md, and a CLAUDE.md it does not read",
    explanation:
      "The file-based global rule ~/.agents/AGENTS.md is sent before project rules; Global Rules kept in Warp Drive are in the cloud and not shown.\nThis repository only has CLAUDE.md, which Warp does not read: /init offers to link it as AGENTS.md.",
    scenario: {
      version: 1,
      agent: "warp",
      cwd: "/home/user/app",
      files: {
        "/home/user/app/.git/HEAD": "ref: refs/heads/main\n",
        "/home/user/.agents/AGENTS.md": "Use conventional commit messages.\n",
        "/home/user/app/CLAUDE.md": "Django 5 project; run `pytest` before committing.\n",
      },
    },
  },
];
