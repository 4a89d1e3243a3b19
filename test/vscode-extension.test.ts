/**
 * The VS Code extension (editors/vscode) as far as this machine allows without VS Code: the .vsix
 * built as it ships (its manifest and contents), and the extension's requests (views.ts) against the
 * real language server started the way its manifest starts it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
} from "vscode-languageserver-protocol/node";
import {
  answerName,
  checkedAgents,
  compared,
  comparedText,
  composed,
  composedText,
  fileStatus,
  sessionFolder,
  statusBar,
} from "../editors/vscode/src/views";
import { writeTree } from "../lib/cli/write-tree";
import { plainEnv, REPO } from "./cli-bundle";

let tmp: string;
let entries: Record<string, Uint8Array>;
let server: ChildProcess;
let client: ProtocolConnection;
let ws: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "rulescope-vsix-"));
  const built = spawnSync(
    process.execPath,
    [join(REPO, "editors", "vscode", "build.mjs"), "--outdir", join(tmp, "ext"), "--vsix", join(tmp, "rulescope.vsix")],
    {
      env: plainEnv(),
      encoding: "utf8",
    },
  );
  if (built.status !== 0) throw new Error(`the extension did not build: ${built.stderr}`);
  entries = unzipSync(readFileSync(join(tmp, "rulescope.vsix")));
  ws = join(tmp, "ws");
  writeTree(
    {
      "/.git/HEAD": "ref: refs/heads/main\n",
      "/AGENTS.md": "# Rules\n\nUse pnpm.\n",
      "/CLAUDE.md": "# Claude\n\nAsk first.\n",
      "/pkg/AGENTS.md": "# Pkg\n",
    },
    ws,
  );
  // As the manifest's extension starts it: the bundled command, "lsp", over stdio.
  server = spawn(process.execPath, [join(tmp, "ext", "server", "rulescope.mjs"), "lsp", "--stdio"], {
    env: plainEnv(),
    stdio: ["pipe", "pipe", "inherit"],
  });
  client = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  client.onRequest("client/registerCapability", () => null);
  client.onNotification("textDocument/publishDiagnostics", () => {});
  client.listen();
  await client.sendRequest("initialize", {
    processId: process.pid,
    rootUri: pathToFileURL(ws).href,
    capabilities: {},
    initializationOptions: { agents: "codex,claude-code" },
  });
  void client.sendNotification("initialized", {});
}, 120_000);

afterAll(() => {
  server?.kill();
  rmSync(tmp, { recursive: true, force: true });
});

describe("the .vsix", () => {
  it("holds the manifest, the bundled extension and the server, and no node_modules", () => {
    const names = Object.keys(entries);
    const manifest = JSON.parse(strFromU8(entries["extension/package.json"])) as {
      main: string;
      engines: { vscode: string };
      activationEvents: string[];
      contributes: { commands: { command: string; title: string; category: string }[] };
    };
    expect(names).toContain(`extension/${manifest.main.replace(/^\.\//, "")}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "extension.vsixmanifest",
        "extension/server/rulescope.mjs",
        "extension/server/lsp-session-worker.mjs",
        "extension/LICENSE.txt",
        "extension/readme.md",
      ]),
    );
    expect(names.filter((n) => n.includes("node_modules"))).toEqual([]);
    expect(manifest.contributes.commands.map((c) => `${c.category}: ${c.title}`)).toEqual([
      "Rulescope: Show what an agent reads here",
      "Rulescope: Compare agents here",
    ]);
    expect(manifest.activationEvents).toContain("onLanguage:markdown");
    expect(strFromU8(entries["extension.vsixmanifest"])).toContain('Id="rulescope"');
  });

  it("loads nothing at run time but vscode and Node's own modules: everything else is bundled", () => {
    const code = strFromU8(entries["extension/dist/extension.js"]);
    const required = new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]));
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    expect([...required].filter((m) => m !== "vscode" && !builtins.has(m))).toEqual([]);
    expect(required).toContain("vscode");
  });
});

describe("the extension's requests, against the real server", () => {
  it("lists the checked agents, shows what one reads in a folder, and compares them there", async () => {
    expect(await checkedAgents(client)).toEqual(["codex", "claude-code"]);
    const folder = join(ws, "pkg");
    const text = composedText(await composed(client, "codex", folder), ws, folder);
    expect(text).toMatch(/^What codex \(upstream\) reads in a session started in pkg$/m);
    expect(text).toContain("- AGENTS.md: included");
    expect(text).toContain("- pkg/AGENTS.md: included");
    expect(text.split("----- composed text -----\n")[1]).toContain("Use pnpm.");
    const comparison = comparedText(await compared(client, ["codex", "claude-code"], ws), ws, ws);
    expect(comparison).toContain("- CLAUDE.md: loaded by claude-code; not by codex.");
  });

  it("gives the status bar each agent's word for the open file", async () => {
    const uri = pathToFileURL(join(ws, "AGENTS.md")).href;
    void client.sendNotification("textDocument/didOpen", {
      textDocument: { uri, languageId: "markdown", version: 1, text: "# Rules\n\nUse pnpm.\n" },
    });
    const bar = statusBar(await fileStatus(client, uri), "claude-code");
    expect(bar?.text).toBe("$(eye) claude-code: shadowed");
    expect(bar?.tooltip.split("\n")[0]).toMatch(/^codex: loaded\. /);
  });
});

describe('the extension\'s folder for "here"', () => {
  it("is the active file's folder, or the folder above a tool's dot-folder inside the workspace", () => {
    expect(sessionFolder("/ws/pkg/src", "/ws")).toBe("/ws/pkg/src");
    expect(sessionFolder("/ws/pkg/.cursor/rules", "/ws")).toBe("/ws/pkg");
    expect(sessionFolder("/ws/.github/instructions", "/ws")).toBe("/ws");
    expect(sessionFolder("/home/u/.work/ws/src", "/home/u/.work/ws")).toBe("/home/u/.work/ws/src");
    expect(sessionFolder("/elsewhere/.x", "/ws")).toBe("/elsewhere/.x");
  });
});

describe("the name of an answer's document", () => {
  it("names the folder as the workspace does, the root as root, with no / that would split the name", () => {
    expect(answerName("codex", "/ws", "/ws")).toBe("codex in root.md");
    expect(answerName("compare", "/ws", "/ws/big")).toBe("compare in big.md");
    expect(answerName("codex", "/ws", "/ws/packages/web")).toBe("codex in packages › web.md");
  });
});
