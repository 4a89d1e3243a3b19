import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "firebase-studio-airules-first",
    title: "Firebase Studio: .idx/airules.md wins over GEMINI.md",
    explanation:
      "A Firebase Studio template writes the same rules to .idx/airules.md and GEMINI.md; Gemini in Firebase chat uses the first file it finds, .idx/airules.md.\nGEMINI.md is shadowed here (the Gemini CLI in the terminal reads it: pick the gemini-cli agent for that).",
    scenario: {
      version: 1,
      agent: "firebase-studio",
      cwd: "/home/user/myapp",
      files: {
        "/home/user/myapp/.idx/airules.md": "You are an expert Next.js developer. Use the App Router.\n",
        "/home/user/myapp/GEMINI.md": "You are an expert Next.js developer. Use the App Router.\n",
        "/home/user/myapp/.idx/dev.nix": "{ pkgs, ... }: { packages = [ pkgs.nodejs_20 ]; }\n",
      },
    },
  },
  {
    id: "firebase-studio-agents-md",
    title: "Firebase Studio: a repository with only AGENTS.md and .cursorrules",
    explanation:
      "With no .idx/airules.md, GEMINI.md or .gemini/styleguide.md, AGENTS.md is the first rules file found and is used alone.\n.cursorrules comes last in the order, so it is shadowed.",
    scenario: {
      version: 1,
      agent: "firebase-studio",
      cwd: "/home/user/shop",
      files: {
        "/home/user/shop/AGENTS.md": "Run npm test before finishing.\n",
        "/home/user/shop/.cursorrules": "Prefer functional components.\n",
      },
    },
  },
];
