import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "goose-global-and-project",
    title: "Goose: global hints, then every folder from the git root down",
    explanation:
      "Global hints come first, then .goosehints and AGENTS.md of each folder from the git root to the working directory, under Goose's own headers.\npackages/api/web/.goosehints joins only once a tool touches web/app.ts: it is a subdirectory hint.",
    scenario: {
      version: 1,
      agent: "goose",
      cwd: "/home/user/repo/packages/api",
      contextPaths: ["/home/user/repo/packages/api/web/app.ts"],
      files: {
        "/home/user/.config/goose/.goosehints": "Answer briefly.\n",
        "/home/user/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/home/user/repo/.goosehints": "Use pnpm.\n",
        "/home/user/repo/AGENTS.md": "Run the tests before committing.\n",
        "/home/user/repo/packages/api/.goosehints": "API rules.\n",
        "/home/user/repo/packages/api/web/.goosehints": "Web rules.\n",
        "/home/user/repo/packages/api/web/app.ts": "export {};\n",
      },
    },
  },
  {
    id: "goose-references",
    title: "Goose: @references inlined, within the git root only",
    explanation:
      "@docs/style.md is replaced by that file's text between '--- Content from' and '--- End of' lines.\n@../outside.md leaves the git root and @/etc/hosts is absolute, so both stay as written.",
    scenario: {
      version: 1,
      agent: "goose",
      cwd: "/home/user/repo",
      files: {
        "/home/user/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/home/user/repo/.goosehints": "Style: @docs/style.md\nAlso @../outside.md and @/etc/hosts\n",
        "/home/user/repo/docs/style.md": "Write short sentences.",
        "/home/user/outside.md": "Not read.\n",
      },
    },
  },
  {
    id: "goose-context-file-names",
    title: "Goose: CONTEXT_FILE_NAMES replaces the default names",
    explanation:
      'CONTEXT_FILE_NAMES is a JSON list; with ["CLAUDE.md", ".goosehints"] Goose reads CLAUDE.md then .goosehints in each folder, and no AGENTS.md.\nWithout a .git folder above, only the working directory is searched.',
    scenario: {
      version: 1,
      agent: "goose",
      cwd: "/work/app",
      env: { CONTEXT_FILE_NAMES: '["CLAUDE.md", ".goosehints"]' },
      files: {
        "/work/app/CLAUDE.md": "Claude rules, read by Goose too.\n",
        "/work/app/.goosehints": "Goose rules.\n",
        "/work/app/AGENTS.md": "Not read: not in the list.\n",
        "/work/.goosehints": "Not read: no git root, so only the working directory.\n",
      },
    },
  },
];
