import { describe, expect, it } from "vitest";
import { codexMeta as codex } from "@/lib/agents/codex/meta";
import { crabcodeMeta as crabcode } from "@/lib/agents/crabcode/meta";
import { resolve } from "@/lib/resolve";
import { addFile, listDirs, listFiles, setText } from "@/lib/scenario/edit";
import type { Scenario } from "@/lib/scenario/types";
import {
  absolutePathProblem,
  addMcpClient,
  editMcpClient,
  foreignConfigKeys,
  formatConfigValue,
  formatEnv,
  isToggleOn,
  samePaths,
  sameButFileText,
  treeLists,
  matchingFolders,
  missingContextPaths,
  NOT_APPLIED,
  parseConfigText,
  parseEnvText,
  parsePathList,
  parseToolIds,
  reconcileEnvText,
  removeMcpClient,
  sameValue,
  setConfigKey,
  setEnvVar,
  setSessionField,
  setVariant,
  switchAgent,
  withKey,
} from "./session-edits";

const base: Scenario = {
  version: 1,
  agent: "crabcode",
  cwd: "/repo/packages/api",
  files: {
    "/repo/.git": { dir: true },
    "/repo/AGENTS.md": "# Monorepo rules\n- Use pnpm.\n",
    "/repo/packages/api/CLAUDE.md": "# API rules\n",
  },
};

describe("withKey", () => {
  it("sets a key, and removes it for undefined without touching the rest", () => {
    const withPrompt = withKey(base, "prompt", "fix the bug");
    expect(withPrompt.prompt).toBe("fix the bug");
    const without = withKey(withPrompt, "prompt", undefined);
    expect("prompt" in without).toBe(false);
    expect(without).toEqual(base);
  });
  it("returns the same object when there is nothing to remove", () => {
    expect(withKey(base, "env", undefined)).toBe(base);
  });
});

describe("agent and variant", () => {
  it("switching agent keeps tree and session and drops the variant", () => {
    const s = { ...base, variant: "seed", env: { A: "1" }, prompt: "p", tools: ["bash"] };
    const next = switchAgent(s, "codex");
    expect(next.agent).toBe("codex");
    expect("variant" in next).toBe(false);
    expect(next.files).toBe(s.files);
    expect(next.env).toBe(s.env);
    expect(next.prompt).toBe("p");
    expect(next.tools).toBe(s.tools);
  });
  it("choosing the same agent changes nothing", () => {
    const s = { ...base, variant: "seed" };
    expect(switchAgent(s, "crabcode")).toBe(s);
  });
  it("stores the default variant as no variant", () => {
    expect(setVariant(base, crabcode, "seed").variant).toBe("seed");
    expect("variant" in setVariant({ ...base, variant: "seed" }, crabcode, crabcode.defaultVariant)).toBe(false);
  });
});

