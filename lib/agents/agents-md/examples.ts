import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "agents-md-closest-wins",
    title: "AGENTS.md standard: the closest file to the edited file wins",
    explanation:
      "The session starts in the repo root, so the root AGENTS.md is listed; editing packages/api/src/server.ts attaches packages/api/AGENTS.md.\nFor that file the nearer packages/api/AGENTS.md wins and the root file is shadowed; docs/guide.md has no nearer file, so the root governs it.",
    scenario: {
      version: 1,
      agent: "agents-md",
      cwd: "/repo",
      contextPaths: ["packages/api/src/server.ts", "docs/guide.md"],
      ui: { selectedFile: "/repo/packages/api/AGENTS.md" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "# Monorepo\n- Use pnpm.\n- Run `pnpm test` before committing.\n",
        "/repo/packages/api/AGENTS.md": "# API package\n- Use npm here: this package is published on its own.\n",
        "/repo/packages/api/src/server.ts": "export {};\n",
        "/repo/docs/guide.md": "# Guide\n",
      },
    },
  },
  {
    id: "agents-md-repo-root-stops-walk",
    title: "AGENTS.md standard: the walk up stops at the repo root",
    explanation:
      "From /work/repo/app, app/AGENTS.md is nearest and wins; the repo's root file is shadowed, and /work/AGENTS.md, above the .git folder, is no candidate at all.\nThe nested-stack variant lists both repo files, root first, and still stops at .git.",
    scenario: {
      version: 1,
      agent: "agents-md",
      cwd: "/work/repo/app",
      ui: { selectedFile: "/work/repo/app/AGENTS.md" },
      files: {
        "/work/AGENTS.md": "Notes for everything under /work (outside the repo).\n",
        "/work/repo/.git": { dir: true },
        "/work/repo/AGENTS.md": "Repo rules: conventional commits.\n",
        "/work/repo/app/AGENTS.md": "App rules: no default exports.\n",
        "/work/repo/app/index.ts": "export {};\n",
      },
    },
  },
  {
    id: "agents-md-proposal-91",
    title: "AGENTS.md issue #91: a global file and a per-developer file",
    explanation:
      "The proposal reads ~/.config/agents/AGENTS.md, every AGENTS.md up to $HOME, ./AGENTS.md and ./.agents.local.md.\nThey are listed lowest precedence first, so the per-developer file comes last; ~/.agents/AGENTS.md (a competing proposal) is not read.",
    scenario: {
      version: 1,
      agent: "agents-md",
      variant: "proposal-91",
      cwd: "/home/user/code/site",
      ui: { selectedFile: "/home/user/code/site/.agents.local.md" },
      files: {
        "/home/user/.config/agents/AGENTS.md": "Answer in British English.\n",
        "/home/user/.agents/AGENTS.md": "Competing location.\n",
        "/home/user/code/AGENTS.md": "All my side projects use Node 20.\n",
        "/home/user/code/site/AGENTS.md": "Static site: run `npm run build`.\n",
        "/home/user/code/site/.agents.local.md": "My dev server runs on port 4000.\n",
      },
    },
  },
];
