/** A file that only lists commands the other agent already gets is no disagreement (stack-auth/stack-auth). */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { commandsCovered } from "./commands-covered";
import { check } from "./engine";

describe("commandsCovered", () => {
  it("a label and code spans per line, each span sent: covered; a new command or a sentence of its own: not", () => {
    const sent = "- **Lint code**: `pnpm lint`. `pnpm lint --fix` will fix some errors. - **Type check**: `pnpm typecheck`";
    expect(commandsCovered("# Stack Auth\n\n## Commands\n- **Lint**: `pnpm lint`\n- **Typecheck**: `pnpm typecheck`\n", sent)).toBe(true);
    expect(commandsCovered("- **Lint**: `pnpm lint`\n- **E2E**: `pnpm test:e2e`\n", sent)).toBe(false);
    expect(commandsCovered("- Run `pnpm lint` before every commit, and never push a branch that fails it to main\n", sent)).toBe(false);
    expect(commandsCovered("# Only a heading\n", sent)).toBe(false);
  });

  it("in a check: the two-command CLAUDE.md gives no agents-disagree; the AGENTS.md it switches off stays a warning", () => {
    const r = check({
      fs: buildMemfs({
        "/repo/.git": { dir: true },
        "/repo/CLAUDE.md": "# Stack Auth\n\n## Commands\n- **Lint**: `pnpm lint`\n- **Typecheck**: `pnpm typecheck`\n",
        "/repo/AGENTS.md":
          "# Agents\n\n- **Lint code**: `pnpm lint`. `pnpm lint --fix` will fix some errors.\n- **Type check**: `pnpm typecheck`\n",
      }).fs,
      root: "/repo",
      home: "/home/user",
      agents: [{ id: "codex" }, { id: "claude-code" }],
    });
    expect(r.findings.filter((f) => f.code === "agents-disagree" && f.path === "/repo/CLAUDE.md")).toEqual([]);
    expect(r.findings.find((f) => f.path === "/repo/AGENTS.md")).toMatchObject({ code: "fallback-off", severity: "warning" });
  });
});