describe("absolutePathProblem", () => {
  it("accepts absolute paths and explains the rest", () => {
    expect(absolutePathProblem("/repo")).toBeNull();
    expect(absolutePathProblem("/")).toBeNull();
    expect(absolutePathProblem("")).toMatch(/starting with \//);
    expect(absolutePathProblem("repo/app")).toMatch(/absolute/);
    expect(absolutePathProblem("/a\0b")).toMatch(/NUL/);
  });
});

describe("treeLists", () => {
  const files: Scenario["files"] = {
    "/repo/.git": { dir: true },
    "/repo/AGENTS.md": "a",
    "/repo/packages/api/src/index.ts": "x",
    "/repo/packages/web/README.md": "y",
    "/repo/empty": { dir: true },
    "/repo//odd/./name.md": "z",
    "/repo/link": { symlink: "AGENTS.md" },
    "/home/user/.codex/AGENTS.md": "g",
  };
  it("lists the same folders and files as lib/scenario/edit", () => {
    const lists = treeLists(files);
    expect(lists.dirs).toEqual(listDirs(files));
    expect(lists.files).toEqual(listFiles(files));
    expect(lists.dirSet.has("/repo/packages/api/src")).toBe(true);
    expect(lists.fileSet.has("/repo/odd/name.md")).toBe(true);
  });
  it("agrees with lib/scenario/edit on a generated monorepo", () => {
    const big: Scenario["files"] = {};
    for (let i = 0; i < 10_000; i++) big[`/repo/packages/p${i % 200}/src/d${i % 37}/f${i}.ts`] = "x";
    const lists = treeLists(big);
    expect(lists.dirs).toEqual(listDirs(big));
    expect(lists.files).toEqual(listFiles(big));
  });
  it("samePaths ignores content edits, not added, removed or renamed paths", () => {
    const paths = Object.keys(files);
    expect(samePaths(paths, { ...files, "/repo/AGENTS.md": "changed" })).toBe(true);
    expect(samePaths(paths, { ...files, "/repo/new.md": "" })).toBe(false);
    const { ["/repo/AGENTS.md"]: _gone, ...rest } = files;
    void _gone;
    expect(samePaths(paths, rest)).toBe(false);
    expect(samePaths(paths, { ...rest, "/repo/AGENTS2.md": "a" })).toBe(false);
  });
});

describe("matchingFolders", () => {
  const dirs = ["/", "/home", "/home/user", "/repo", "/repo/packages", "/repo/packages/api", "/repo/packages/api/src", "/srv/repo-mirror"];
  it("lists folders below the typed prefix first, then ones containing it, without the typed one", () => {
    expect(matchingFolders(dirs, "/repo")).toEqual(["/repo/packages", "/repo/packages/api", "/repo/packages/api/src", "/srv/repo-mirror"]);
    expect(matchingFolders(dirs, "/repo/packages/api/src")).toEqual([]);
    expect(matchingFolders(dirs, "api")).toEqual(["/repo/packages/api", "/repo/packages/api/src"]);
  });
  it("stops at the cap on big trees", () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `/repo/d${i}`);
    expect(matchingFolders(many, "/repo/", 5)).toEqual(["/repo/d0", "/repo/d1", "/repo/d2", "/repo/d3", "/repo/d4"]);
  });
});

describe("environment", () => {
  it("treats empty, 0 and false as off", () => {
    expect(isToggleOn(undefined)).toBe(false);
    for (const off of ["", "0", "false", "FALSE", " 0 "]) expect(isToggleOn(off)).toBe(false);
    for (const on of ["1", "true", "yes", "/home/user/.xdg"]) expect(isToggleOn(on)).toBe(true);
  });
  it("setEnvVar adds and deletes; the last deletion removes env", () => {
    const on = setEnvVar(base, "CRABCODE_DISABLE_CLAUDE_CODE", "1");
    expect(on.env).toEqual({ CRABCODE_DISABLE_CLAUDE_CODE: "1" });
    const both = setEnvVar(on, "XDG_CONFIG_HOME", "/x");
    expect(both.env).toEqual({ CRABCODE_DISABLE_CLAUDE_CODE: "1", XDG_CONFIG_HOME: "/x" });
    const off = setEnvVar(setEnvVar(both, "XDG_CONFIG_HOME", undefined), "CRABCODE_DISABLE_CLAUDE_CODE", undefined);
    expect("env" in off).toBe(false);
  });
  it("parses KEY=VALUE lines; values keep = and spaces; comments and blanks skipped", () => {
    const { env, problems } = parseEnvText("A=1\n\n# note\nB = x=y \nC=\r\n");
    expect(env).toEqual({ A: "1", B: " x=y ", C: "" });
    expect(problems).toEqual([]);
  });
  it("flags lines without = and bad names, and leaves them out", () => {
    const { env, problems } = parseEnvText("GOOD=1\njust text\n1BAD=2\nMY-VAR=3");
    expect(env).toEqual({ GOOD: "1" });
    expect(problems.map((p) => [p.level, p.line])).toEqual([
      ["error", 2],
      ["error", 3],
      ["error", 4],
    ]);
    expect(problems[0].message).toContain("KEY=VALUE");
    expect(problems[1].message).toContain('"1BAD" is not a variable name');
  });
  it("warns about a repeated key; the later line wins", () => {
    const { env, problems } = parseEnvText("A=1\nA=2");
    expect(env).toEqual({ A: "2" });
    expect(problems).toEqual([{ level: "warning", line: 2, message: "A is also set on line 1; this line wins." }]);
  });
  it("reconciles text with a changed env, keeping comments and lines not yet valid", () => {
    const text = "# flags\nA=1\nnot yet\nB=2\nA=3\n";
    expect(reconcileEnvText({ A: "3", B: "2", C: "x" }, text)).toBe("# flags\nnot yet\nB=2\nA=3\nC=x");
    expect(reconcileEnvText({ B: "9" }, text)).toBe("# flags\nnot yet\nB=9");
    expect(reconcileEnvText(undefined, text)).toBe("# flags\nnot yet");
    expect(reconcileEnvText({ A: "1" }, "")).toBe("A=1");
    for (const env of [{ A: "3", B: "2", C: "x" }, { B: "9" }, {}] as Record<string, string>[])
      expect(parseEnvText(reconcileEnvText(env, text)).env).toEqual(env);
  });
  it("formats env as lines that parse back to the same env", () => {
    const env = { A: "1", PATHS: "a=b c" };
    expect(formatEnv(env)).toBe("A=1\nPATHS=a=b c");
    expect(parseEnvText(formatEnv(env)).env).toEqual(env);
    expect(formatEnv(undefined)).toBe("");
  });
});

