/**
 * The real `rulescope` command, run as a user runs it: the bundle the package ships, built once per
 * test run (test/global-setup.ts), and once the repository's own launcher (bin/rulescope.mjs, the
 * sources through tsx). Scenarios are
 * crabcode ones; expected prompts are written by hand from crabcode's rules (nearest AGENTS.md or
 * CLAUDE.md walking up, then the global file; "Instructions from: <path>\n" before each text, a newline
 * added when the text lacks one, "\n\n---\n\n" between).
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findProfile } from "../lib/agents";
import { MAX_SCENARIO_BYTES } from "../lib/cli/io";
import { MAX_READ_BYTES } from "../lib/fs/port";
import { decodePermalink } from "../lib/scenario/permalink";
import type { Scenario } from "../lib/scenario/types";
import type { Resolution } from "../lib/types";

const BIN = inject("cliBin");

/** Run the CLI; async, so the independent cases of a `describe.concurrent` block run side by side. */
function cli(
  args: string[],
  env: Record<string, string> = {},
  as?: { uid: number; gid: number },
  input?: Buffer,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, timeout: 60_000, ...as });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
    child.on("error", failed);
    child.on("close", (code) => done({ code, out, err }));
    child.stdin.on("error", () => {}); // a child that stops reading early closes the pipe: EPIPE is expected
    child.stdin.end(input);
  });
}

const TWO_LAYERS: Scenario = {
  version: 1,
  agent: "crabcode",
  cwd: "/repo/app",
  files: {
    "/repo/AGENTS.md": "root rules\n",
    "/repo/app/main.ts": "",
    "/home/user/.config/crabcode/AGENTS.md": "be brief",
  },
};
const TWO_LAYERS_PROMPT =
  "Instructions from: /repo/AGENTS.md\nroot rules\n\n\n---\n\nInstructions from: /home/user/.config/crabcode/AGENTS.md\nbe brief\n";

const NEAREST_CLAUDE: Scenario = {
  version: 1,
  agent: "crabcode",
  cwd: "/r/a",
  files: { "/r/AGENTS.md": "parent\n", "/r/a/CLAUDE.md": "child\n" },
};
const NEAREST_CLAUDE_PROMPT = "Instructions from: /r/a/CLAUDE.md\nchild\n";

let work: string;
const file = (name: string, content: string) => {
  const p = join(work, name);
  writeFileSync(p, content);
  return p;
};

