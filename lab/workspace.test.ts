import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { claudeCodeLab } from "../lib/agents/claude-code/lab";
import { codexLab } from "../lib/agents/codex/lab";
import { configText, fillTemplate } from "../lib/cli/lab/place";
import { cleanup, place, undeclaredWrites } from "./workspace";

describe("placing a tree for the real binary", () => {
  it("writes the scenario's config keys as TOML, and only those the scenario sets", () => {
    const [file] = codexLab.configFiles;
    expect(configText(file, { project_doc_max_bytes: 12, project_doc_fallback_filenames: ["A.md", 'q"x'], other: 1 })).toBe(
      '"project_doc_max_bytes" = 12\n"project_doc_fallback_filenames" = ["A.md", "q\\"x"]\n',
    );
    expect(configText(file, {})).toBe("");
  });

  it("writes a nested JSON file with dotted keys as objects, the fixed settings first", () => {
    const file = {
      path: "{root}/s.json",
      format: "json" as const,
      nested: true,
      fixed: { "a.b": 1, "a.c": true },
      scenarioKeys: ["context.fileName", "x"],
    };
    expect(JSON.parse(configText(file, { "context.fileName": ["Q.md"], y: 2 }))).toEqual({
      a: { b: 1, c: true },
      context: { fileName: ["Q.md"] },
    });
    expect(JSON.parse(configText({ ...file, nested: false }, { "context.fileName": "Q.md" }))).toEqual({
      "a.b": 1,
      "a.c": true,
      "context.fileName": "Q.md",
    });
  });

  it("fills the run's templates in the fixed settings' strings, at any depth", () => {
    const file = { path: "{home}/m.json", format: "json" as const, fixed: { p: { lab: { url: "{recorder}/v1", n: 2, l: ["{home}"] } } } };
    const fill = (t: string) => fillTemplate(t, { recorder: "http://127.0.0.1:9", home: "/h" }, {});
    expect(JSON.parse(configText(file, {}, fill))).toEqual({ p: { lab: { url: "http://127.0.0.1:9/v1", n: 2, l: ["/h"] } } });
  });

  it("writes a JSON key at the place the driver names for it, the others at the top", () => {
    const [file] = claudeCodeLab.configFiles;
    expect(JSON.parse(configText(file, { instructionFiles: "claude-md", claudeMdExcludes: ["**/x.md"], other: 1 }))).toEqual({
      pluginConfigs: { "agents-md@builtin": { options: { instructionFiles: "claude-md" } } },
      claudeMdExcludes: ["**/x.md"],
    });
  });

  it("writes a config file at its other place when its own names a variable the run does not set", () => {
    const base = {
      version: 1 as const,
      agent: "claude-code",
      cwd: "/w",
      files: { "/w/CLAUDE.md": "x" },
      config: { instructionFiles: "claude-md" },
    };
    for (const [env, at] of [
      [undefined, "/home/user/.claude/settings.json"],
      [{ CLAUDE_CONFIG_DIR: "/home/user/cfg" }, "/home/user/cfg/settings.json"],
    ] as const) {
      const placed = place(claudeCodeLab, { ...base, ...(env ? { env } : {}) });
      try {
        expect(JSON.parse(readFileSync(placed.realRoot + at, "utf8")).pluginConfigs).toBeDefined();
      } finally {
        cleanup(placed);
      }
    }
  });

  it("fills templates from the run's places and environment, and refuses a name it does not have", () => {
    expect(fillTemplate("{env:CODEX_HOME}/config.toml", {}, { CODEX_HOME: "/t/h" })).toBe("/t/h/config.toml");
    expect(() => fillTemplate("{nowhere}", {}, {})).toThrow(/nowhere/);
  });

  it("maps the scenario's paths and absolute variables under the temporary root, and writes the config there", () => {
    const placed = place(codexLab, {
      version: 1,
      agent: "codex",
      cwd: "/w",
      files: { "/w/AGENTS.md": "x" },
      env: { CODEX_HOME: "/home/user/alt" },
      config: { project_doc_max_bytes: 5 },
    });
    try {
      expect(placed.cwd).toBe(`${placed.realRoot}/w`);
      expect(placed.env.CODEX_HOME).toBe(`${placed.realRoot}/home/user/alt`);
      expect(placed.env.HOME).toBe(`${placed.realRoot}/home/user`);
      expect(readFileSync(`${placed.realRoot}/home/user/alt/config.toml`, "utf8")).toBe('"project_doc_max_bytes" = 5\n');
    } finally {
      cleanup(placed);
    }
    expect(existsSync(placed.root)).toBe(false);
  });

  it("refuses a driver place outside the tree and leaves no folder behind", () => {
    // A temporary folder of this test's own, so trees placed by other tests cannot be counted.
    const parent = mkdtempSync(join(tmpdir(), "lab-place-test-"));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = parent;
    try {
      const scenario = { version: 1 as const, agent: "codex", cwd: "/w", files: { "/w/AGENTS.md": "x" }, env: { CODEX_HOME: "../../.." } };
      expect(() => place(codexLab, scenario)).toThrow(/outside the tree/);
      expect(readdirSync(parent)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("reports what the agent wrote under home beyond its declared places (a * covers names that start alike)", () => {
    const driver = { ...codexLab, writesIntoHome: ["{home}/.q/out.md", "{home}/.q/.mark*", "{env:UNSET_HOME}/x"] };
    const placed = place(driver, { version: 1, agent: "codex", cwd: "/w", files: { "/w/AGENTS.md": "x" } });
    try {
      for (const p of [".q/out.md", ".q/.mark-1a2b", ".q/.mark-3c4d", ".q/other/x.md", "loose.txt"]) {
        mkdirSync(dirname(join(placed.home, p)), { recursive: true });
        writeFileSync(join(placed.home, p), "");
      }
      expect(undeclaredWrites(driver, placed).map((p) => p.slice(placed.home.length + 1))).toEqual([".q/other", "loose.txt"]);
    } finally {
      cleanup(placed);
    }
  });
});
