import type { Example } from "../base";

const P = "/home/user/shop";

export const examples: Example[] = [
  {
    id: "trae-apply-modes",
    title: "Trae: the four apply modes of .trae/rules",
    explanation:
      "base.md (alwaysApply: true) is in every chat; react.md (globs) attaches because the chat reads src/App.tsx; api.md (description) is only offered to the model.\ncommit.md (no mode) waits for #commit in the chat; the user rule in ~/.trae/user_rules comes first.",
    scenario: {
      version: 1,
      agent: "trae",
      cwd: P,
      home: "/home/user",
      contextPaths: ["src/App.tsx"],
      files: {
        "/home/user/.trae/user_rules/me.md": "---\nalwaysApply: true\n---\n\nAnswer briefly.\n",
        [`${P}/.trae/rules/base.md`]: "---\nalwaysApply: true\n---\n\nUse pnpm, never npm.\n",
        [`${P}/.trae/rules/frontend/react.md`]: "---\nalwaysApply: false\nglobs: *.tsx,*.jsx\n---\n\nFunction components and hooks only.\n",
        [`${P}/.trae/rules/api.md`]:
          "---\nalwaysApply: false\ndescription: When designing REST endpoints\n---\n\nUse plural nouns in paths.\n",
        [`${P}/.trae/rules/commit.md`]: "---\nalwaysApply: false\nscene: git_message\n---\n\nConventional Commits, in English.\n",
        [`${P}/src/App.tsx`]: "export const App = () => null;\n",
      },
    },
  },
  {
    id: "trae-monorepo-imports",
    title: "Trae: subdirectory rules and the AGENTS.md import toggle",
    explanation:
      "packages/web/.trae/rules applies only because the chat reads a file in packages/web (TRAE 3.5.51+); packages/api's rules stay unread.\nAGENTS.md is in the prompt because Include AGENTS.md in the context is on; CLAUDE.md is not, its toggle being off.",
    scenario: {
      version: 1,
      agent: "trae",
      cwd: "/home/user/mono",
      contextPaths: ["packages/web/src/main.ts"],
      config: { includeAgentsMd: true },
      files: {
        "/home/user/mono/AGENTS.md": "Run the tests with turbo.\n",
        "/home/user/mono/CLAUDE.md": "Claude-only notes.\n",
        "/home/user/mono/packages/web/.trae/rules/web.md": "---\nalwaysApply: true\n---\n\nUse Vite aliases from vite.config.ts.\n",
        "/home/user/mono/packages/api/.trae/rules/api.md": "---\nalwaysApply: true\n---\n\nEvery handler validates input with zod.\n",
        "/home/user/mono/packages/web/src/main.ts": "import './app';\n",
      },
    },
  },
];
