/**
 * The scaffold (scripts/new-agent.ts): the seven files every profile has, with every placeholder filled, and the id appended to
 * the registry's list. (A full run, scaffold then the whole suite, is done on a scratch copy: see
 * lib/agents/README.md.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AGENT_IDS } from "../lib/agents/registry";
import { profileFiles, withId } from "../scripts/new-agent";

describe("npm run new-agent", () => {
  const files = profileFiles({ id: "new-bot", name: "New Bot", file: "BOT.md", homepage: "https://bot.example/docs", date: "2026-11-27" });

  it("makes the files every profile has, named for it: facts and a conformance case among them", () => {
    expect([...files.keys()].sort()).toEqual([
      "README.md",
      "examples.ts",
      "facts.ts",
      "fixtures/reads-file-at-cwd.json",
      "index.ts",
      "meta.ts",
      "new-bot.test.ts",
    ]);
    const fixture = JSON.parse(files.get("fixtures/reads-file-at-cwd.json")!);
    expect(fixture.scenario.agent).toBe("new-bot");
    expect(fixture.expect.included).toEqual(["/repo/BOT.md"]);
  });

  it("fills every placeholder: the id, a camel-case name for the exports, the file, the homepage and the day", () => {
    for (const [name, text] of files) expect(text, name).not.toMatch(/__[A-Z]+__/);
    expect(files.get("meta.ts")).toContain('export const newBotMeta = defineMeta({\n  id: "new-bot",\n  name: "New Bot",');
    expect(files.get("index.ts")).toContain("export const newBot = defineProfile(newBotMeta, resolve);");
    expect(files.get("facts.ts")).toContain('export const FILE = "BOT.md";');
    expect(files.get("README.md")).toContain("## Upstream sources read (2026-11-27)\n\n- https://bot.example/docs");
  });

  it("appends the id to the registry's list, after the last one", () => {
    const registry = readFileSync(join(import.meta.dirname, "..", "lib", "agents", "registry.ts"), "utf8");
    const next = withId(registry, "new-bot");
    expect(next).toContain(`  ${JSON.stringify(AGENT_IDS.at(-1))},\n  "new-bot",\n] as const;`);
    expect(next.replace('  "new-bot",\n', "")).toBe(registry);
  });
});
