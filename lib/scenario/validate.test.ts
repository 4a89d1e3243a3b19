import { describe, expect, it } from "vitest";
import { validateScenario } from "./validate";

const base = { version: 1, agent: "crabcode", cwd: "/repo", files: {} };

describe("validateScenario", () => {
  it("accepts a minimal scenario", () => {
    const r = validateScenario(base, ["crabcode"]);
    expect(r.ok).toBe(true);
  });
  it("reports every problem at once, each with its JSON path", () => {
    const r = validateScenario(
      { version: 1, agent: "nope", cwd: "repo", files: { "rel.md": "x", "/a.md": { content: 1 }, "/b.md": { dir: true, extra: 1 } }, env: { A: 1 } },
      ["crabcode"],
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.problems.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(["cwd", 'files["rel.md"]', 'files["/a.md"].content', 'files["/b.md"]', "env.A", "agent"]));
    expect(r.problems.find((p) => p.path === "cwd")!.message).toMatch(/absolute/);
    expect(r.problems.find((p) => p.path === "agent")!.message).toMatch(/unknown agent "nope"/);
  });
  it("unknown keys: an error in files entries, a warning elsewhere", () => {
    const bad = validateScenario({ ...base, files: { "/x": { content: "", colour: "red" } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.some((p) => p.message.includes('"colour"'))).toBe(true);
    const warned = validateScenario({ ...base, theme: "dark", session: { model: "m", mood: "x" } });
    expect(warned.ok).toBe(true);
    if (warned.ok) expect(warned.warnings.map((w) => w.path)).toEqual(["theme", "session.mood"]);
  });
  it("a newer version is a clear error; a missing one too", () => {
    const r = validateScenario({ ...base, version: 7 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0].message).toMatch(/version 7, made by a newer Rulescope/);
    expect(validateScenario({ ...base, version: undefined }).ok).toBe(false);
  });
  it("rejects entries that are two kinds at once and paths with . or ..", () => {
    const r = validateScenario({ ...base, files: { "/a": { content: "x", symlink: "/b" }, "/c/../d": "x" } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.message).join("\n")).toMatch(/not content and symlink[\s\S]*\. or \.\./);
  });
  it("non-objects are refused in words", () => {
    for (const raw of [null, 3, "x", []]) {
      const r = validateScenario(raw);
      expect(r.ok).toBe(false);
    }
  });

  it("refuses a __proto__ key in files, env or config instead of silently dropping it", () => {
    const raw = JSON.parse('{"version":1,"agent":"crabcode","cwd":"/","files":{},"config":{"__proto__":0}}');
    const r = validateScenario(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toContainEqual(expect.objectContaining({ path: "config.__proto__" }));
  });
});
