/**
 * The registry (lib/agents/registry.ts) is the one hand-kept list of agents; the lists that import the
 * profiles and the README's agent table are generated from it (npm run agents), with the lab's
 * measured fidelity (docs/fidelity.md, lib/agents/fidelity.json). Here: they are current.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AGENT_IDS } from "../lib/agents/registry";
import { expectedFiles } from "../scripts/gen-agents";

describe("the files generated from the agent registry", () => {
  it("are what npm run agents writes (run it after adding, removing or editing a profile's meta)", async () => {
    const files = await expectedFiles();
    expect([...files.keys()].sort()).toEqual(
      [
        ...AGENT_IDS.map((id) => `lib/agents/${id}/README.md`),
        "README.md",
        "docs/checks/README.md",
        "docs/fidelity.md",
        "lib/agents/examples.ts",
        "lib/agents/fidelity.json",
        "lib/agents/index.ts",
        "lib/agents/meta.ts",
        "lib/check/code-names.ts",
        "lib/check/code-table.json",
      ].sort(),
    );
    for (const [path, text] of files) expect(readFileSync(join(import.meta.dirname, "..", path), "utf8"), path).toBe(text);
  }, 60_000);
});
