import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "mistral-vibe-trust-root",
    title: "Mistral Vibe: AGENTS.md from the trusted repository root down",
    explanation:
      "Trusting the repository in Vibe's dialog makes the git root the trust root: its AGENTS.md and the cwd's are sent, after ~/.vibe/AGENTS.md.\nSet Trust dialog answer to trust_cwd and only services/api/AGENTS.md is read; decline and only the user file is left.",
    scenario: {
      version: 1,
      agent: "mistral-vibe",
      cwd: "/home/user/shop/services/api",
      files: {
        "/home/user/shop/.git/HEAD": "ref: refs/heads/main\n",
        "/home/user/.vibe/AGENTS.md": "Explain each change in one sentence.\n",
        "/home/user/shop/AGENTS.md": "Python 3.12, managed with uv. Run `uv run pytest` before committing.\n",
        "/home/user/shop/services/api/AGENTS.md": "FastAPI service. Keep handlers thin; business logic goes in services/.\n",
        "/home/user/shop/services/api/app/main.py": "app = FastAPI()\n",
      },
    },
  },
  {
    id: "mistral-vibe-read-subfolder",
    title: "Mistral Vibe: a subfolder's AGENTS.md arrives with the file read there",
    explanation:
      "Files below the working directory are not in the system prompt. When Vibe reads web/src/App.tsx, web/AGENTS.md is appended to that Read result.\nEach folder is sent once per session; reading a second file under web/ adds nothing.",
    scenario: {
      version: 1,
      agent: "mistral-vibe",
      cwd: "/home/user/mono",
      contextPaths: ["/home/user/mono/web/src/App.tsx", "/home/user/mono/web/src/main.tsx"],
      files: {
        "/home/user/mono/.git/HEAD": "ref: refs/heads/main\n",
        "/home/user/mono/AGENTS.md": "pnpm workspace. Never commit lockfile changes by hand.\n",
        "/home/user/mono/web/AGENTS.md": "React 19 with Vite. Components are function components.\n",
        "/home/user/mono/web/src/App.tsx": "export function App() { return null; }\n",
        "/home/user/mono/web/src/main.tsx": "import { App } from './App';\n",
      },
    },
  },
  {
    id: "mistral-vibe-vibe-md",
    title: "Mistral Vibe 2.0 to 2.4: one file at the working directory",
    explanation:
      "Before 2.5.0 Vibe read the first of AGENTS.md, VIBE.md and .vibe.md at the working directory and sent it unwrapped.\nHere VIBE.md wins; switch to the upstream variant and only AGENTS.md files count, so nothing from VIBE.md is sent.",
    scenario: {
      version: 1,
      agent: "mistral-vibe",
      variant: "vibe-md",
      cwd: "/home/user/tool",
      files: {
        "/home/user/tool/VIBE.md": "CLI written with Typer. Keep --help texts under 60 characters.\n",
        "/home/user/tool/.vibe.md": "Older notes.\n",
      },
    },
  },
];
