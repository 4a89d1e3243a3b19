import { describe, expect, it } from "vitest";
import { validatedBefore, validateScenario } from "./validate";

const base = { version: 1, agent: "crabcode", cwd: "/repo", files: {} };

describe("validateScenario", () => {
  it("accepts a minimal scenario", () => {
    const r = validateScenario(base, ["crabcode"]);
    expect(r.ok).toBe(true);
  });
  it("reports every problem at once, each with its JSON path", () => {
    const r = validateScenario(
      {
        version: 1,
        agent: "nope",
        cwd: "repo",
        files: { "rel.md": "x", "/a.md": { content: 1 }, "/b.md": { dir: true, extra: 1 } },
        env: { A: 1 },
      },
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

describe("messages name the real cause", () => {
  const messages = (raw: unknown) => {
    const r = validateScenario(raw, ["codex", "crabcode"]);
    return r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.message}`);
  };

  it("a wrong type says what was expected and what it got; only a missing value is 'required'", () => {
    expect(messages({ ...base, home: 5 })).toEqual(['home: must be a string: an absolute path such as "/repo", got a number (5)']);
    expect(messages({ ...base, agent: true })).toEqual(['agent: must be a string naming an agent, e.g. "codex", got true']);
    expect(messages({ ...base, env: [] })).toEqual(["env: must be an object of NAME: value, got a list"]);
    expect(messages({ ...base, env: { A: null } })).toEqual(["env.A: must be a string (env values are strings), got null"]);
    expect(messages({ ...base, files: "x" })).toEqual(["files: must be an object mapping absolute paths to entries, got a string"]);
    expect(messages({ ...base, tools: [1] })).toEqual(["tools[0]: must be a string (a tool id), got a number (1)"]);
    expect(messages({ version: 1, agent: "codex", files: {} })).toEqual(["cwd: is required"]);
    expect(messages({ version: 1, agent: "codex", cwd: "/" })).toEqual(["files: is required"]);
    expect(messages({ ...base, files: { "/a": 5, "/b": { content: 1 }, "/c": { dir: false }, "/d": { symlink: "" } } })).toEqual([
      'files["/a"]: must be the file\'s text (a string), or an object with content, base64, symlink, dir or unreadable, got a number (5)',
      'files["/b"].content: must be a string (the file\'s text), got a number (1)',
      'files["/c"].dir: must be true when present, got false',
      'files["/d"].symlink: must not be empty, got a string',
    ]);
  });

  it("two spellings of one path are an error naming both keys, not a silent last-one-wins", () => {
    expect(messages({ ...base, files: { "/r/A.md": "first", "/r/A.md/": "second" } })).toEqual([
      'files["/r/A.md/"]: "/r/A.md" and "/r/A.md/" are the same path ("/r/A.md"); keep one of them',
    ]);
    expect(messages({ ...base, files: { "//r//A.md": "a", "/r/A.md": "b", "/r/A.md//": { dir: true } } })).toEqual([
      'files["/r/A.md"]: "//r//A.md" and "/r/A.md" are the same path ("/r/A.md"); keep one of them',
      'files["/r/A.md//"]: "//r//A.md" and "/r/A.md//" are the same path ("/r/A.md"); keep one of them',
    ]);
    // One odd spelling alone names one path: it is kept (old links carry such keys).
    expect(validateScenario({ ...base, files: { "/r//A.md/": "x" } }).ok).toBe(true);
  });

  it("refuses NUL and unpaired surrogates in paths, and shows them escaped", () => {
    expect(messages({ ...base, files: { "/a\u0000b": "", "/c\ud800": "", "/ok-\ud83d\ude00": "" } })).toEqual([
      'files["/a\\u0000b"]: the path must not contain a NUL character',
      'files["/c\\ud800"]: the path contains an unpaired UTF-16 surrogate (\\ud800), which is not text and no file system stores',
    ]);
    expect(messages({ ...base, cwd: "/\udc00" })).toEqual([
      "cwd: the path contains an unpaired UTF-16 surrogate (\\udc00), which is not text and no file system stores",
    ]);
    expect(messages({ ...base, files: { "/l": { symlink: "x\u0000" } } })).toEqual([
      'files["/l"].symlink: the link target must not contain a NUL character',
    ]);
  });

  it("shows control and bidi characters in keys escaped, in the path and in the message", () => {
    const r = validateScenario({ ...base, "be\u0007ll": 1, session: { "\u202egnp.exe": 1 } });
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.warnings).toEqual([
        { level: "warning", path: '["be\\u0007ll"]', message: 'unknown key "be\\u0007ll" is ignored' },
        { level: "warning", path: 'session["\\u202egnp.exe"]', message: 'unknown key "\\u202egnp.exe" is ignored' },
      ]);
  });
});

describe("a scenario is validated once", () => {
  const raw = { version: 1, agent: "codex", cwd: "/repo", files: { "/repo/AGENTS.md": "x" }, env: { A: "1" }, extra: true };

  it("remembers what it returned as valid, with its warnings, and nothing else", () => {
    const r = validateScenario(raw, ["codex"]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings.map((w) => w.path)).toEqual(["extra"]);
    expect(validatedBefore(r.scenario)).toEqual(r.warnings);
    expect(validatedBefore(raw)).toBeUndefined();
    expect(validatedBefore({ ...r.scenario })).toBeUndefined();
    expect(validatedBefore(null)).toBeUndefined();
  });

  it("freezes the remembered scenario and its records, so the answer cannot go stale; files stay the caller's map, uncopied", () => {
    const input = structuredClone(raw);
    const r = validateScenario(input, ["codex"]);
    if (!r.ok) throw new Error("expected valid");
    expect(() => Object.assign(r.scenario, { cwd: "relative" })).toThrow(TypeError);
    expect(() => Object.assign(r.scenario.env!, { A: 2 })).toThrow(TypeError);
    expect(r.scenario.files).toBe(input.files);
    expect(Object.isFrozen(input.files)).toBe(false);
  });
});
