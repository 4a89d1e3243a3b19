import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "codex-override-per-directory",
    title: "Codex: one doc per directory, AGENTS.override.md first, root to cwd",
    explanation:
      "From the .git root down to services/api, Codex takes one file per directory: services/api/AGENTS.override.md beats the AGENTS.md beside it.\nThe global ~/.codex/AGENTS.md comes first, then the --- project-doc --- line, then the root doc and the nearer one.",
    scenario: {
      version: 1,
      agent: "codex",
      cwd: "/repo/services/api",
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "# Monorepo\n- Use pnpm, never npm.\n",
        "/repo/services/api/AGENTS.md": "# API\n- Handlers validate input with zod.\n",
        "/repo/services/api/AGENTS.override.md": "# API (local override)\n- Skip the slow integration tests today.\n",
        "/repo/services/api/src/server.ts": "export {};\n",
        "/home/user/.codex/AGENTS.md": "Answer in English and keep replies short.\n",
      },
    },
  },
  {
    id: "codex-shared-budget",
    title: "Codex: project docs share one byte budget",
    explanation:
      "project_doc_max_bytes is 120 here: the root doc uses 92 bytes, so the nearer doc is cut to the 28 bytes left.\nThe global file is not charged; with the budget at 0 only the global file would remain.",
    scenario: {
      version: 1,
      agent: "codex",
      cwd: "/repo/web",
      config: { project_doc_max_bytes: 120 },
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "# Repo rules\n- Run `make check` before you commit.\n- Keep every public function documented.\n",
        "/repo/web/AGENTS.md": "# Web rules\n- Components live in src/components and use CSS modules.\n",
        "/home/user/.codex/AGENTS.md": "Prefer small diffs.\n",
      },
    },
  },
  {
    id: "codex-root-markers",
    title: "Codex: the nearest project_root_markers entry sets the root",
    explanation:
      'With project_root_markers = ["package.json"], the walk up from packages/app/src stops at packages/app, the nearest directory with a package.json.\nSo /repo/AGENTS.md is above the root and is not read; with the default [".git"] it would be.',
    scenario: {
      version: 1,
      agent: "codex",
      cwd: "/repo/packages/app/src",
      config: { project_root_markers: ["package.json"] },
      files: {
        "/repo/.git": { dir: true },
        "/repo/package.json": "{}\n",
        "/repo/AGENTS.md": "Monorepo-wide rules.\n",
        "/repo/packages/app/package.json": "{}\n",
        "/repo/packages/app/AGENTS.md": "App rules: use the app's own eslint config.\n",
        "/repo/packages/app/src/index.ts": "export {};\n",
      },
    },
  },
];
