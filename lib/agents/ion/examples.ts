import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "ion-every-ancestor",
    title: "ion: every AGENTS.md from / down to the working directory",
    explanation:
      "ion stacks the AGENTS.md of each directory on the way from / to packages/api, outermost first, so ~/AGENTS.md comes too.\nOnly AGENTS.md counts: packages/api/CLAUDE.md and ~/.ion/AGENTS.md are not read.",
    scenario: {
      version: 1,
      agent: "ion",
      cwd: "/home/user/repo/packages/api",
      files: {
        "/home/user/AGENTS.md": "Answer in English.\n",
        "/home/user/repo/.git": { dir: true },
        "/home/user/repo/AGENTS.md": "# Monorepo rules\n- Use pnpm.\n",
        "/home/user/repo/packages/api/AGENTS.md": "# API rules\n- Every handler validates input with zod.\n",
        "/home/user/repo/packages/api/CLAUDE.md": "Rules written for Claude Code.\n",
        "/home/user/.ion/AGENTS.md": "Old ion-specific rules.\n",
      },
    },
  },
  {
    id: "ion-worktree-shadow",
    title: "ion: a linked worktree's AGENTS.md hides the main checkout's",
    explanation:
      "The worktree at wt/feature lives inside the main checkout, so both AGENTS.md files are on the path.\nion treats them as one repository and keeps only the worktree's copy; the parent /src/AGENTS.md still loads.",
    scenario: {
      version: 1,
      agent: "ion",
      cwd: "/src/app/wt/feature",
      files: {
        "/src/AGENTS.md": "Workspace-wide rules.\n",
        "/src/app/AGENTS.md": "Rules on the main branch.\n",
        "/src/app/.git/HEAD": "ref: refs/heads/main\n",
        "/src/app/.git/worktrees/feature/commondir": "../..\n",
        "/src/app/wt/feature/.git": "gitdir: /src/app/.git/worktrees/feature\n",
        "/src/app/wt/feature/AGENTS.md": "Rules as edited on the feature branch.\n",
      },
    },
  },
  {
    id: "ion-seed-layers",
    title: "ion (seed design): three additive layers joined by ---",
    explanation:
      "The seed loads ~/.ion/AGENTS.md, then $XDG_CONFIG_HOME/agents/AGENTS.md, then the cwd's AGENTS.md (else CLAUDE.md).\nAll found files are kept, project last; the parent's AGENTS.md is not read because the seed looks in the cwd only.",
    scenario: {
      version: 1,
      agent: "ion",
      variant: "seed",
      cwd: "/repo/app",
      env: { XDG_CONFIG_HOME: "/home/user/.xdg" },
      files: {
        "/home/user/.ion/AGENTS.md": "ion-specific: prefer ripgrep.\n",
        "/home/user/.xdg/agents/AGENTS.md": "Cross-agent: write tests first.\n",
        "/repo/AGENTS.md": "Root rules (not read by the seed).\n",
        "/repo/app/CLAUDE.md": "App rules.\n",
      },
    },
  },
  {
    id: "ion-rust-v1-layers",
    title: "ion before the Go rewrite (rust-v1): four layers, blank files skipped",
    explanation:
      "The first Rust ion adds ~/.ion, the XDG agents file and ~/.agents before the project file, joined by --- under ## Project Instructions.\nThe project AGENTS.md holds only blank lines, so ion skips it and reads CLAUDE.md; the parent's AGENTS.md is never looked at.",
    scenario: {
      version: 1,
      agent: "ion",
      variant: "rust-v1",
      cwd: "/home/user/repo",
      files: {
        "/home/user/.ion/AGENTS.md": "Prefer small commits.\n",
        "/home/user/.config/agents/AGENTS.md": "Answer in English.\n",
        "/home/user/.agents/AGENTS.md": "Shared rules for every agent.\n",
        "/home/user/repo/AGENTS.md": "\n\n",
        "/home/user/repo/CLAUDE.md": "# Repo rules\n- Run cargo test before you commit.\n",
        "/home/user/AGENTS.md": "Home-folder notes.\n",
      },
    },
  },
];
