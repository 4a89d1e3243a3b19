import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "roo-code-rules-and-modes",
    title: "Roo Code: mode rules first, then AGENTS.md, then .roo/rules",
    explanation:
      "In the code mode, .roo/rules-code/ comes first, then AGENTS.md, then every file of .roo/rules/ (sorted by file name, subfolders too).\n.roorules is not read: it is only the fallback when no .roo/rules folder has a file.",
    scenario: {
      version: 1,
      agent: "roo-code",
      cwd: "/repo",
      // A session in the code mode (with none chosen, Roo Code starts in architect).
      config: { mode: "code" },
      files: {
        "/repo/.roo/rules/02-style.md": "Prefer small functions.\n",
        "/repo/.roo/rules/api/01-http.md": "Return problem+json errors.\n",
        "/repo/.roo/rules-code/tests.md": "Write a test with every fix.\n",
        "/repo/.roorules": "Old single-file rules.\n",
        "/repo/AGENTS.md": "Run npm test before you finish.\n",
      },
    },
  },
  {
    id: "roo-code-legacy-fallbacks",
    title: "Roo Code: .roorules and .clinerules as fallbacks, and AGENT.md",
    explanation:
      "With no .roo/rules folder, .roorules is read; an empty .roorules would hand over to .clinerules. The architect mode reads .roorules-architect.\nAGENTS.md has only whitespace, so AGENT.md is read in its place; AGENTS.local.md is added after it.",
    scenario: {
      version: 1,
      agent: "roo-code",
      cwd: "/repo",
      config: { mode: "architect" },
      files: {
        "/repo/.roorules": "Keep the changelog current.\n",
        "/repo/.clinerules": "Cline rules (not read: .roorules has text).\n",
        "/repo/.roorules-architect": "Plans go in docs/plans.\n",
        "/repo/AGENTS.md": "\n",
        "/repo/AGENT.md": "Use pnpm.\n",
        "/repo/AGENTS.local.md": "I prefer short answers.\n",
      },
    },
  },
];
