import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "opencode-first-name-stacks",
    title: "opencode: the first name found wins, and all its copies stack",
    explanation:
      "From packages/api opencode looks for AGENTS.md up to the repo root and finds two, loaded nearest first.\nThe nearer packages/api/CLAUDE.md is never used: once AGENTS.md has a hit, other names are not tried.",
    scenario: {
      version: 1,
      agent: "opencode",
      cwd: "/repo/packages/api",
      files: {
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/.git/objects": { dir: true },
        "/repo/.git/refs": { dir: true },
        "/repo/AGENTS.md": "# Monorepo rules\n- Use pnpm.\n",
        "/repo/packages/AGENTS.md": "# Package rules\n- Export from index.ts only.\n",
        "/repo/packages/api/CLAUDE.md": "# API rules for Claude Code\n",
        "/repo/packages/api/src/index.ts": "export {};\n",
      },
    },
  },
  {
    id: "opencode-global-then-config",
    title: "opencode: global file first, then project, then config instructions",
    explanation:
      "~/.config/opencode/AGENTS.md wins over ~/.claude/CLAUDE.md and comes first; the project AGENTS.md follows.\nopencode.json's instructions glob docs/*.md at every directory up to the worktree and come last.",
    scenario: {
      version: 1,
      agent: "opencode",
      cwd: "/repo",
      files: {
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/.git/objects": { dir: true },
        "/repo/.git/refs": { dir: true },
        "/repo/AGENTS.md": "Project rules.\n",
        "/repo/opencode.json":
          '{\n  "$schema": "https://opencode.ai/config.json",\n  // shared guides\n  "instructions": ["docs/*.md"]\n}\n',
        "/repo/docs/style.md": "Prefer small functions.\n",
        "/repo/docs/testing.md": "Every bug fix comes with a test.\n",
        "/home/user/.config/opencode/AGENTS.md": "Answer in English.\n",
        "/home/user/.claude/CLAUDE.md": "My Claude Code rules.\n",
      },
    },
  },
  {
    id: "opencode-nested-on-read",
    title: "opencode: reading a file attaches the instruction files beside it",
    explanation:
      "At session start only the root AGENTS.md is in the system prompt (the cwd is the repo root).\nReading web/src/app.tsx attaches web/AGENTS.md to the read result as a <system-reminder>, once.",
    scenario: {
      version: 1,
      agent: "opencode",
      cwd: "/repo",
      contextPaths: ["web/src/app.tsx", "web/src/page.tsx"],
      files: {
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/.git/objects": { dir: true },
        "/repo/.git/refs": { dir: true },
        "/repo/AGENTS.md": "Root rules.\n",
        "/repo/web/AGENTS.md": "Web rules: use React server components.\n",
        "/repo/web/src/app.tsx": "export default function App() {}\n",
        "/repo/web/src/page.tsx": "export default function Page() {}\n",
      },
    },
  },
  {
    id: "opencode-seed-one-file",
    title: "opencode (seed design): only the nearest file, in a <project-instruction> wrapper",
    explanation:
      'The seed variant walks up from packages/api trying AGENTS.md, CLAUDE.md, CONTEXT.md in each directory and keeps the first hit: packages/api/CLAUDE.md.\nUpstream (switch Variant) instead loads the global AGENTS.md, then every ancestor AGENTS.md, each under "Instructions from:".',
    scenario: {
      version: 1,
      agent: "opencode",
      variant: "seed",
      cwd: "/repo/packages/api",
      files: {
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/.git/objects": { dir: true },
        "/repo/.git/refs": { dir: true },
        "/repo/AGENTS.md": "# Monorepo rules\n- Use pnpm.\n",
        "/repo/packages/AGENTS.md": "# Package rules\n- Export from index.ts only.\n",
        "/repo/packages/api/CLAUDE.md": "# API rules for Claude Code\n",
        "/repo/packages/api/src/index.ts": "export {};\n",
        "/home/user/.config/opencode/AGENTS.md": "Answer in English.\n",
      },
    },
  },
  {
    id: "opencode-config-dir-profile",
    title: "opencode: OPENCODE_CONFIG_DIR replaces the global AGENTS.md folder",
    explanation:
      "With OPENCODE_CONFIG_DIR set, opencode takes the global AGENTS.md from that folder and never looks at ~/.config/opencode/AGENTS.md.\nSwitch the variant to config-dir-fallback to see early-2026 opencode: the profile file first, the global one only as a fallback, project files before both.",
    scenario: {
      version: 1,
      agent: "opencode",
      cwd: "/home/user/repo",
      env: { OPENCODE_CONFIG_DIR: "/home/user/.opencode-work" },
      files: {
        "/home/user/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/home/user/repo/.git/objects": { dir: true },
        "/home/user/repo/.git/refs": { dir: true },
        "/home/user/repo/AGENTS.md": "# Repo rules\n- Use bun.\n",
        "/home/user/.opencode-work/AGENTS.md": "Work profile: never push to main.\n",
        "/home/user/.config/opencode/AGENTS.md": "Personal rules: answer in English.\n",
      },
    },
  },
];
