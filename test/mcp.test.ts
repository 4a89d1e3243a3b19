/** `rulescope mcp` over stdio, driven by the MCP SDK's own client: the bundled command and a workspace on disk. */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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

  it("an answer past the bounds of what it reads or writes: a long message is an error, a refusal quotes only a start", async () => {
    // 16 MiB in one line: the SDK's transport closed the server, silently; now the call is answered.
    const huge = client.callTool({ name: "explain", arguments: { code: "x".repeat(16 * 1024 * 1024) } }, undefined, { timeout: 60_000 });
    await expect(huge).rejects.toThrow(/The message is longer than 1 MiB, more than Rulescope reads; it was not read\./);
    // Under that bound an argument is never echoed whole, nor an unknown tool's name.
    for (const [name, args] of [
      ["explain", { code: "x".repeat(300_000) }],
      ["y".repeat(300_000), {}],
    ] as const) {
      const r = await call(name, args);
      expect(r.isError).toBe(true);
      expect(r.content[0].text.length).toBeLessThan(1_100);
      expect(r.content[0].text).not.toMatch(/x{300}|y{2000}/);
    }
    expect((await call("resolve", { agent: "codex" })).isError).toBeFalsy();
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

describe("rulescope mcp on a subfolder of a repository", () => {
  let repo: string;
  let web: Client;
  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), "rulescope-mcp-sub-"));
    writeTree(
      {
        "/.git/HEAD": "ref: refs/heads/main\n",
        "/AGENTS.md": "# Root\n\nThe root's rule.\n",
        "/CLAUDE.md": "# Root\n\nThe root's Claude rule.\n",
        "/secret/AGENTS.md": "# Secret\n\nA sibling's private rule.\n",
        "/packages/web/AGENTS.md": "# Web\n\nThe web package's rule.\n",
        "/packages/web/CLAUDE.md": "# Web\n\nThe web package's Claude rule.\n",
        "/packages/web/sub/CLAUDE.md": "# Sub\n\nA rule of web/sub.\n",
      },
      repo,
    );
    symlinkSync("../../secret", join(repo, "packages", "web", "out"));
    web = new Client({ name: "rulescope-test", version: "1.0.0" });
    await web.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN, "mcp", join(repo, "packages", "web"), "--agents", "codex,claude-code"],
        env: plainEnv() as Record<string, string>,
        stderr: "ignore",
      }),
    );
  });
  afterAll(async () => {
    await web?.close();
    rmSync(repo, { recursive: true, force: true });
  });
  const ask = async (name: string, args: Record<string, unknown>) => (await web.callTool({ name, arguments: args })) as Answer;

  it("reads only inside the folder: folders are relative to it, and one outside (by name, .. or a link) is refused in words", async () => {
    const refusals = {
      secret: /^"secret" is not a folder of the workspace .*packages\/web\.$/,
      "../../secret": /^"\.\.\/\.\.\/secret" is outside the workspace .*packages\/web; Rulescope reads only there\.$/,
      out: /^"out" leads outside the workspace .*packages\/web through a link; Rulescope reads only there\.$/,
    };
    for (const [folder, said] of Object.entries(refusals)) {
      for (const r of [await ask("resolve", { agent: "codex", folder }), await ask("check", { folder })]) {
        expect(r.isError, folder).toBe(true);
        expect(r.content[0].text).toMatch(said);
        expect(r.content[0].text).not.toContain("private rule");
      }
    }
    // Claude Code walks up from a subfolder: to the served folder, no further.
    const sub = (await ask("resolve", { agent: "claude-code", folder: "sub" })).content[0].text;
    expect(sub).toMatch(/^- CLAUDE\.md: included/m);
    expect(sub).toMatch(/^- sub\/CLAUDE\.md: included/m);
    expect(sub).not.toContain("The root's Claude rule.");
  });

  it("files above the folder are not read either, as the help says: no root AGENTS.md, no repository's .git", async () => {
    const here = (await ask("resolve", { agent: "codex" })).content[0].text;
    expect(here).toContain("The web package's rule.");
    expect(here).not.toContain("The root's rule.");
    const report = (await ask("check", {})).content[0].text;
    expect(report).not.toMatch(/secret|The root's/);
  });
});

describe("rulescope mcp's stdio", () => {
  /** The server's answers (one JSON object a line) to `input`, after which stdin ends, and its exit code. */
  const serve = (input: string[]): Promise<{ replies: unknown[]; code: number | null; err: string }> =>
    new Promise((done, failed) => {
      const child = spawn(process.execPath, [BIN, "mcp", dir, "--agents", "codex"], { env: plainEnv(), timeout: 60_000 });
      let out = "";
      let err = "";
      child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
      child.stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
      child.on("error", failed);
      child.on("close", (code) =>
        done({
          code,
          err,
          replies: out
            .split("\n")
            .filter(Boolean)
            .map((l) => JSON.parse(l) as unknown),
        }),
      );
      for (const line of input) child.stdin.write(line);
      child.stdin.end();
    });

  it("exits 0 when stdin ends", async () => {
    expect(await serve([])).toEqual({ replies: [], code: 0, err: "" });
  });

  it("answers a line it cannot read with a JSON-RPC error (the request's id when it names one) and reads on", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const { replies, code } = await serve([
      "not json\n",
      `{"jsonrpc":"2.0","id":5,"method":"ping","params":{"x":"${"a".repeat(2 * 1024 * 1024)}"}}\n`,
      `{"jsonrpc":"2.0","id":6,"method":"ping","params":{"x":${deep}}}\n`,
      '{"jsonrpc":"2.0","id":7,"method":"ping"}\n',
    ]);
    expect(replies).toEqual([
      { jsonrpc: "2.0", id: null, error: { code: -32700, message: "The line is not JSON; each line must be one JSON-RPC message." } },
      {
        jsonrpc: "2.0",
        id: 5,
        error: { code: -32600, message: "The message is longer than 1 MiB, more than Rulescope reads; it was not read." },
      },
      { jsonrpc: "2.0", id: 6, error: { code: -32600, message: "The message nests more than 64 levels deep, more than Rulescope reads." } },
      { jsonrpc: "2.0", id: 7, result: {} },
    ]);
    expect(code).toBe(0);
  });
});
