import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "factory-droid-nearest",
    title: "Factory Droid: the nearest AGENTS.md wins",
    explanation:
      "Started in apps/web, which has no AGENTS.md, Droid takes the nearest one above it (apps/) and stops: the repository root's file is shadowed.\n~/.factory/AGENTS.md is read as well and listed first; the project file, closer to the work, takes precedence.",
    scenario: {
      version: 1,
      agent: "factory-droid",
      cwd: "/home/user/shop/apps/web",
      files: {
        "/home/user/shop/.git": { dir: true },
        "/home/user/shop/AGENTS.md": "Use pnpm. Run pnpm check before committing.\n",
        "/home/user/shop/apps/AGENTS.md": "Apps are built with Vite; run pnpm --filter <app> dev.\n",
        "/home/user/shop/apps/web/src/main.ts": "export {};\n",
        "/home/user/.factory/AGENTS.md": "Keep answers short.\n",
      },
    },
  },
  {
    id: "factory-droid-subfolders",
    title: "Factory Droid: subfolder AGENTS.md attach as the agent works there",
    explanation:
      "At session start only the root AGENTS.md loads. Reading services/api/handler.ts attaches services/AGENTS.md and services/api/AGENTS.md, outermost first.\nweb/AGENTS.md stays out: nothing under web/ is read.",
    scenario: {
      version: 1,
      agent: "factory-droid",
      cwd: "/repo",
      contextPaths: ["/repo/services/api/handler.ts"],
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "Run make test before finishing.\n",
        "/repo/services/AGENTS.md": "Services log as JSON.\n",
        "/repo/services/api/AGENTS.md": "Validate every request with zod.\n",
        "/repo/services/api/handler.ts": "export {};\n",
        "/repo/web/AGENTS.md": "Use React function components.\n",
      },
    },
  },
];
