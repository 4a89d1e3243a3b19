import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "antigravity-triggers",
    title: "Google Antigravity: each rule's trigger decides when it is sent",
    explanation:
      "always_on rules go out with GEMINI.md and AGENTS.md at the start; the manual rule only because the prompt says @release; model_decision only offers its description.\nThe glob rule attaches when src/app.tsx is read; the rule with no trigger waits for an @mention.",
    scenario: {
      version: 1,
      agent: "antigravity",
      cwd: "/repo",
      prompt: "Follow @release and bump the version.",
      contextPaths: ["/repo/src/app.tsx"],
      files: {
        "/repo/.git": { dir: true },
        "/home/user/.gemini/GEMINI.md": "Answer in English.\n",
        "/repo/GEMINI.md": "This is a Next.js app.\n",
        "/repo/AGENTS.md": "Use pnpm.\n",
        "/repo/.agents/rules/style.md": "---\ntrigger: always_on\n---\nUse 2-space indentation.\n",
        "/repo/.agents/rules/release.md": "---\ntrigger: manual\n---\nTag releases with vX.Y.Z.\n",
        "/repo/.agents/rules/perf.md":
          "---\ntrigger: model_decision\ndescription: Performance tuning advice\n---\nProfile before optimising.\n",
        "/repo/.agents/rules/react.md": '---\ntrigger: glob\nglobs: "**/*.tsx"\n---\nUse function components.\n',
        "/repo/.agents/rules/notes.md": "Keep notes short.\n",
        "/repo/src/app.tsx": "export {};\n",
      },
    },
  },
  {
    id: "antigravity-legacy-folder",
    title: "Google Antigravity: a .agents folder hides the legacy .agent/rules",
    explanation:
      "The repository keeps shared skills in .agents/ and its old rules in .agent/rules: once .agents/ exists Antigravity reads .agents/rules only, so the old rule is shadowed.\nThe rule in .agents/rules pulls in docs/api.md through an @ reference, listed right after it.",
    scenario: {
      version: 1,
      agent: "antigravity",
      cwd: "/repo",
      files: {
        "/repo/.agents/skills/deploy/SKILL.md": "---\nname: deploy\ndescription: Deploy the app\n---\nRun make deploy.\n",
        "/repo/.agents/rules/api.md": "---\ntrigger: always_on\n---\nFollow the API guide: @../../docs/api.md\n",
        "/repo/.agent/rules/old.md": "---\ntrigger: always_on\n---\nUse tabs.\n",
        "/repo/docs/api.md": "Every endpoint returns JSON.\n",
      },
    },
  },
];
