import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "aider-read-conventions",
    title: "Aider: conventions only when read: names them",
    explanation:
      "The repository's .aider.conf.yml says read: [CONVENTIONS.md, docs/api.md], so both go out in aider's read-only message, fenced with their paths.\nAGENTS.md sits next to them but nothing names it, so aider never reads it.",
    scenario: {
      version: 1,
      agent: "aider",
      cwd: "/home/user/proj",
      files: {
        "/home/user/proj/.git": { dir: true },
        "/home/user/proj/.aider.conf.yml": "read: [CONVENTIONS.md, docs/api.md]\n",
        "/home/user/proj/CONVENTIONS.md": "- Prefer httpx over requests.\n- Use type hints everywhere.\n",
        "/home/user/proj/docs/api.md": "All endpoints return JSON.\n",
        "/home/user/proj/AGENTS.md": "Agents: run pytest before you finish.\n",
      },
    },
  },
  {
    id: "aider-config-precedence",
    title: "Aider: the nearest config file's read: wins, lists do not merge",
    explanation:
      "Home and the working directory both set read:. configargparse lets the working directory's file win and drops home's list entirely.\nPaths resolve from the working directory, not from the config file's folder.",
    scenario: {
      version: 1,
      agent: "aider",
      cwd: "/home/user/proj",
      files: {
        "/home/user/proj/.git": { dir: true },
        "/home/user/.aider.conf.yml": "read: GLOBAL.md\n",
        "/home/user/proj/.aider.conf.yml": "read: STYLE.md\n",
        "/home/user/proj/STYLE.md": "Four-space indents.\n",
        "/home/user/proj/GLOBAL.md": "Never read: home's list was dropped.\n",
      },
    },
  },
];
