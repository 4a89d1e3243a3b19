import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "pi-walk-to-root",
    title: "Pi: the agent folder's file, then every folder from / down",
    explanation:
      "~/.pi/agent/AGENTS.md comes first, then /repo/AGENTS.md and /repo/app/CLAUDE.md, outermost first.\nPi walks up to / with no stop at the repository root, one file per folder.",
    scenario: {
      version: 1,
      agent: "pi",
      cwd: "/repo/app",
      files: {
        "/home/user/.pi/agent/AGENTS.md": "Answer briefly.\n",
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/AGENTS.md": "Use pnpm.\n",
        "/repo/app/CLAUDE.md": "The app uses React.\n",
        "/repo/app/src/AGENTS.md": "Below the working directory: not read.\n",
      },
    },
  },
  {
    id: "pi-first-name-wins",
    title: "Pi: AGENTS.md before CLAUDE.md in one folder",
    explanation:
      "Both files sit in /repo: AGENTS.md is read and CLAUDE.md is shadowed.\nFrom 0.71.0 pi also tries AGENTS.MD and CLAUDE.MD, in that order.",
    scenario: {
      version: 1,
      agent: "pi",
      cwd: "/repo",
      files: {
        "/repo/AGENTS.md": "Shared rules.\n",
        "/repo/CLAUDE.md": "Claude-only rules.\n",
      },
    },
  },
];
