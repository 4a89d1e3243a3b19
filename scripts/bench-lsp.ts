/**
 * `npm run bench:lsp`: the language server as an editor meets it. A generated workspace of 10,000
 * files on disk, the bundled `rulescope lsp` driven over stdio by a real protocol client: the time
 * from an edit of the root CLAUDE.md to the diagnostics that reflect it (debounce included), the time
 * of a hover on it, and the server's peak memory. Medians of several edits; numbers, not assertions.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type PublishDiagnosticsParams,
} from "vscode-languageserver-protocol/node";
import { generateMonorepo, ROOT } from "./gen-monorepo";

const FILES = Number(process.env.BENCH_FILES ?? 10_000);
const EDITS = Number(process.env.BENCH_EDITS ?? 15);
const HOVERS = 30;
const AGENTS = "codex,claude-code,cursor";

/** The process's peak resident memory so far (Linux). */
const peakMbOf = (pid: number): number => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), "rulescope-bench-lsp-"));
  const tree = join(tmp, "tree");
  try {
    const dist = join(tmp, "dist");
    const built = spawnSync(process.execPath, [join(process.cwd(), "scripts", "build-cli.mjs"), "--outdir", dist], { stdio: "ignore" });
    if (built.status !== 0) throw new Error("the bundle did not build");
    for (const [path, entry] of Object.entries(generateMonorepo(FILES).files)) {
      if (!path.startsWith(`${ROOT}/`) || typeof entry !== "string") continue;
      const target = join(tree, path.slice(ROOT.length));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, entry);
    }
    mkdirSync(join(tree, ".git"), { recursive: true });
    const server = spawn(process.execPath, [join(dist, "rulescope.mjs"), "lsp", "--stdio"], { stdio: ["pipe", "pipe", "inherit"] });
    const client = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
    const agentsUri = pathToFileURL(join(tree, "CLAUDE.md")).href;
    let onAgents: ((d: PublishDiagnosticsParams) => void) | null = null;
    client.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => {
      if (p.uri === agentsUri) onAgents?.(p);
    });
    client.onRequest("client/registerCapability", () => null);
    client.listen();
    await client.sendRequest("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(tree).href,
      capabilities: {},
      initializationOptions: { agents: AGENTS },
    });
    const base = readFileSync(join(tree, "CLAUDE.md"), "utf8");
    /** Each edit names another missing import, so its diagnostics differ from the last ones. */
    const edited = (i: number) => `${base}\n@docs/missing-${i}.md\n`;
    const until = (i: number) =>
      new Promise<void>((done) => {
        onAgents = (p) => {
          if (p.diagnostics.some((d) => typeof d.message === "string" && d.message.includes(`missing-${i}.md`))) done();
        };
      });
    const first = performance.now();
    void client.sendNotification("initialized", {});
    const opened = until(0);
    void client.sendNotification("textDocument/didOpen", {
      textDocument: { uri: agentsUri, languageId: "markdown", version: 1, text: edited(0) },
    });
    await opened;
    const firstMs = performance.now() - first;
    const afterOpen = peakMbOf(server.pid!);
    const edits: number[] = [];
    for (let i = 1; i <= EDITS; i++) {
      const seen = until(i);
      const t = performance.now();
      void client.sendNotification("textDocument/didChange", {
        textDocument: { uri: agentsUri, version: i + 1 },
        contentChanges: [{ text: edited(i) }],
      });
      await seen;
      edits.push(performance.now() - t);
    }
    const hovers: number[] = [];
    for (let i = 0; i < HOVERS; i++) {
      const t = performance.now();
      await client.sendRequest("textDocument/hover", { textDocument: { uri: agentsUri }, position: { line: 0, character: 1 } });
      hovers.push(performance.now() - t);
    }
    const peakMb = peakMbOf(server.pid!);
    await client.sendRequest("shutdown");
    void client.sendNotification("exit");
    console.log(`rulescope lsp on ${FILES.toLocaleString("en-US")} files (${AGENTS}), bundled:`);
    console.log(`  first diagnostics after open: ${firstMs.toFixed(0)} ms (start-up, listing and the first check)`);
    console.log(
      `  diagnostics after an edit (debounce included): median ${median(edits).toFixed(0)} ms over ${EDITS} edits (min ${Math.min(...edits).toFixed(0)}, max ${Math.max(...edits).toFixed(0)})`,
    );
    console.log(`  hover on CLAUDE.md: median ${median(hovers).toFixed(1)} ms over ${HOVERS}`);
    console.log(`  server peak memory: ${peakMb.toFixed(0)} MB (${afterOpen.toFixed(0)} MB after the first check)`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
