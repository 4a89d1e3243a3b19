import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "continue-rule-kinds",
    title: "Continue: always, glob and agent-requested rules",
    explanation:
      "style.md has no globs, so it always applies; api.md applies because src/api/users.ts is in context (its fence path matches src/api/**).\ndb.md says alwaysApply: false without globs: only the request_rule tool could fetch it, and that tool is off by default.",
    scenario: {
      version: 1,
      agent: "continue",
      cwd: "/repo",
      contextPaths: ["/repo/src/api/users.ts"],
      files: {
        "/repo/.continue/rules/style.md": "---\nname: Style\n---\nPrefer small functions.\n",
        "/repo/.continue/rules/api.md": "---\nname: API\nglobs: src/api/**/*.ts\n---\nValidate every request body.\n",
        "/repo/.continue/rules/db.md":
          "---\nname: Database\nalwaysApply: false\ndescription: Migrations and schema changes\n---\nUse reversible migrations.\n",
        "/repo/src/api/users.ts": "export {};\n",
      },
    },
  },
  {
    id: "continue-sources-and-quirks",
    title: "Continue: AGENTS.md, colocated rules.md, global rules and config.yaml",
    explanation:
      "Colocated src/rules.md comes first, then AGENTS.md (always applied), workspace and global rules, and config.yaml's rules last.\nCLAUDE.md is not read: Continue's loop stops after AGENTS.md; src/rules.md applies only because a file under src/ is in context.",
    scenario: {
      version: 1,
      agent: "continue",
      cwd: "/repo",
      contextPaths: ["/repo/src/app.ts"],
      files: {
        "/repo/AGENTS.md": "Run the tests before you commit.\n",
        "/repo/CLAUDE.md": "Claude-only notes.\n",
        "/repo/src/rules.md": "Source files use ES modules.\n",
        "/repo/src/app.ts": "export {};\n",
        "/home/user/.continue/rules/me.md": "Answer briefly.\n",
        "/home/user/.continue/config.yaml": "name: Local Agent\nversion: 1.0.0\nschema: v1\nrules:\n  - Always write in British English.\n",
      },
    },
  },
];
