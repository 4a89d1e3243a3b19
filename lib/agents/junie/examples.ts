import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "junie-one-file",
    title: "Junie: one guidelines file from the project root",
    explanation:
      "Junie reads a single guidelines file: .junie/AGENTS.md is found first, so AGENTS.md and .junie/guidelines.md are not read.\nSwitch to the guidelines-md variant (the November 2025 docs) and only .junie/guidelines.md counts.",
    scenario: {
      version: 1,
      agent: "junie",
      cwd: "/home/user/app",
      files: {
        "/home/user/app/.junie/AGENTS.md": "Use Kotlin coroutines, not threads.\n",
        "/home/user/app/.junie/guidelines.md": "Old guidelines.\n",
        "/home/user/app/AGENTS.md": "Shared agent rules.\n",
      },
    },
  },
  {
    id: "junie-guidelines-path",
    title: "Junie: the Guidelines path setting names the file",
    explanation:
      "In a monorepo the Guidelines path setting points Junie at docs/agents/backend.md; nothing else is read.\nIf the path names a file that does not exist, Junie gets no guidelines at all.",
    scenario: {
      version: 1,
      agent: "junie",
      cwd: "/home/user/mono",
      config: { guidelinesPath: "docs/agents/backend.md" },
      files: {
        "/home/user/mono/docs/agents/backend.md": "Backend: Spring Boot 3, JUnit 5.\n",
        "/home/user/mono/.junie/guidelines.md": "Default guidelines.\n",
      },
    },
  },
];
