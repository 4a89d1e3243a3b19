/**
 * `npm run bench:hostile`: the hostile-input attacks of docs/limits.md, each run once as a user would
 * (the `rulescope` command on a real tree), with its wall time, peak memory, exit code and whether it
 * reported a failure inside Rulescope. `--repo <checkout>` runs another checkout's launcher on the same
 * trees (an older commit, for before/after numbers); attacks past TIMEOUT_S (60 unless set) are
 * stopped and shown as such. Needs GNU time (/usr/bin/time) for the memory column. Numbers, not a test.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeTree } from "../lib/cli/write-tree";

const TIMEOUT_S = Number(process.env.TIMEOUT_S ?? 60);
const at = process.argv.indexOf("--repo");
const repo = at > 0 ? process.argv[at + 1] : join(import.meta.dirname, "..");
const bin = join(repo, "bin", "rulescope.mjs");
const tmp = mkdtempSync(join(tmpdir(), "rulescope-bench-hostile-"));
const MiB = 2 ** 20;

type Tree = Record<string, string | { dir: true }>;
interface Attack {
  name: string;
  tree: () => Tree;
  /** The command's arguments; `{dir}` is the tree's folder, `{bottom}` its deepest folder. */
  args: string[];
}

function deep(levels: number): Tree {
  const t: Tree = { "/.git": { dir: true } };
  let dir = "";
  for (let i = 0; i < levels; i++) {
    dir += "/a";
    t[`${dir}/AGENTS.md`] = `a${i}\n`;
    t[`${dir}/CLAUDE.md`] = `c${i}\n`;
    t[`${dir}/GEMINI.md`] = `g${i}\n`;
  }
  return t;
}

const ATTACKS: Attack[] = [
  {
    name: "1 glob src/\\\\\\\\ (copilot applyTo)",
    tree: () => ({
      "/.git": { dir: true },
      "/.github/instructions/x.instructions.md": "---\napplyTo: 'src/\\\\\\\\'\n---\nrule\n",
      "/src/a.ts": "x",
    }),
    args: ["check", "--dir", "{dir}", "--agents", "copilot"],
  },
  {
    name: "1 glob src/\\\\\\\\ (rulescope.json cwds)",
    tree: () => ({ "/.git": { dir: true }, "/AGENTS.md": "r\n", "/rulescope.json": JSON.stringify({ cwds: ["src/\\\\\\\\"] }) }),
    args: ["check", "--dir", "{dir}", "--agents", "codex"],
  },
  {
    name: "2 glob src/@(a|aa)+b (opencode)",
    tree: () => ({
      "/.git": { dir: true },
      "/AGENTS.md": "r\n",
      "/opencode.json": JSON.stringify({ instructions: ["src/@(a|aa)+b"] }),
      [`/src/${"a".repeat(50)}`]: "x",
    }),
    args: ["check", "--dir", "{dir}", "--agents", "opencode"],
  },
  {
    name: "3 config {constructor:1}",
    tree: () => ({ "/.git": { dir: true }, "/AGENTS.md": "r\n", "/rulescope.json": '{"config":{"constructor":1}}' }),
    args: ["check", "--dir", "{dir}", "--agents", "codex,claude-code"],
  },
  {
    name: "5 3,000 one-line Cursor rules",
    tree: () => {
      const t: Tree = { "/.git": { dir: true } };
      for (let i = 1; i <= 3000; i++) t[`/.cursor/rules/r${i}.mdc`] = `---\nglobs: src/m${i}/**/*.ts\nalwaysApply: false\n---\nrule ${i}\n`;
      for (let i = 1; i <= 50; i++) t[`/src/m${i}/a.ts`] = "x";
      return t;
    },
    args: ["check", "--dir", "{dir}", "--agents", "cursor"],
  },
  {
    name: "6 qwen-code, 3 MiB of blank lines",
    tree: () => ({ "/.git": { dir: true }, "/QWEN.md": "\n".repeat(3 * MiB) }),
    args: ["resolve", "--dir", "{dir}", "--agent", "qwen-code"],
  },
  {
    name: "6 qwen-code, 8 MiB of NULs",
    tree: () => ({ "/.git": { dir: true }, "/QWEN.md": "\0".repeat(8 * MiB) }),
    args: ["resolve", "--dir", "{dir}", "--agent", "qwen-code"],
  },
  {
    name: "6 qwen-code, 9 MB AGENTS.md of 'a' (check)",
    tree: () => ({ "/.git": { dir: true }, "/AGENTS.md": "a".repeat(9_000_000) }),
    args: ["check", "--dir", "{dir}", "--agents", "codex,qwen-code"],
  },
  {
    name: "6 cursor, 4 Mi blank lines before a body",
    tree: () => ({ "/.git": { dir: true }, "/.cursor/rules/r.mdc": `---\nalwaysApply: true\n---\n${"\n".repeat(4 * MiB)}rule\n` }),
    args: ["resolve", "--dir", "{dir}", "--agent", "cursor"],
  },
  {
    name: "6 claude-code, 400 files importing all others",
    tree: () => {
      const t: Tree = { "/.git": { dir: true }, "/CLAUDE.md": "@f0.md\n" };
      for (let i = 0; i < 400; i++) t[`/f${i}.md`] = Array.from({ length: 400 }, (_, j) => `@f${j}.md`).join("\n");
      return t;
    },
    args: ["resolve", "--dir", "{dir}", "--agent", "claude-code"],
  },
  {
    name: "6 qwen-code, 130k imports",
    tree: () => ({
      "/.git": { dir: true },
      "/QWEN.md": Array.from({ length: 130_000 }, (_, i) => `@f${i % 50}.md`).join("\n"),
      ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`/f${i}.md`, "x"])),
    }),
    args: ["resolve", "--dir", "{dir}", "--agent", "qwen-code"],
  },
  {
    name: "7 qwen-code, 1 MiB rule of <!--",
    tree: () => ({ "/.git": { dir: true }, "/.qwen/rules/r.md": "<!--".repeat(MiB / 4) }),
    args: ["resolve", "--dir", "{dir}", "--agent", "qwen-code"],
  },
  {
    name: "12 gemini-cli from 1,000 levels down",
    tree: () => deep(1000),
    args: ["resolve", "--dir", "{dir}", "--cwd", "{bottom}", "--agent", "gemini-cli"],
  },
  {
    name: "12 qwen-code from 1,000 levels down",
    tree: () => deep(1000),
    args: ["resolve", "--dir", "{dir}", "--cwd", "{bottom}", "--agent", "qwen-code"],
  },
  {
    name: "12 check on 1,000 levels (3 agents)",
    tree: () => deep(1000),
    args: ["check", "--dir", "{dir}", "--agents", "codex,claude-code,gemini-cli"],
  },
  { name: "12 map --dir on 1,000 levels", tree: () => deep(1000), args: ["map", "--dir", "{dir}", "--agents", "codex,gemini-cli"] },
];