describe("lists", () => {
  it("tool ids split on commas and whitespace", () => {
    expect(parseToolIds(" bash, edit  read,\nmcp_docs,, ")).toEqual(["bash", "edit", "read", "mcp_docs"]);
    expect(parseToolIds("")).toEqual([]);
  });
  it("paths split on lines and commas, keep inner spaces", () => {
    expect(parsePathList("/repo/a b.ts\n src/x.ts , src/y.ts\n\n")).toEqual(["/repo/a b.ts", "src/x.ts", "src/y.ts"]);
  });
  it("missingContextPaths resolves relative paths from the working directory", () => {
    const files = new Set(["/repo/packages/api/src/a.ts", "/repo/AGENTS.md"]);
    expect(missingContextPaths(["src/a.ts", "/repo/AGENTS.md", "../../AGENTS.md", "nope.ts"], "/repo/packages/api", files)).toEqual([
      "nope.ts",
    ]);
  });
});

describe("MCP clients", () => {
  it("adds, edits and removes rows; an empty list removes mcp", () => {
    const one = addMcpClient(base);
    expect(one.mcp).toEqual([{ name: "", status: "connected" }]);
    const named = editMcpClient(addMcpClient(one), 1, { name: "docs", status: "failed" });
    expect(named.mcp).toEqual([
      { name: "", status: "connected" },
      { name: "docs", status: "failed" },
    ]);
    const left = removeMcpClient(named, 0);
    expect(left.mcp).toEqual([{ name: "docs", status: "failed" }]);
    expect("mcp" in removeMcpClient(left, 0)).toBe(false);
  });
});

describe("session fields", () => {
  it("sets and clears fields; an empty session is removed", () => {
    const s = setSessionField(setSessionField(base, "os", "darwin"), "model", "gpt-5");
    expect(s.session).toEqual({ os: "darwin", model: "gpt-5" });
    expect("session" in setSessionField(setSessionField(s, "os", ""), "model", "")).toBe(false);
  });
});

describe("config keys", () => {
  it("numbers: empty removes, digits parse, anything else is flagged", () => {
    expect(parseConfigText("number", "")).toEqual({ ok: true, value: undefined });
    expect(parseConfigText("number", " 120 ")).toEqual({ ok: true, value: 120 });
    expect(parseConfigText("number", "1.5e3")).toEqual({ ok: true, value: 1500 });
    expect(parseConfigText("number", "-3")).toEqual({ ok: true, value: -3 });
    for (const bad of ["12kb", "abc", "0x10", "1 2", "."]) expect(parseConfigText("number", bad).ok, bad).toBe(false);
  });
  it("string lists: one a line; empty removes", () => {
    expect(parseConfigText("string[]", "TEAM.md\n\nCONTEXT.md\n")).toEqual({ ok: true, value: ["TEAM.md", "CONTEXT.md"] });
    expect(parseConfigText("string[]", "  \n")).toEqual({ ok: true, value: undefined });
  });
  it("booleans and strings", () => {
    expect(parseConfigText("boolean", "True")).toEqual({ ok: true, value: true });
    expect(parseConfigText("boolean", "nah").ok).toBe(false);
    expect(parseConfigText("string", "")).toEqual({ ok: true, value: undefined });
    expect(parseConfigText("string", " x ")).toEqual({ ok: true, value: " x " });
  });
  it("json: any JSON value; empty removes; text that does not parse is flagged", () => {
    expect(parseConfigText("json", '{"/repo/.clinerules/a.md": false}')).toEqual({ ok: true, value: { "/repo/.clinerules/a.md": false } });
    expect(parseConfigText("json", " \n")).toEqual({ ok: true, value: undefined });
    expect(parseConfigText("json", "{a: false}").ok).toBe(false);
    expect(formatConfigValue("json", { "/a": false })).toBe('{\n  "/a": false\n}');
  });
  it("formats stored values for their control", () => {
    expect(formatConfigValue("string[]", [".git", "package.json"])).toBe(".git\npackage.json");
    expect(formatConfigValue("number", 32768)).toBe("32768");
    expect(formatConfigValue("number", undefined)).toBe("");
    expect(formatConfigValue("string", "x")).toBe("x");
  });
  it("setConfigKey writes and removes; the last removal removes config", () => {
    const s = setConfigKey(base, "project_doc_max_bytes", 10);
    expect(s.config).toEqual({ project_doc_max_bytes: 10 });
    expect("config" in setConfigKey(s, "project_doc_max_bytes", undefined)).toBe(false);
  });
  it("lists keys the profile does not read", () => {
    expect(foreignConfigKeys({ project_doc_max_bytes: 1, instructions: [] }, codex.configKeys)).toEqual(["instructions"]);
    expect(foreignConfigKeys(undefined, codex.configKeys)).toEqual([]);
  });
});

