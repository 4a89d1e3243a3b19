import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "augment-rule-types",
    title: "Augment Code: Always, Manual and Auto rules",
    explanation:
      "style.md (always_apply) is sent every time; release.md (manual) only because the prompt attaches it with @release; db.md (agent_requested) only offers its description.\nThe user rule in ~/.augment/rules is always applied whatever its type, after CLAUDE.md, AGENTS.md and the workspace rules.",
    scenario: {
      version: 1,
      agent: "augment",
      cwd: "/repo",
      prompt: "Cut a release following @release.",
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "Use pnpm. Run pnpm test before committing.\n",
        "/repo/.augment/rules/style.md": "---\ntype: always_apply\n---\nTwo-space indentation; no default exports.\n",
        "/repo/.augment/rules/release.md": "---\ntype: manual\n---\nTag releases as vX.Y.Z and update CHANGELOG.md.\n",
        "/repo/.augment/rules/db.md":
          "---\ntype: agent_requested\ndescription: Database schema changes and migrations\n---\nWrite an Alembic migration for every schema change.\n",
        "/home/user/.augment/rules/tone.md": "---\ntype: manual\n---\nKeep explanations short.\n",
      },
    },
  },
  {
    id: "augment-cli-monorepo",
    title: "Augment Code (Auggie CLI): hierarchical AGENTS.md in a monorepo",
    explanation:
      "Auggie takes the git root as the workspace root, so the root AGENTS.md and the ones down to services/api all apply; web/AGENTS.md attaches only when a file under web/ is read.\nThe IDE variant would take the opened folder (here services/api) as the root instead.",
    scenario: {
      version: 1,
      agent: "augment",
      variant: "cli",
      cwd: "/work/mono/services/api",
      contextPaths: ["/work/mono/web/src/App.tsx"],
      files: {
        "/work/mono/.git": { dir: true },
        "/work/mono/AGENTS.md": "Monorepo: build with Bazel.\n",
        "/work/mono/services/AGENTS.md": "Services expose gRPC.\n",
        "/work/mono/services/api/AGENTS.md": "Version every endpoint.\n",
        "/work/mono/services/api/main.go": "package main\n",
        "/work/mono/web/AGENTS.md": "Use React function components.\n",
        "/work/mono/web/src/App.tsx": "export {};\n",
      },
    },
  },
];
