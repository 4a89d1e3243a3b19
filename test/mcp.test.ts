/** `rulescope mcp` over stdio, driven by the MCP SDK's own client: the bundled command and a workspace on disk. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { writeTree } from "../lib/cli/write-tree";
import { plainEnv } from "./cli-bundle";

const BIN = inject("cliBin");
let dir: string;
let client: Client;

type Answer = { content: { type: string; text: string }[]; isError?: boolean };
const call = async (name: string, args: Record<string, unknown>): Promise<Answer> =>
  (await client.callTool({ name, arguments: args })) as Answer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rulescope-mcp-"));
  writeTree(
    {
      "/.git/HEAD": "ref: refs/heads/main\n",
      "/AGENTS.md": "# Rules\n\nUse pnpm.\n",
      "/CLAUDE.md": "# Claude\n\n@docs/gone.md\n",
      "/pkg/AGENTS.md": "# Package\n\nRun its tests alone.\n",
    },
    dir,
  );
  const env = plainEnv() as Record<string, string>;
  client = new Client({ name: "rulescope-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN, "mcp", dir, "--agents", "codex,claude-code"],
      env,
      stderr: "ignore",
    }),
  );
});

afterAll(async () => {
  await client?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("rulescope mcp", () => {
  it("lists four read-only tools with input schemas", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["resolve", "check", "compare", "explain"]);
    expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
    expect(tools.find((t) => t.name === "resolve")!.inputSchema).toMatchObject({ required: ["agent"] });
  });

  it("resolve: what an agent reads from a folder, with its sources", async () => {
    const r = await call("resolve", { agent: "codex", folder: "pkg" });
    const text = r.content[0].text;
    expect(r.isError).toBeFalsy();
    expect(text).toMatch(/^- AGENTS\.md: included/m);
    expect(text).toMatch(/^- pkg\/AGENTS\.md: included/m);
    expect(text).toContain("Run its tests alone.");
    // Reasons name paths as the repository does; only the composed text keeps the agent's own.
    expect(text.split("Composed text:")[0]).not.toContain(dir);
  });

  it("check: the findings as JSON, with the configured agents", async () => {
    const r = await call("check", {});
    const report = JSON.parse(r.content[0].text) as { agents: { id: string }[]; findings: { code: string; path: string; line?: number }[] };
    expect(report.agents.map((a) => a.id)).toEqual(["codex", "claude-code"]);
    expect(report.findings).toContainEqual(expect.objectContaining({ code: "import-unresolved", path: "CLAUDE.md", line: 3 }));
  });

  it("compare: each agent's files in one folder, and where they differ", async () => {
    const text = (await call("compare", { agents: ["codex", "claude-code"] })).content[0].text;
    expect(text).toContain("- AGENTS.md: codex #1 included; claude-code shadowed");
    expect(text).toContain("- CLAUDE.md: codex not considered; claude-code #1 included");
  });

  it("answers from the tree as it is at each call: an edit between calls counts", async () => {
    writeFileSync(join(dir, "pkg", "AGENTS.md"), "# Package\n\nRun the package's tests with pnpm test.\n");
    expect((await call("resolve", { agent: "codex", folder: "pkg" })).content[0].text).toContain("Run the package's tests with pnpm test.");
    writeFileSync(join(dir, "CLAUDE.md"), "# Claude\n");
    const report = JSON.parse((await call("check", {})).content[0].text) as { findings: { code: string }[] };
    expect(report.findings.map((f) => f.code)).not.toContain("import-unresolved");
  });

  it("cuts an answer past 200,000 characters and says so", async () => {
    // Claude Code sets no cap of its own: a 300 kB CLAUDE.md reaches its composed text whole.
    writeFileSync(join(dir, "CLAUDE.md"), `# Claude\n\n${"- keep it short\n".repeat(20_000)}`);
    const text = (await call("resolve", { agent: "claude-code" })).content[0].text;
    expect(text.length).toBeLessThan(200_200);
    expect(text).toMatch(/\[Rulescope cut this answer at 200,000 of [\d,]+ characters\.\]$/);
    writeFileSync(join(dir, "CLAUDE.md"), "# Claude\n");
  });

  it("explain: the page of a check", async () => {
    const text = (await call("explain", { code: "budget-cut" })).content[0].text;
    expect(text).toMatch(/^# budget-cut/);
  });

  it("refuses what it must not do, as an error the caller reads, and keeps serving", async () => {
    const outside = await call("resolve", { agent: "codex", folder: "../.." });
    expect(outside.isError).toBe(true);
    expect(outside.content[0].text).toMatch(/outside the workspace/);
    const unknown = await call("resolve", { agent: "no-such-agent" });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0].text).toMatch(/unknown agent/);
    expect((await call("explain", { code: "nope" })).isError).toBe(true);
    expect((await call("resolve", { agent: "codex" })).isError).toBeFalsy();
  });
});
