import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "codex-monorepo-precedence",
    title: "Codex: a monorepo's rules, root to cwd, and the override that wins",
    explanation:
      "From the .git root down to services/api, Codex stacks one file per folder: the root AGENTS.md, then services/api/AGENTS.override.md, which beats the AGENTS.md beside it.\nThe global ~/.codex/AGENTS.md comes first; CLAUDE.md is not Codex's file (open Compare to see Claude Code read it).",
    scenario: {
      version: 1,
      agent: "codex",
      cwd: "/repo/services/api",
      ui: { selectedFile: "/repo/services/api/AGENTS.override.md" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "# Monorepo\n- Use pnpm, never npm.\n- Run `pnpm test` before you commit.\n",
        "/repo/CLAUDE.md": "# For Claude Code\n- Read AGENTS.md first; keep replies short.\n",
        "/repo/services/api/AGENTS.md": "# API\n- Handlers validate input with zod.\n",
        "/repo/services/api/AGENTS.override.md": "# API, this week\n- The integration tests are flaky: run them with --retries 2.\n",
        "/repo/services/api/src/server.ts": "export {};\n",
        "/home/user/.codex/AGENTS.md": "Answer in English.\n",
      },
    },
  },
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
