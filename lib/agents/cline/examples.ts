import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "cline-rules-by-name",
    title: "Cline: rules are sorted by name, and a later place wins a name clash",
    explanation:
      "Cline 4 names each rule after its file (or frontmatter name) and lists them sorted by name under # Rules.\n~/Documents/Cline/Rules/testing.md is read after .clinerules/testing.md, so the global one replaces it.",
    scenario: {
      version: 1,
      agent: "cline",
      cwd: "/repo",
      files: {
        "/repo/AGENTS.md": "Use pnpm.\n",
        "/repo/.clinerules/01-style.md": "Prefer small functions.\n",
        "/repo/.clinerules/testing.md": "Run the unit tests.\n",
        "/home/user/Documents/Cline/Rules/testing.md": "Always run the whole suite.\n",
      },
    },
  },
  {
    id: "cline-v3-sections",
    title: "Cline 3: one section per source, in a fixed order",
    explanation:
      "Cline 3 writes USER'S CUSTOM INSTRUCTIONS: the global rules folder, .clinerules, .cursorrules, .windsurfrules, then AGENTS.md files.\nThe api rule has paths: src/api/** and is only sent while a file there is in context or named in the prompt.",
    scenario: {
      version: 1,
      agent: "cline",
      variant: "v3",
      cwd: "/repo",
      contextPaths: ["/repo/src/api/users.ts"],
      files: {
        "/repo/.clinerules/api.md": "---\npaths:\n  - src/api/**\n---\nValidate every request body.\n",
        "/repo/.clinerules/general.md": "Keep the changelog current.\n",
        "/repo/.windsurfrules": "Old Windsurf rules.\n",
        "/repo/AGENTS.md": "Root agent notes.\n",
        "/repo/src/api/users.ts": "export {};\n",
        "/home/user/Documents/Cline/Rules/me.md": "Answer briefly.\n",
      },
    },
  },
];
