import { describe, expect, it } from "vitest";
import { parseScenarioText } from "./openScenario";

const AGENTS = ["crabcode", "codex"];

describe("parseScenarioText", () => {
  it("opens a valid scenario and reports ignored keys as warnings", () => {
    const r = parseScenarioText(JSON.stringify({ version: 1, agent: "codex", cwd: "/r", files: {}, extra: 1 }), AGENTS);
    expect(r).toEqual({
      ok: true,
      scenario: { version: 1, agent: "codex", cwd: "/r", files: {}, extra: 1 },
      warnings: ['extra: unknown key "extra" is ignored'],
    });
  });

  it("says in words when the file is not JSON", () => {
    const r = parseScenarioText("{ nope", AGENTS);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe("The file is not valid JSON.");
  });

  it("lists every problem with its path", () => {
    const r = parseScenarioText(JSON.stringify({ version: 1, agent: "nobody", cwd: "relative", files: { "a.md": "x" } }), AGENTS);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe("The file is not a valid Rulescope scenario.");
    expect(r.detail).toContain("cwd: must be an absolute path");
    expect(r.detail).toContain('files["a.md"]: file paths must be absolute');
    expect(r.detail).toContain('agent: unknown agent "nobody"');
  });

  it("refuses a newer version and JSON that is not an object", () => {
    const newer = parseScenarioText(JSON.stringify({ version: 99, agent: "codex", cwd: "/", files: {} }), AGENTS);
    expect(!newer.ok && newer.detail).toContain("version 99, made by a newer Rulescope");
    const list = parseScenarioText("[1,2]", AGENTS);
    expect(!list.ok && list.detail).toContain("a scenario must be a JSON object");
  });
});
