import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "windsurf-triggers",
    title: "Windsurf: a rule's trigger decides when it is sent",
    explanation:
      "always_on rules are sent every time; manual ones only when the prompt says @name; model_decision ones only offer a description.\nThe glob rule attaches when src/app.tsx is read.",
    scenario: {
      version: 1,
      agent: "windsurf",
      cwd: "/repo",
      prompt: "Please follow @release and bump the version.",
      contextPaths: ["/repo/src/app.tsx"],
      files: {
        "/repo/.git": { dir: true },
        "/repo/.windsurf/rules/style.md": "---\ntrigger: always_on\n---\nUse 2-space indentation.\n",
        "/repo/.windsurf/rules/release.md": "---\ntrigger: manual\n---\nTag releases with vX.Y.Z.\n",
        "/repo/.windsurf/rules/perf.md":
          "---\ntrigger: model_decision\ndescription: Performance tuning advice\n---\nProfile before optimising.\n",
        "/repo/.windsurf/rules/react.md": '---\ntrigger: glob\nglobs: "*.tsx"\n---\nUse function components.\n',
        "/repo/src/app.tsx": "export {};\n",
        "/home/user/.codeium/windsurf/memories/global_rules.md": "Answer in English.\n",
      },
    },
  },
  {
    id: "windsurf-agents-md",
    title: "Windsurf: AGENTS.md is scoped by where it lives",
    explanation:
      "The root AGENTS.md is always on; api/AGENTS.md is a glob rule for api/** and attaches only when a file under api/ is read.\nweb/AGENTS.md stays out: nothing under web/ is read.",
    scenario: {
      version: 1,
      agent: "windsurf",
      cwd: "/repo",
      contextPaths: ["/repo/api/server.ts"],
      files: {
        "/repo/AGENTS.md": "Use pnpm.\n",
        "/repo/api/AGENTS.md": "Validate every request.\n",
        "/repo/api/server.ts": "export {};\n",
        "/repo/web/AGENTS.md": "Use React.\n",
      },
    },
  },
];
