import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "openhands-repo-skills",
    title: "OpenHands: AGENTS.md, CLAUDE.md and a microagent in <REPO_CONTEXT>",
    explanation:
      "Trigger-less skills go whole into <REPO_CONTEXT>, each under its skill name (agents, claude, repo), in load order.\nGEMINI.md is loaded too but left out: the default model is a Claude model, and gemini goes only to Gemini models.",
    scenario: {
      version: 1,
      agent: "openhands",
      cwd: "/workspace/project/app",
      files: {
        "/workspace/project/app/.git/HEAD": "ref: refs/heads/main\n",
        "/workspace/project/app/AGENTS.md": "# App\n\nRun `make test` before every commit.\n",
        "/workspace/project/app/CLAUDE.md": "Prefer small, reviewable diffs.\n",
        "/workspace/project/app/GEMINI.md": "Gemini-only notes.\n",
        "/workspace/project/app/.openhands/microagents/repo.md":
          "---\nname: repo\ntype: repo\nagent: CodeActAgent\n---\n\nThe API lives in server/, the UI in web/.\n",
        "/workspace/project/app/.openhands/setup.sh": "npm ci\n",
      },
    },
  },
  {
    id: "openhands-triggers-and-rules",
    title: "OpenHands: keyword skills, a SKILL.md and a nested AGENTS.md rule",
    explanation:
      'docker.md is offered in <SKILLS> and, since the prompt says "docker", also sent whole after the user\'s message; release is only offered.\nserver/AGENTS.md is a rule for server/**: it is added to the tool result when the session touches server/main.go.',
    scenario: {
      version: 1,
      agent: "openhands",
      cwd: "/workspace/project/app",
      prompt: "Make the Docker image smaller",
      contextPaths: ["/workspace/project/app/server/main.go"],
      files: {
        "/workspace/project/app/.git/HEAD": "ref: refs/heads/main\n",
        "/workspace/project/app/AGENTS.md": "Use conventional commits.\n",
        "/workspace/project/app/server/AGENTS.md": "Go 1.23; run `go vet ./...`.\n",
        "/workspace/project/app/server/main.go": "package main\n",
        "/workspace/project/app/.openhands/skills/docker.md":
          "---\ntriggers:\n- docker\n- container\n---\n# Docker\nBuild with `docker buildx bake`; keep images distroless.\n",
        "/workspace/project/app/.agents/skills/release/SKILL.md":
          "---\nname: release\ndescription: Cut a release (bump the version, tag, write the changelog).\n---\n1. Bump version.\n2. Tag.\n",
      },
    },
  },
];