beforeAll(() => {
  work = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-cli-")));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.concurrent("rulescope resolve <scenario.json>...", { timeout: 120_000 }, () => {
  it("prints the composed prompt, byte for byte", async () => {
    const r = await cli(["resolve", file("two.json", JSON.stringify(TWO_LAYERS))]);
    expect(r).toMatchObject({ code: 0, out: TWO_LAYERS_PROMPT });
  });

  it("the repository's launcher (the sources through tsx) prints the same", () => {
    const launcher = join(import.meta.dirname, "..", "bin", "rulescope.mjs");
    const r = spawnSync(process.execPath, [launcher, "resolve", file("two-src.json", JSON.stringify(TWO_LAYERS))], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect({ code: r.status, out: r.stdout }).toEqual({ code: 0, out: TWO_LAYERS_PROMPT });
  });

  it("prints a header line per file when given several", async () => {
    const a = file("a.json", JSON.stringify(TWO_LAYERS));
    const b = file("b.json", JSON.stringify(NEAREST_CLAUDE));
    const r = await cli(["resolve", a, b]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`==> ${a} <==\n${TWO_LAYERS_PROMPT}\n==> ${b} <==\n${NEAREST_CLAUDE_PROMPT}`);
  });

  it("--json: one Resolution or error per line, in input order; exit 1 when any is invalid", async () => {
    const good = file("good.json", JSON.stringify(TWO_LAYERS));
    const broken = file("broken.json", "{ not json");
    const invalid = file("invalid.json", JSON.stringify({ version: 1, agent: "crabcode", cwd: "relative/path", files: {} }));
    const other = file("other.json", JSON.stringify(NEAREST_CLAUDE));
    const missing = join(work, "missing.json");
    const r = await cli(["resolve", "--json", good, broken, invalid, other, missing]);
    expect(r.code).toBe(1);
    const lines = r.out
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(5);
    const [first, second, third, fourth, fifth] = lines as [Resolution, ...Record<string, unknown>[]];
    expect(first).toMatchObject({ agent: "crabcode", variant: "upstream", prompt: TWO_LAYERS_PROMPT, stats: { files: 2 } });
    // `budgets` is optional: present when the agent applied a budget (crabcode caps each file).
    expect(Object.keys(first).sort()).toEqual([
      "agent",
      "blocks",
      "budgets",
      "diagnostics",
      "parts",
      "prompt",
      "sources",
      "stats",
      "trace",
      "variant",
    ]);
    expect(second).toEqual({ error: expect.stringMatching(/is not valid JSON/), problems: [], file: broken });
    expect(third).toEqual({
      error: `${invalid} is not a valid scenario.`,
      problems: [{ level: "error", path: "cwd", message: "must be an absolute path starting with /" }],
      file: invalid,
    });
    expect(fourth).toMatchObject({ agent: "crabcode", prompt: NEAREST_CLAUDE_PROMPT });
    expect(fifth).toEqual({ error: `Cannot read ${missing}: there is no such file.`, problems: [], file: missing });
  });

  it("text mode reports an invalid file on stderr, readably, and still prints the others", async () => {
    const good = file("good2.json", JSON.stringify(NEAREST_CLAUDE));
    const bad = file("bad2.json", JSON.stringify({ version: 1, agent: "nobody", cwd: "/", files: {} }));
    const r = await cli(["resolve", bad, good]);
    expect(r.code).toBe(1);
    expect(r.out).toBe(`==> ${bad} <==\n\n==> ${good} <==\n${NEAREST_CLAUDE_PROMPT}`);
    expect(r.err).toContain(`${bad} is not a valid scenario.\n  error: agent: unknown agent "nobody"`);
    expect(r.err).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
  });

  it("reads a scenario from stdin with -", async () => {
    const r = spawnSync(process.execPath, [BIN, "resolve", "-"], { input: JSON.stringify(NEAREST_CLAUDE), encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(NEAREST_CLAUDE_PROMPT);
  });
});

describe.concurrent("rulescope resolve --dir", { timeout: 120_000 }, () => {
  let proj: string;
  let home: string;
  beforeAll(() => {
    const root = join(work, "disk");
    proj = join(root, "proj");
    home = join(root, "home");
    mkdirSync(join(proj, "src"), { recursive: true });
    mkdirSync(join(home, ".claude"), { recursive: true });
    mkdirSync(join(root, "bare", "src"), { recursive: true });
    writeFileSync(join(root, "AGENTS.md"), "above the tree: never read\n");
    writeFileSync(join(proj, "AGENTS.md"), "project rules\n");
    writeFileSync(join(home, ".claude", "CLAUDE.md"), "home rules\n");
  });

  it("text mode says on stderr where a file was cut, and stdout stays the prompt", async () => {
    const dir = join(work, "cut");
    mkdirSync(join(dir, ".git"), { recursive: true });
    writeFileSync(join(dir, "AGENTS.md"), "- rule line\n".repeat(4000));
    const r = await cli(["resolve", "--dir", dir, "--agent", "codex"]);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`cut: ${dir}/AGENTS.md: codex keeps 32,768 of its 48,000 bytes.`);
    expect(r.out).not.toContain("cut:");
    expect(Buffer.byteLength(r.out)).toBeLessThan(48_000);
  });

  /** Paths the run read or listed (not just probed with stat). */
  const readPaths = (res: Resolution) => res.trace.filter((s) => s.op === "read" || s.op === "readdir").map((s) => s.path ?? "");

  it("does not read a home outside --dir unless --home names it", async () => {
    // HOME points at the test home, so the default home is that one: still not read.
    const r = await cli(["resolve", "--dir", proj, "--cwd", "src", "--agent", "crabcode", "--json"], { HOME: home });
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as Resolution;
    expect(res.prompt).toBe(`Instructions from: ${proj}/AGENTS.md\nproject rules\n`);
    expect(readPaths(res).every((p) => p.startsWith(proj + "/"))).toBe(true);
    expect(res.trace).toContainEqual({ op: "stat", path: `${home}/.claude/CLAUDE.md`, result: "missing" });
    expect(res.diagnostics.map((d) => d.code)).toContain("home-not-read");
  });

  it("reads the home when --home names it", async () => {
    const r = await cli(["resolve", "--dir", proj, "--cwd", "src", "--agent", "crabcode", "--home", home]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      `Instructions from: ${proj}/AGENTS.md\nproject rules\n\n\n---\n\nInstructions from: ${home}/.claude/CLAUDE.md\nhome rules\n`,
    );
  });

  it("treats files above --dir as missing", async () => {
    const bare = join(work, "disk", "bare");
    const r = await cli(["resolve", "--dir", bare, "--cwd", "src", "--agent", "crabcode", "--json"], { HOME: home });
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as Resolution;
    expect(res.prompt).toBe("");
    expect(res.trace).toContainEqual({ op: "stat", path: join(work, "disk", "AGENTS.md"), result: "missing" });
  });

  it("passes --env, --variant and --config on to the profile", async () => {
    const r = await cli([
      "resolve",
      "--dir",
      proj,
      "--agent",
      "crabcode",
      "--variant",
      "seed",
      "--home",
      home,
      "--env",
      "CRABCODE_DISABLE_CLAUDE_CODE=1",
      "--config",
      "x=[1,2]",
      "--json",
    ]);
    const res = JSON.parse(r.out) as Resolution;
    expect(res.variant).toBe("seed");
    expect(res.prompt).toBe(`Instructions from: ${proj}/AGENTS.md\nproject rules\n`);
    expect(res.sources).toContainEqual(expect.objectContaining({ path: `${home}/.claude/CLAUDE.md`, status: "disabled" }));
  });

  it.each([
    [["resolve", "--dir", "/tmp", "--agent", "nobody"], /Unknown agent "nobody"/],
    [["resolve", "--dir", "/tmp"], /--dir needs --agent/],
    [["resolve", "--dir", "/tmp", "--agent", "crabcode", "--variant", "v9"], /no variant or modelled version "v9"/],
    [["resolve", "--dir", "/tmp", "--agent", "crabcode", "--env", "NOEQUALS"], /--env expects NAME=value/],
    [["resolve", "--dir", "/tmp", "--agent", "crabcode", "x.json"], /either scenario files or --dir/],
  ])("bad usage %j exits 2 with a sentence", async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it("exits 1 when --dir does not exist", async () => {
    const r = await cli(["resolve", "--dir", join(work, "no-such-dir"), "--agent", "crabcode"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("does not exist");
  });
});

describe.concurrent("rulescope link", { timeout: 120_000 }, () => {
  it("prints a #v1/ fragment that decodes back to the same scenario", async () => {
    const scenario: Scenario = {
      ...TWO_LAYERS,
      env: { CRABCODE_DISABLE_CLAUDE_CODE: "1" },
      prompt: "ünïcödé ✓",
      ui: { compare: ["crabcode", "codex"] },
    };
    const r = await cli(["link", file("link.json", JSON.stringify(scenario))]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^#v1\/[A-Za-z0-9_-]+\n$/);
    expect(decodePermalink(r.out.trim())).toEqual({ ok: true, scenario, warnings: [] });
  });

  it("refuses an invalid scenario with exit 1", async () => {
    const r = await cli(["link", file("link-bad.json", "[]")]);
    expect(r).toMatchObject({ code: 1, out: "" });
    expect(r.err).toContain("a scenario must be a JSON object");
  });
});

describe.concurrent("rulescope compare", { timeout: 120_000 }, () => {
  it("shows, per agent, the files loaded in order and the prompt size", async () => {
    const f = file("cmp.json", JSON.stringify(TWO_LAYERS));
    const r = await cli(["compare", f, "--agents", "crabcode,codex"]);
    expect(r.code).toBe(0);
    const bytes = Buffer.byteLength(TWO_LAYERS_PROMPT);
    expect(r.out).toMatch(
      new RegExp(`^agent\\s+variant\\s+files\\s+bytes\\s+tokens\\ncrabcode\\s+upstream\\s+2\\s+${bytes}\\s+\\d+\\ncodex\\s+`),
    );
    const crab = r.out.slice(r.out.indexOf("crabcode (upstream): files loaded"));
    expect(crab.indexOf("/repo/AGENTS.md")).toBeLessThan(crab.indexOf("/home/user/.config/crabcode/AGENTS.md"));
    expect(r.out).toContain("codex (");
  });

  it("--json gives the same facts to machines", async () => {
    const f = file("cmp2.json", JSON.stringify({ ...TWO_LAYERS, variant: "seed" }));
    const r = await cli(["compare", f, "--agents", "crabcode,codex", "--json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as {
      file: string;
      agents: { agent: string; variant: string; files: { path: string }[]; bytes: number }[];
    };
    expect(out.file).toBe(f);
    expect(out.agents.map((a) => a.agent)).toEqual(["crabcode", "codex"]);
    // The scenario's variant is crabcode's; codex runs its own default.
    expect(out.agents[0]).toMatchObject({ variant: "seed", bytes: Buffer.byteLength(TWO_LAYERS_PROMPT) });
    expect(out.agents[0].files.map((x) => x.path)).toEqual(["/repo/AGENTS.md", "/home/user/.config/crabcode/AGENTS.md"]);
    expect(out.agents[1].variant).toBe(findProfile("codex")!.defaultVariant);
  });

  it("rejects unknown agents and a missing --agents with exit 2", async () => {
    const f = file("cmp3.json", JSON.stringify(TWO_LAYERS));
    expect(await cli(["compare", f, "--agents", "crabcode,nobody"])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/Unknown agent "nobody"/),
    });
    expect(await cli(["compare", f])).toMatchObject({ code: 2, err: expect.stringMatching(/needs --agents/) });
  });
});

describe.concurrent("rulescope map", { timeout: 120_000 }, () => {
  // codex stacks every AGENTS.md from the git root down; crabcode takes the nearest one only.
  const TREE: Scenario = {
    version: 1,
    agent: "codex",
    cwd: "/repo/pkg",
    files: { "/repo/.git": { dir: true }, "/repo/AGENTS.md": "root", "/repo/pkg/AGENTS.md": "pkg" },
  };

  it("lists, per directory as cwd, what each agent loads", async () => {
    const r = await cli(["map", file("map.json", JSON.stringify(TREE)), "--agents", "codex,crabcode"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("/repo/pkg\n  codex: /repo/AGENTS.md, /repo/pkg/AGENTS.md\n  crabcode: /repo/pkg/AGENTS.md\n");
    expect(r.out).toContain("/\n  codex: (nothing)\n  crabcode: (nothing)\n");
  });

  it("--markdown prints a table, --json the same facts for machines", async () => {
    const f = file("map2.json", JSON.stringify(TREE));
    const md = await cli(["map", f, "--agents", "codex,crabcode", "--markdown"]);
    expect(md.out.split("\n").slice(0, 2)).toEqual(["| cwd | codex | crabcode |", "|---|---|---|"]);
    expect(md.out).toContain("| `/repo/pkg` | `/repo/AGENTS.md`<br>`/repo/pkg/AGENTS.md` | `/repo/pkg/AGENTS.md` |");
    const js = JSON.parse((await cli(["map", f, "--json"])).out) as { agents: string[]; dirs: string[]; rows: string[][][] };
    expect(js.agents).toEqual(["codex"]);
    expect(js.rows[js.dirs.indexOf("/repo")]).toEqual([["/repo/AGENTS.md"]]);
  });

  it("compare names the differences in words", async () => {
    const r = await cli(["compare", file("map3.json", JSON.stringify(TREE)), "--agents", "codex,crabcode"]);
    expect(r.out).toContain("Differences:\n  - /repo/AGENTS.md: loaded by codex; not by crabcode.");
  });
});

describe.concurrent("help and bad usage", { timeout: 120_000 }, () => {
  it.each([[["--help"]], [["resolve", "--help"]], [["link", "--help"]], [["compare", "-h"]], [["map", "--help"]]])(
    "%j prints help and exits 0",
    async (args) => {
      const r = await cli(args);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Usage:\n {2}rulescope /);
    },
  );

  it.each([
    [[], /Usage:/],
    [["frobnicate"], /Unknown command "frobnicate"/],
    [["--frob"], /Unknown option "--frob"/],
    [["resolve", "--frob", "x.json"], /Unknown option '--frob'/],
    [["resolve"], /needs scenario files/],
    [["resolve", "a.json", "--agent", "crabcode"], /--agent only applies with --dir/],
    [["link", "a.json", "b.json"], /exactly one scenario file/],
  ])("%j exits 2 with a sentence", async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/\n\s+at /);
  });
});

// The cases below start several CLI processes each (some read 8 MiB files): on a shared, busy machine
// that can pass 30 s, so they get 120 s. A run that never ends (the old /dev/urandom read) still fails.

/** A fresh folder under the test's work dir (mkdtemp: each concurrent case gets its own). */
const freshDir = (prefix: string) => mkdtempSync(join(work, prefix));
const NOBODY = { uid: 65534, gid: 65534 };

describe.concurrent("hostile trees in --dir mode", { timeout: 120_000 }, () => {
  it("never reads /proc, even with --dir /: a GEMINI.md or AGENTS.md linked to /proc/self/environ is refused, saying why", async () => {
    const proj = freshDir("proc-");
    mkdirSync(join(proj, ".git"));
    symlinkSync("/proc/self/environ", join(proj, "GEMINI.md"));
    symlinkSync("/proc/self/environ", join(proj, "AGENTS.md"));
    const canary = { RULESCOPE_TEST_CANARY: "canary-0b5e7c" };
    const refusal = (name: string) => `${proj}/${name} leads into /proc; Rulescope never reads /proc, /sys, /dev`;
    const runs = [
      ["gemini-cli", "GEMINI.md"],
      ["crabcode", "AGENTS.md"],
    ].map(
      async ([agent, name]) =>
        [
          name,
          await cli(
            ["resolve", "--dir", "/", "--cwd", proj, "--agent", agent, "--env", "GEMINI_CLI_TRUST_WORKSPACE=true", "--json"],
            canary,
          ),
        ] as const,
    );
    for (const [name, r] of await Promise.all(runs)) {
      expect(r.code, r.err).toBe(0);
      expect(r.out).not.toContain("canary-0b5e7c");
      const res = JSON.parse(r.out) as Resolution;
      expect(res.diagnostics).toContainEqual({
        level: "warning",
        code: "read-refused",
        path: `${proj}/${name}`,
        message: `${refusal(name)}.`,
      });
      const source = res.sources.find((x) => x.path === `${proj}/${name}`);
      expect(source?.status).toBe("unreadable");
      expect(source?.reason).toContain(refusal(name));
      expect(JSON.stringify(res)).not.toMatch(/dangling|symlink to nothing|does not exist/);
    }
  });

  it("a link out of the tree is refused as outside, not called missing or dangling", async () => {
    const base = freshDir("out-");
    mkdirSync(join(base, "proj"));
    writeFileSync(join(base, "secret.md"), "outside secret");
    symlinkSync(join(base, "secret.md"), join(base, "proj", "AGENTS.md"));
    const r = await cli(["resolve", "--dir", join(base, "proj"), "--agent", "crabcode"]);
    expect(r).toMatchObject({ code: 0, out: "" });
    expect(r.err).toContain(`warning: ${base}/proj/AGENTS.md points outside the checked tree; Rulescope does not read it.\n`);
    expect(r.err).not.toMatch(/dangling|symlink to nothing|does not exist/);
  });

  it("a FIFO AGENTS.md is never opened: the run ends and says it is a special file", async () => {
    const proj = freshDir("fifo-");
    const made = spawnSync("mkfifo", [join(proj, "AGENTS.md")]);
    expect(made.status, "mkfifo failed").toBe(0);
    const r = await cli(["resolve", "--dir", proj, "--agent", "crabcode"]);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`unreadable: ${proj}/AGENTS.md: ${proj}/AGENTS.md is a special file (a FIFO, socket or device), not a file`);
  });

  it.each([
    ["gemini-cli", "GEMINI.md"],
    ["claude-code", "CLAUDE.md"],
    ["amp", "AGENTS.md"],
  ])("a 2 GB sparse rule file is read only up to Rulescope's cap (%s)", async (agent, name) => {
    const proj = freshDir("sparse-");
    mkdirSync(join(proj, ".git"));
    writeFileSync(join(proj, name), "");
    truncateSync(join(proj, name), 2 * 1024 ** 3);
    const r = await cli(["resolve", "--dir", proj, "--agent", agent, "--env", "GEMINI_CLI_TRUST_WORKSPACE=true"]);
    expect(r.code, r.err.slice(0, 500)).toBe(0);
    expect(r.err).toContain(`warning: ${proj}/${name} has ${2 * 1024 ** 3} bytes; Rulescope reads at most the first 8 MiB of any file`);
    expect(r.out.length).toBeGreaterThanOrEqual(MAX_READ_BYTES);
    expect(r.out.length).toBeLessThan(MAX_READ_BYTES + 4096);
  });

  it.runIf(process.getuid?.() === 0)("chmod 000 on a file and on a folder says 'permission denied' (run as nobody)", async () => {
    const proj = freshDir("locked-");
    chmodSync(work, 0o755);
    chmodSync(proj, 0o755);
    writeFileSync(join(proj, "AGENTS.md"), "locked");
    mkdirSync(join(proj, "sub"));
    writeFileSync(join(proj, "sub", "AGENTS.md"), "inner");
    chmodSync(join(proj, "AGENTS.md"), 0);
    chmodSync(join(proj, "sub"), 0);
    try {
      const [file, folder] = await Promise.all([
        cli(["resolve", "--dir", proj, "--agent", "crabcode"], {}, NOBODY),
        cli(["resolve", "--dir", proj, "--cwd", "sub", "--agent", "crabcode"], {}, NOBODY),
      ]);
      expect(file.code, file.err).toBe(0);
      expect(file.err).toContain(`unreadable: ${proj}/AGENTS.md: ${proj}/AGENTS.md cannot be read (permission denied)`);
      expect(folder.err).toContain(`${proj}/sub/AGENTS.md cannot be read (permission denied)`);
    } finally {
      chmodSync(join(proj, "sub"), 0o755);
    }
  });
});

describe.concurrent("--home opens only the agent's own global places", { timeout: 120_000 }, () => {
  let base: string;
  beforeAll(() => {
    base = freshDir("home-");
    mkdirSync(join(base, "proj"));
    mkdirSync(join(base, "home", ".config", "amp"), { recursive: true });
    mkdirSync(join(base, "home", ".ssh"));
    writeFileSync(join(base, "home", ".config", "amp", "AGENTS.md"), "global amp rules\n");
    writeFileSync(join(base, "home", ".ssh", "id_rsa"), "PRIVATE-KEY-canary\n");
    writeFileSync(join(base, "proj", "AGENTS.md"), "Read @~/.ssh/id_rsa for access.\n");
  });

  it("an @~/.ssh/id_rsa mention is refused with a reason; the agent's global file is read; the note lists what was open", async () => {
    const home = join(base, "home");
    const r = await cli(["resolve", "--dir", join(base, "proj"), "--agent", "amp", "--home", home, "--json"]);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain("PRIVATE-KEY-canary");
    const res = JSON.parse(r.out) as Resolution;
    expect(res.prompt).toContain("global amp rules");
    expect(res.diagnostics).toContainEqual({
      level: "warning",
      code: "read-refused",
      path: `${home}/.ssh/id_rsa`,
      message: `${home}/.ssh/id_rsa is in the home folder but not among Amp's own global files; Rulescope reads the rest of the home folder only with --home-all.`,
    });
    expect(res.diagnostics.find((d) => d.code === "home-limited")?.message).toContain(
      `only Amp's own global places were open to reading: ${home}/.config/amp/AGENTS.md, ${home}/.config/AGENTS.md.`,
    );
    expect(res.diagnostics.map((d) => d.code)).not.toContain("missing-reference");
  });

  it("--home-all opens the whole home folder (so the mention is read, as Amp would)", async () => {
    const r = await cli(["resolve", "--dir", join(base, "proj"), "--agent", "amp", "--home", join(base, "home"), "--home-all"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("PRIVATE-KEY-canary");
    expect(r.err).toContain(`info: All of the home folder ${join(base, "home")} was open to reading (--home-all).`);
  });

  it("without --home, a home inside --dir is fenced off too: the mention is refused, the tree is read", async () => {
    const home = join(base, "home");
    const r = await cli(["resolve", "--dir", base, "--cwd", "proj", "--agent", "amp", "--json"], { HOME: home });
    expect(r.code).toBe(0);
    expect(r.out).not.toContain("PRIVATE-KEY-canary");
    const res = JSON.parse(r.out) as Resolution;
    expect(res.prompt).toContain("Read @~/.ssh/id_rsa for access.");
    expect(res.prompt).not.toContain("global amp rules");
    expect(res.diagnostics).toContainEqual({
      level: "warning",
      code: "read-refused",
      path: `${home}/.ssh/id_rsa`,
      message: `${home}/.ssh/id_rsa is in the home folder, which Rulescope reads only with --home.`,
    });
  });

  it.each(["/proc", "/sys/kernel", "/dev"])("--dir %s is an error", async (dir) => {
    const r = await cli(["resolve", "--dir", dir, "--agent", "crabcode"]);
    expect(r).toMatchObject({ code: 1, out: "" });
    expect(r.err).toMatch(/lies in \/(proc|sys|dev); Rulescope never reads \/proc, \/sys or \/dev\.\n$/);
  });

  it("--home that does not exist is an error, not silence; --home-all alone is bad usage", async () => {
    const missing = join(base, "no-such-home");
    const [absent, alone] = await Promise.all([
      cli(["resolve", "--dir", join(base, "proj"), "--agent", "amp", "--home", missing]),
      cli(["resolve", "--dir", join(base, "proj"), "--agent", "amp", "--home-all"]),
    ]);
    expect(absent).toMatchObject({ code: 1, out: "", err: `--home ${missing} does not exist or cannot be reached.\n` });
    expect(alone).toMatchObject({ code: 2, err: expect.stringMatching(/--home-all widens --home/) });
  });
});

describe.concurrent("scenario input that never ends or is too big", { timeout: 120_000 }, () => {
  it.each(["/dev/urandom", "/dev/zero"])("resolve %s is refused at once as not a regular file", async (dev) => {
    const r = await cli(["resolve", dev]);
    expect(r).toMatchObject({ code: 1, out: "" });
    expect(r.err).toBe(
      `Cannot read ${dev}: it is not a regular file (a FIFO, socket or device); Rulescope reads a scenario only from a regular file, or from stdin with "-".\n`,
    );
  });

  it("a FIFO given as the scenario file is not opened (no one writes to it: the run must still end)", async () => {
    const fifo = join(freshDir("fifo-scn-"), "scenario.json");
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
    const r = await cli(["resolve", "--json", fifo]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ error: expect.stringContaining("not a regular file"), file: fifo });
  });

  it("a scenario file over the cap is refused before it is read", async () => {
    const big = join(freshDir("big-"), "big.json");
    writeFileSync(big, "");
    truncateSync(big, MAX_SCENARIO_BYTES + 1);
    const r = await cli(["link", big]);
    expect(r).toMatchObject({
      code: 1,
      out: "",
      err: `Cannot read ${big}: it has ${MAX_SCENARIO_BYTES + 1} bytes, more than the 16 MiB of scenario JSON Rulescope reads.\n`,
    });
  });

  it("stdin is read up to the cap, then refused", async () => {
    const r = await cli(["resolve", "-"], {}, undefined, Buffer.alloc(MAX_SCENARIO_BYTES + 64 * 1024, 0x20));
    expect(r).toMatchObject({
      code: 1,
      out: "",
      err: "Cannot read stdin: more than 16 MiB came, the most scenario JSON Rulescope reads; it stopped reading there.\n",
    });
  });
});