describe("sameValue", () => {
  it("compares by value; text that cannot be applied never equals anything", () => {
    expect(sameValue({ a: ["x"] }, { a: ["x"] })).toBe(true);
    expect(sameValue(undefined, undefined)).toBe(true);
    expect(sameValue(["x"], ["y"])).toBe(false);
    expect(sameValue(NOT_APPLIED, undefined)).toBe(false);
  });
});

describe("the edits drive the resolver as the e2e expects", () => {
  const prompt = (s: Scenario) => resolve(s).prompt;
  it("cwd /repo makes /repo/AGENTS.md win for crabcode", () => {
    expect(prompt({ ...base, cwd: "/repo" })).toContain("Instructions from: /repo/AGENTS.md\n# Monorepo rules");
  });
  it("CRABCODE_DISABLE_CLAUDE_CODE disables the project CLAUDE.md upstream, not in the seed variant", () => {
    const off = setEnvVar(base, "CRABCODE_DISABLE_CLAUDE_CODE", "1");
    const r = resolve(off);
    expect(r.prompt).not.toContain("CLAUDE.md");
    expect(r.sources.find((x) => x.path === "/repo/packages/api/CLAUDE.md")?.status).toBe("disabled");
    expect(prompt(setVariant(off, crabcode, "seed"))).toContain("Instructions from: /repo/packages/api/CLAUDE.md");
  });
  it("a small codex project_doc_max_bytes truncates", () => {
    const s = setConfigKey(switchAgent(base, "codex"), "project_doc_max_bytes", 10);
    const src = resolve(s).sources.find((x) => x.path === "/repo/AGENTS.md");
    expect(src?.status).toBe("truncated");
    expect(src?.reason).toContain("kept 10 of 29 bytes");
  });
});

describe("sameButFileText: a keystroke's change, which the session column skips", () => {
  const select = () => {};
  const scenario: Scenario = { version: 1, agent: "codex", cwd: "/r", files: { "/r/AGENTS.md": "a", "/r/d": { dir: true } } };
  const api = { scenario, selectFile: select, generation: 1 };
  it("holds when only a file's text changed through setText", () => {
    expect(sameButFileText(api, { ...api, scenario: { ...scenario, files: setText(scenario.files, "/r/AGENTS.md", "ab") } })).toBe(true);
    expect(sameButFileText(api, api)).toBe(true);
  });
  it("fails on a new path, another scenario field, another API value, or a map not made by setText", () => {
    expect(sameButFileText(api, { ...api, scenario: { ...scenario, files: addFile(scenario.files, "/r/new.md") } })).toBe(false);
    expect(sameButFileText(api, { ...api, scenario: { ...scenario, cwd: "/r/d" } })).toBe(false);
    expect(sameButFileText(api, { ...api, scenario: { ...scenario, env: { A: "1" } } })).toBe(false);
    expect(sameButFileText(api, { ...api, generation: 2 })).toBe(false);
    expect(sameButFileText(api, { ...api, selectFile: () => {} })).toBe(false);
    expect(sameButFileText(api, { ...api, scenario: { ...scenario, files: { ...scenario.files, "/r/AGENTS.md": "ab" } } })).toBe(false);
  });
});