const hasTime = existsSync("/usr/bin/time");
const env = { ...process.env };
delete env.NODE_OPTIONS;

console.log(`bench:hostile on ${repo} (timeout ${TIMEOUT_S} s)\n`);
console.log(
  ["attack".padEnd(46), "exit".padStart(5), "seconds".padStart(8), "MB".padStart(6), "output".padStart(10), "  failure"].join(" "),
);
try {
  ATTACKS.forEach((a, i) => {
    const dir = join(tmp, String(i));
    mkdirSync(dir);
    writeTree(a.tree(), dir);
    const bottom = join(dir, ...Array(1000).fill("a"));
    const args = a.args.map((x) => x.replace("{dir}", dir).replace("{bottom}", bottom));
    const out = join(tmp, `${i}.out`);
    const cmd = hasTime
      ? ["/usr/bin/time", "-f", "%e %M", "-o", `${out}.time`, "timeout", String(TIMEOUT_S), process.execPath, bin, ...args]
      : ["timeout", String(TIMEOUT_S), process.execPath, bin, ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), { env, maxBuffer: 2 ** 31 - 1, encoding: "buffer" });
    const [secs, kb] = hasTime ? (readFileSync(`${out}.time`, "utf8").trim().split("\n").pop() ?? "").split(" ") : ["?", "?"];
    const text = (r.stdout?.toString("utf8", 0, Math.min(r.stdout.length, 1 << 20)) ?? "") + (r.stderr?.toString() ?? "");
    const failure = /bug in Rulescope|internal-error|Maximum call stack/.test(text)
      ? "internal error reported"
      : r.status === 124
        ? "stopped at the timeout"
        : "";
    const mb = kb && kb !== "?" ? String(Math.round(Number(kb) / 1024)) : "?";
    const size = r.stdout ? `${(r.stdout.length / MiB).toFixed(1)} MiB` : "?";
    console.log(
      [
        a.name.padEnd(46),
        String(r.status).padStart(5),
        (r.status === 124 ? `>${TIMEOUT_S}` : secs).padStart(8),
        mb.padStart(6),
        size.padStart(10),
        ` ${failure}`,
      ].join(" "),
    );
    rmSync(dir, { recursive: true, force: true });
  });
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
