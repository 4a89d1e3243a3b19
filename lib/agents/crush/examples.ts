import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "crush-project-and-user",
    title: "Crush: every rule file at the working directory, then your user files",
    explanation:
      "Crush reads its fixed list of names at the working directory only: AGENTS.md, CLAUDE.md and .cursor/rules/ (whole, frontmatter and all) are all sent; packages/web/AGENTS.md is not.\nThe user files ~/.config/AGENTS.md and ~/.config/crush/CRUSH.md follow in their own User context section.",
    scenario: {
      version: 1,
      agent: "crush",
      cwd: "/home/user/shop",
      files: {
        "/home/user/shop/.git": { dir: true },
        "/home/user/shop/AGENTS.md": "# Shop\n- pnpm only.\n- Run `pnpm test` before committing.\n",
        "/home/user/shop/CLAUDE.md": "See AGENTS.md.\n",
        "/home/user/shop/.cursor/rules/react.mdc": "---\nglobs: packages/web/**\nalwaysApply: false\n---\nUse server components.\n",
        "/home/user/shop/packages/web/AGENTS.md": "# Web\n- Tailwind only.\n",
        "/home/user/.config/AGENTS.md": "Answer in English.\n",
        "/home/user/.config/crush/CRUSH.md": "Keep answers short.\n",
      },
    },
  },
  {
    id: "crush-lowercase-trap",
    title: "Crush: a lower-case agents.md is never read on Linux",
    explanation:
      "agents.md is in Crush's default list, but Crush keys paths by their lower-cased form and AGENTS.md sorts first: it takes the key, finds nothing on a case-sensitive disk, and agents.md is skipped.\nThe docs/ folder from crush.json's options.context_paths is read whole.",
    scenario: {
      version: 1,
      agent: "crush",
      cwd: "/repo",
      files: {
        "/repo/.git": { dir: true },
        "/repo/agents.md": "# Build\n- make build\n",
        "/repo/crush.json": '{\n  "$schema": "https://charm.land/crush.json",\n  "options": { "context_paths": ["docs/agents/"] }\n}\n',
        "/repo/docs/agents/style.md": "Prefer small functions.\n",
        "/repo/docs/agents/testing.md": "Every fix comes with a test.\n",
      },
    },
  },
  {
    id: "crush-memory-tag",
    title: "Crush 0.13 to 0.76: one <memory> block, no user files",
    explanation:
      "Before 0.77.0 Crush put the project context files in a single <memory> block and read no global context files, so ~/.config/crush/CRUSH.md is left out.\nSwitch the variant to upstream to see today's headed Project-Specific Context and User context sections.",
    scenario: {
      version: 1,
      agent: "crush",
      variant: "memory-tag",
      cwd: "/repo",
      files: {
        "/repo/.git": { dir: true },
        "/repo/CRUSH.md": "# Commands\n- go test ./...\n",
        "/repo/CRUSH.local.md": "My local notes.\n",
        "/home/user/.config/crush/CRUSH.md": "Keep answers short.\n",
      },
    },
  },
];
