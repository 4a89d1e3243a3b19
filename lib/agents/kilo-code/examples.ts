import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "kilo-code-rules-folders",
    title: "Kilo Code: global AGENTS.md, project AGENTS.md, then .kilo and .kilocode rules",
    explanation:
      "The global ~/.config/kilo/AGENTS.md comes first, then the project AGENTS.md, then the .md files of ~/.kilocode/rules, .kilo/rules and .kilocode/rules.\n.kilocode/rules/style.md is shadowed by .kilo/rules/style.md (one file per name); .roorules and the rules-code mode folder are not read.",
    scenario: {
      version: 1,
      agent: "kilo-code",
      cwd: "/repo",
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "# Project\n- Use pnpm.\n",
        "/home/user/.config/kilo/AGENTS.md": "Answer in English.\n",
        "/home/user/.kilocode/rules/personal.md": "Explain your plan before editing.\n",
        "/repo/.kilo/rules/style.md": "Prefer small functions.\n",
        "/repo/.kilocode/rules/style.md": "Old style rules.\n",
        "/repo/.kilocode/rules/testing.md": "Every bug fix comes with a test.\n",
        "/repo/.kilocode/rules-code/code-only.md": "Run the linter after edits.\n",
        "/repo/.roorules": "Roo Code rules.\n",
      },
    },
  },
  {
    id: "kilo-code-path-scoped",
    title: "Kilo Code: a rule with paths waits for a matching read",
    explanation:
      "api.md has `paths: src/api/**` frontmatter, so it is not in the system prompt; reading src/api/users.ts attaches it, without its frontmatter, in a <system-reminder>.\nThe same read also attaches src/api/AGENTS.md, the nearest instruction file in the folders between the file and the cwd.",
    scenario: {
      version: 1,
      agent: "kilo-code",
      cwd: "/repo",
      contextPaths: ["src/api/users.ts"],
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": "# Project\n- Use pnpm.\n",
        "/repo/.kilo/rules/api.md": "---\npaths:\n  - src/api/**\n---\n\n# API\n- Validate every request body.\n",
        "/repo/src/api/AGENTS.md": "API folder notes.\n",
        "/repo/src/api/users.ts": "export {};\n",
      },
    },
  },
  {
    id: "kilo-code-kilo-jsonc",
    title: "Kilo Code: kilo.jsonc instructions and Claude Code compatibility",
    explanation:
      "kilo.jsonc's instructions glob docs/*.md in every folder up to the worktree and come after the rule folders; the URL is fetched by Kilo at run time.\nWith no AGENTS.md, CLAUDE.md is the project file, and .claude/rules files are read too (Claude Code compatibility is on by default).",
    scenario: {
      version: 1,
      agent: "kilo-code",
      cwd: "/repo",
      files: {
        "/repo/.git": { dir: true },
        "/repo/CLAUDE.md": "# Team rules\n",
        "/repo/kilo.jsonc": '{\n  // shared guides\n  "instructions": ["docs/*.md", "https://example.com/company.md"]\n}\n',
        "/repo/docs/style.md": "Prefer small functions.\n",
        "/repo/.claude/rules/security.md": "Never log secrets.\n",
      },
    },
  },
];
