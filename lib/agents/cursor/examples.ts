import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "cursor-rule-types",
    title: "Cursor: the frontmatter picks the rule type",
    explanation:
      "style.mdc (alwaysApply: true) and AGENTS.md are always sent; api.mdc attaches when src/api/users.ts is read.\nmigrations.mdc only offers its description, and release.mdc waits for @release in the prompt.",
    scenario: {
      version: 1,
      agent: "cursor",
      cwd: "/repo",
      contextPaths: ["src/api/users.ts"],
      prompt: "Add a users endpoint.",
      ui: { selectedFile: "/repo/.cursor/rules/api.mdc" },
      files: {
        "/repo/.cursor/rules/style.mdc": "---\ndescription: House style\nalwaysApply: true\n---\n- Prefer small, named functions.\n",
        "/repo/.cursor/rules/api.mdc":
          "---\ndescription: API handlers\nglobs: src/api/**/*.ts\nalwaysApply: false\n---\n- Validate every request body with zod.\n",
        "/repo/.cursor/rules/migrations.mdc":
          "---\ndescription: How to write database migrations\nalwaysApply: false\n---\n- Migrations are append-only.\n",
        "/repo/.cursor/rules/release.mdc": "---\nalwaysApply: false\n---\n1. Bump the version.\n2. Tag the commit.\n",
        "/repo/AGENTS.md": "# Repo\nRun `pnpm test` before you commit.\n",
        "/repo/src/api/users.ts": "export {};\n",
      },
    },
  },
  {
    id: "cursor-nested-scope",
    title: "Cursor: nested rules and AGENTS.md apply only inside their folder",
    explanation:
      "Reading packages/web/src/App.tsx brings in packages/web/AGENTS.md and the web folder's Always rule.\nThe web rule's globs are relative to packages/web, and nothing from packages/api is attached.",
    scenario: {
      version: 1,
      agent: "cursor",
      cwd: "/repo",
      contextPaths: ["packages/web/src/App.tsx"],
      ui: { selectedFile: "/repo/packages/web/AGENTS.md" },
      files: {
        "/repo/AGENTS.md": "Monorepo: use pnpm workspaces.\n",
        "/repo/packages/web/AGENTS.md": "Web app: React with Vite.\n",
        "/repo/packages/web/.cursor/rules/web.mdc": "---\nalwaysApply: true\n---\nUse Tailwind classes, no CSS files.\n",
        "/repo/packages/web/.cursor/rules/tsx.mdc": "---\nglobs: src/**/*.tsx\n---\nComponents are named exports.\n",
        "/repo/packages/web/src/App.tsx": "export function App() { return null; }\n",
        "/repo/packages/api/AGENTS.md": "API: Fastify.\n",
      },
    },
  },
  {
    id: "cursor-md-ignored",
    title: "Cursor: a plain .md in .cursor/rules is not a rule today",
    explanation:
      "Current Cursor reads only .mdc files from .cursor/rules, so notes.md is ignored (with a warning).\nSwitch the variant to md-rules to see the early-2026 behaviour, where it is a (manual) rule.",
    scenario: {
      version: 1,
      agent: "cursor",
      cwd: "/repo",
      prompt: "Follow @notes when you refactor.",
      files: {
        "/repo/.cursor/rules/notes.md": "Keep public APIs stable.\n",
        "/repo/.cursor/rules/base.mdc": "---\nalwaysApply: true\n---\nWrite tests first.\n",
      },
    },
  },
];
