import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "kiro-inclusion-modes",
    title: "Kiro: inclusion decides when steering is sent",
    explanation:
      "tech.md has no frontmatter, so it is always included; api.md is fileMatch and attaches when src/api/users.ts is read.\nreview.md is manual: only #review in the chat brings it in.",
    scenario: {
      version: 1,
      agent: "kiro",
      cwd: "/repo",
      contextPaths: ["/repo/src/api/users.ts"],
      files: {
        "/repo/.kiro/steering/tech.md": "Use TypeScript and pnpm.\n",
        "/repo/.kiro/steering/api.md":
          '---\ninclusion: fileMatch\nfileMatchPattern: "src/api/**/*.ts"\n---\nEvery handler validates input.\n',
        "/repo/.kiro/steering/review.md": "---\ninclusion: manual\n---\nReview checklist.\n",
        "/repo/src/api/users.ts": "export {};\n",
      },
    },
  },
  {
    id: "kiro-open-in-editor",
    title: "Kiro: fileMatch steering for the file open in the editor",
    explanation:
      "ui.md attaches because src/ui/Button.tsx is open in the editor; api.md attaches when the agent reads src/api/users.ts.\nUsers report that only the active editor's file triggers fileMatch (Kiro#5236): the read-triggered attachment says so.",
    scenario: {
      version: 1,
      agent: "kiro",
      cwd: "/repo",
      openFiles: ["/repo/src/ui/Button.tsx"],
      contextPaths: ["/repo/src/api/users.ts"],
      files: {
        "/repo/.kiro/steering/ui.md": '---\ninclusion: fileMatch\nfileMatchPattern: "src/ui/**"\n---\nComponents use the design tokens.\n',
        "/repo/.kiro/steering/api.md":
          '---\ninclusion: fileMatch\nfileMatchPattern: "src/api/**/*.ts"\n---\nEvery handler validates input.\n',
        "/repo/src/ui/Button.tsx": "export {};\n",
        "/repo/src/api/users.ts": "export {};\n",
      },
    },
  },
  {
    id: "kiro-global-and-references",
    title: "Kiro: global steering, AGENTS.md and #[[file:...]] references",
    explanation:
      "Global steering comes first and workspace steering after it; the root AGENTS.md is always included.\napi.md references openapi.yaml, so its text follows; a fileMatch file in ~/.kiro/steering never fires (Kiro#9176).",
    scenario: {
      version: 1,
      agent: "kiro",
      cwd: "/repo",
      contextPaths: ["/repo/app.php"],
      files: {
        "/home/user/.kiro/steering/personal.md": "Explain trade-offs briefly.\n",
        "/home/user/.kiro/steering/php.md": '---\ninclusion: fileMatch\nfileMatchPattern: "**/*.php"\n---\nRun PHPStan.\n',
        "/repo/.kiro/steering/api.md": "Follow the API spec: #[[file:docs/openapi.yaml]]\n",
        "/repo/docs/openapi.yaml": "openapi: 3.1.0\n",
        "/repo/AGENTS.md": "Run the tests before you commit.\n",
        "/repo/app.php": "<?php\n",
      },
    },
  },
];
