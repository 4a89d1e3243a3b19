import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "qwen-code-hierarchy",
    title: "Qwen Code: ~/.qwen, then up to the project root's parent, then QWEN.local.md",
    explanation:
      "Per name (QWEN.md, then AGENTS.md): the global file, then every folder from the project root's parent down to the working directory.\nThe personal .qwen/QWEN.local.md of the project root comes last; each file is wrapped in a '--- Context from:' block.",
    scenario: {
      version: 1,
      agent: "qwen-code",
      cwd: "/work/repo/pkg",
      files: {
        "/home/user/.qwen/QWEN.md": "Answer in English.\n",
        "/work/QWEN.md": "Parent of the project root: read too.\n",
        "/work/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/work/repo/QWEN.md": "Use pnpm.\n",
        "/work/repo/AGENTS.md": "Run the tests.\n",
        "/work/repo/pkg/QWEN.md": "Package notes.\n",
        "/work/repo/.qwen/QWEN.local.md": "My own notes.\n",
      },
    },
  },
  {
    id: "qwen-code-rules",
    title: "Qwen Code: .qwen/rules, always or when a matching file is read",
    explanation:
      "style.md has no paths:, so it is sent at start after the context files; api.md waits for a file matching src/api/**.\nReading src/api/user.ts injects it once, as a rule block.",
    scenario: {
      version: 1,
      agent: "qwen-code",
      cwd: "/repo",
      contextPaths: ["/repo/src/api/user.ts"],
      files: {
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/QWEN.md": "See @docs/setup.md\n",
        "/repo/docs/setup.md": "Node 22.\n",
        "/repo/.qwen/rules/style.md": "<!-- team style -->\nShort functions.\n",
        "/repo/.qwen/rules/api.md": "---\npaths:\n  - src/api/**\n---\nValidate every request.\n",
        "/repo/src/api/user.ts": "export {};\n",
      },
    },
  },
  {
    id: "qwen-code-untrusted",
    title: "Qwen Code: with folder trust on, a DO_NOT_TRUST folder loads only global files",
    explanation:
      "security.folderTrust.enabled is true and ~/.qwen/trustedFolders.json marks the folder DO_NOT_TRUST.\nOnly ~/.qwen/QWEN.md loads; the project's QWEN.md and .qwen/rules stay out.",
    scenario: {
      version: 1,
      agent: "qwen-code",
      cwd: "/home/user/untrusted",
      config: { "security.folderTrust.enabled": true },
      files: {
        "/home/user/.qwen/QWEN.md": "Global rules.\n",
        "/home/user/.qwen/trustedFolders.json": '{ "/home/user/untrusted": "DO_NOT_TRUST" }\n',
        "/home/user/untrusted/QWEN.md": "Not read.\n",
        "/home/user/untrusted/.qwen/rules/a.md": "Not read either.\n",
      },
    },
  },
];
