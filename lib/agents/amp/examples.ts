import type { Example } from "../base";

export const examples: Example[] = [
  {
    id: "amp-folders-and-fallbacks",
    title: "Amp: one guidance file per folder, from $HOME down",
    explanation:
      "Amp reads each folder from the working directory up to $HOME; packages/api has no AGENTS.md, so its CLAUDE.md is used.\nweb/AGENTS.md is attached only when web/app.ts is read.",
    scenario: {
      version: 1,
      agent: "amp",
      cwd: "/home/user/repo/packages/api",
      contextPaths: ["/home/user/repo/packages/api/web/app.ts"],
      files: {
        "/home/user/repo/AGENTS.md": "Use pnpm.\n",
        "/home/user/repo/packages/api/CLAUDE.md": "API rules.\n",
        "/home/user/repo/packages/api/web/AGENTS.md": "Web rules.\n",
        "/home/user/repo/packages/api/web/app.ts": "export {};\n",
        "/home/user/.config/amp/AGENTS.md": "Be brief.\n",
      },
    },
  },
  {
    id: "amp-mentions-globs",
    title: "Amp: @-mentioned files, and globs: that wait for a matching read",
    explanation:
      "AGENTS.md mentions @docs/style.md (always included) and @docs/ts.md, whose globs: ['*.ts'] hold it back.\nIt is attached once src/index.ts is read (globs get an implicit **/ prefix).",
    scenario: {
      version: 1,
      agent: "amp",
      cwd: "/home/user/repo",
      contextPaths: ["/home/user/repo/src/index.ts"],
      files: {
        "/home/user/repo/AGENTS.md": "See @docs/style.md and @docs/ts.md.\n",
        "/home/user/repo/docs/style.md": "Write short sentences.\n",
        "/home/user/repo/docs/ts.md": "---\nglobs: ['*.ts']\n---\nPrefer type over interface.\n",
        "/home/user/repo/src/index.ts": "export {};\n",
      },
    },
  },
];
