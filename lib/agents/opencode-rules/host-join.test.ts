/**
 * How the rules block joins opencode's own instructions. The host profile is replaced by a stub with
 * known text, so this checks our join and block placement whatever the opencode profile prints today.
 * llm.ts: system[0] is opencode's joined header; the plugin pushes a second element; where opencode
 * needs one string it joins elements with "\n".
 */
import { describe, expect, it, vi } from "vitest";
import { Composer } from "../../core/compose";
import { resolve } from "../../resolve";

vi.mock("../opencode", async (orig) => {
  const real = (await orig()) as { opencode: object };
  return {
    opencode: {
      ...real.opencode,
      defaultVariant: "upstream",
      resolve: () => ({
        prompt: new Composer().frame("Instructions from: /repo/AGENTS.md\n").content("Use pnpm.", "/repo/AGENTS.md"),
        blocks: [
          { role: "system", label: "opencode base prompt", text: "", placeholder: true },
          { role: "system", label: "opencode instructions", text: "Instructions from: /repo/AGENTS.md\nUse pnpm." },
          { role: "user", label: "nested AGENTS.md", text: "x", trigger: "read src/a.ts" },
        ],
      }),
    },
  };
});

describe("opencode-rules after opencode's instructions", () => {
  it("joins with a single newline and adds a second system message before read-triggered attachments", () => {
    const r = resolve({ version: 1, agent: "opencode-rules", cwd: "/repo", files: { "/repo/.opencode/rules/a.md": "Rule A." } });
    expect(r.prompt).toBe(
      "Instructions from: /repo/AGENTS.md\nUse pnpm.\n# OpenCode Rules\n\nPlease follow the following rules:\n\n## a.md\n\nRule A.",
    );
    expect(r.blocks.map((b) => b.label)).toEqual([
      "opencode base prompt",
      "opencode instructions",
      "opencode-rules: OpenCode Rules (second system message)",
      "nested AGENTS.md",
    ]);
    expect(r.parts.filter((p) => p.kind === "content").map((p) => p.path)).toEqual(["/repo/AGENTS.md", "/repo/.opencode/rules/a.md"]);
  });

  it("leaves opencode's output untouched when no rule applies", () => {
    const r = resolve({
      version: 1,
      agent: "opencode-rules",
      cwd: "/repo",
      files: { "/repo/.opencode/rules/a.md": "---\nkeywords: [x]\n---\nA" },
    });
    expect(r.prompt).toBe("Instructions from: /repo/AGENTS.md\nUse pnpm.");
    expect(r.blocks).toHaveLength(3);
  });
});
