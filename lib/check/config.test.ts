import Ajv2020 from "ajv/dist/2020.js";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHECK_CODE_LIST, CHECK_CODES, CONFIG_FILE_NAMES } from "./codes";
import { configJsonSchema, parseConfig } from "./config";

const ROOT = join(import.meta.dirname, "..", "..");

describe("rulescope.json", () => {
  it("accepts a full configuration", () => {
    const r = parseConfig({
      $schema: "./node_modules/rulescope/schema/rulescope.schema.json",
      agents: ["codex", "gemini-cli@legacy", { id: "claude-code" }],
      cwds: [".", "packages/*"],
      openFiles: ["src/app.ts"],
      budgets: { codex: { maxTokens: 8000 } },
      rules: { "duplicate-text": "off", "never-read": "error" },
      ignore: ["vendor/**"],
      env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
      failOn: "warning",
    });
    expect(r).toEqual({
      ok: true,
      config: {
        agents: [{ id: "codex" }, { id: "gemini-cli", variant: "legacy" }, { id: "claude-code" }],
        cwdGlobs: [".", "packages/*"],
        openFiles: ["src/app.ts"],
        tokenLimits: { codex: 8000 },
        severity: { "duplicate-text": "off", "never-read": "error" },
        ignore: ["vendor/**"],
        env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
        failOn: "warning",
      },
    });
  });
  it("names every bad key, in words", () => {
    const r = parseConfig({
      agents: ["codx", "codex@nope"],
      rules: { "budget-cutt": "off" },
      budgets: { nobody: { maxTokens: 1 } },
      extra: 1,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.join("\n")).toMatch(/extra/);
    const again = parseConfig({ agents: ["codx", "codex@nope"], rules: { "budget-cutt": "off" }, budgets: { nobody: { maxTokens: 1 } } });
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(again.problems).toEqual([
      'agents[0]: unknown agent "codx" (did you mean codex?)',
      expect.stringMatching(/^agents\[1\]: Codex CLI has no variant or modelled version "nope"/),
      expect.stringMatching(/^rules\.budget-cutt: not a check code/),
      'budgets.nobody: unknown agent "nobody"',
    ]);
    const types = parseConfig({ failOn: "loud", budgets: { codex: { maxTokens: -3 } }, cwds: "." });
    expect(types.ok).toBe(false);
    if (!types.ok) expect(types.problems.map((p) => p.split(":")[0]).sort()).toEqual(["budgets.codex.maxTokens", "cwds", "failOn"]);
  });
  it("the shipped JSON Schema is the one the code makes, and it validates like the code", () => {
    const shipped = JSON.parse(readFileSync(join(ROOT, "schema", "rulescope.schema.json"), "utf8"));
    expect(shipped).toEqual(configJsonSchema());
    const validate = new Ajv2020({ strict: false }).compile(shipped);
    expect(validate({ agents: ["codex", "gemini-cli@legacy"], rules: { "never-read": "off" } })).toBe(true);
    expect(validate({ agents: ["codx"] })).toBe(false);
    expect(validate({ rules: { "not-a-code": "off" } })).toBe(false);
  });
  it("the SchemaStore catalog entry points at the schema's $id and matches the file names the CLI reads", () => {
    const entry = JSON.parse(readFileSync(join(ROOT, "schema", "schemastore-catalog-entry.json"), "utf8"));
    expect(entry.url).toBe(configJsonSchema().$id);
    expect(entry.fileMatch).toEqual([...CONFIG_FILE_NAMES]);
    expect(Object.keys(entry).sort()).toEqual(["description", "fileMatch", "name", "url"]);
  });
  it("the severity policy page lists every code at its default severity", () => {
    const page = readFileSync(join(ROOT, "docs", "checks", "README.md"), "utf8");
    const rows = new Map([...page.matchAll(/^\| \[([a-z0-9-]+)\]\(\1\.md\) \| (\w+) \|/gm)].map((m) => [m[1], m[2]]));
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(CHECK_CODE_LIST.map((c) => [c, CHECK_CODES[c].severity])));
  });
  it("every check code has its page in docs/checks, and every page a code", () => {
    const pages = readdirSync(join(ROOT, "docs", "checks"))
      .filter((f) => f.endsWith(".md") && f !== "README.md")
      .map((f) => f.slice(0, -3))
      .sort();
    expect(pages).toEqual([...CHECK_CODE_LIST].sort());
  });
});
