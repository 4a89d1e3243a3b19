import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "kiro-cli-v3-steering",
    title: "Kiro CLI 3.x: steering with inclusion modes, as in the IDE",
    explanation:
      "CLI 3.x runs the Kiro IDE's harness: tech.md (no frontmatter) is always sent, api.md attaches when src/api/users.ts is read, review.md waits for #review.\nREADME.md is not steering, so it stays out.",
    scenario: {
      version: 1,
      agent: "kiro-cli",
      cwd: "/repo",
      contextPaths: ["/repo/src/api/users.ts"],
      files: {
        "/repo/.kiro/steering/tech.md": "Use TypeScript and pnpm.\n",
        "/repo/.kiro/steering/api.md":
          '---\ninclusion: fileMatch\nfileMatchPattern: "src/api/**/*.ts"\n---\nEvery handler validates input.\n',
        "/repo/.kiro/steering/review.md": "---\ninclusion: manual\n---\nReview checklist.\n",
        "/repo/AGENTS.md": "Run the tests before you commit.\n",
        "/repo/README.md": "# Shop\n",
        "/repo/src/api/users.ts": "export {};\n",
      },
    },
  },
  {
    id: "kiro-cli-v2-default-resources",
    title: "Kiro CLI 2.x: the built-in agent's default resources",
    explanation:
      "The V2 harness loads AGENTS.md (also the one in packages/api, since 2.18), README.md, global and workspace steering and AmazonQ.md.\nreview.md says inclusion: manual, but 2.x loads every steering file whole; .amazonq/rules is skipped because the project has .kiro.",
    scenario: {
      version: 1,
      agent: "kiro-cli",
      variant: "v2",
      cwd: "/repo",
      files: {
        "/home/user/.kiro/steering/personal.md": "Explain trade-offs briefly.\n",
        "/repo/.kiro/steering/tech.md": "Use TypeScript and pnpm.\n",
        "/repo/.kiro/steering/review.md": "---\ninclusion: manual\n---\nReview checklist.\n",
        "/repo/AGENTS.md": "Run the tests before you commit.\n",
        "/repo/packages/api/AGENTS.md": "Handlers validate input.\n",
        "/repo/README.md": "# Shop\n",
        "/repo/AmazonQ.md": "Kept from the Q Developer CLI.\n",
        "/repo/.amazonq/rules/old.md": "Not read: the project has .kiro.\n",
      },
    },
  },
];
