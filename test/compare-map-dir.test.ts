/**
 * `rulescope compare --dir` and `rulescope map --dir`: several agents over a real tree, read as
 * `resolve --dir` reads it (only the tree, the agents' own home places with --home, links out of the
 * tree refused). The commands run in this process with a collecting Io; bad usage throws UsageError,
 * which run() prints as one sentence with exit 2.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareCommand } from "../lib/cli/compare-command";
import type { Io } from "../lib/cli/io";
import { mapCommand } from "../lib/cli/map-command";
import { UsageError } from "../lib/cli/usage";
import { AGENT_IDS } from "../lib/resolve";
import { writeTree } from "../lib/cli/write-tree";

function collect(): Io & { out_: string; err_: string } {
  const io = { out_: "", err_: "", out: (t: string) => void (io.out_ += t), err: (t: string) => void (io.err_ += t) };
  return io;
}

let tmp: string;
let tree: string;
let home: string;
let outside: string;

beforeAll(() => {
  tmp = realpathSync(mkdtempSync(join(tmpdir(), "rulescope-multi-dir-")));
  tree = join(tmp, "tree");
  writeTree(
    {
      "/.git/AGENTS.md": "not a rule file\n",
      "/AGENTS.md": "# root\n",
      "/CLAUDE.md": "claude\n",
      "/packages/api/AGENTS.md": "# api\n",
      "/packages/web/index.ts": "",
      "/node_modules/pkg/AGENTS.md": "vendored\n",
    },
    tree,
  );
  outside = join(tmp, "outside");
  mkdirSync(outside);
  writeFileSync(join(outside, "secret.md"), "secret\n");
  symlinkSync(join(tmp, "tree", "packages"), join(tree, "linked"));
  home = join(tmp, "home");
  writeTree({ "/.codex/AGENTS.md": "codex global\n", "/.claude/CLAUDE.md": "claude global\n", "/.ssh/id_rsa": "key\n" }, home);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("rulescope compare --dir", () => {
  it("compares the agents on the real tree from --cwd, and names the differences", () => {
    const io = collect();
    expect(compareCommand(["--dir", tree, "--agents", "codex,claude-code", "--cwd", "packages/api", "--json"], io)).toBe(0);
    const r = JSON.parse(io.out_);
    expect(r.dir).toBe(tree);
    expect(r.agents.map((a: { agent: string; files: { path: string }[] }) => [a.agent, a.files.map((f) => f.path)])).toEqual([
      ["codex", [`${tree}/AGENTS.md`, `${tree}/packages/api/AGENTS.md`]],
      ["claude-code", [`${tree}/CLAUDE.md`]],
    ]);
    expect(r.differences).toContain(`${tree}/packages/api/AGENTS.md: loaded by codex; not by claude-code.`);
    expect(r.notes.map((n: { code: string }) => n.code)).toEqual(["home-not-read"]);
  });
  it("text mode prints the table and the differences", () => {
    const io = collect();
    expect(compareCommand(["--dir", tree, "--agents", "codex,claude-code"], io)).toBe(0);
    expect(io.out_).toMatch(/^codex\s+upstream\s+1\s+\d+\s+\d+$/m);
    expect(io.out_).toContain(`${tree}/CLAUDE.md: loaded by claude-code; not by codex.`);
  });
  it("--home opens each compared agent's own global places, and only those", () => {
    writeFileSync(join(tree, "packages", "AGENTS.md"), "See @~/.ssh/id_rsa\n");
    try {
      const io = collect();
      expect(compareCommand(["--dir", tree, "--agents", "codex,claude-code", "--home", home, "--json"], io)).toBe(0);
      const r = JSON.parse(io.out_);
      expect(r.agents[0].files.map((f: { path: string }) => f.path)).toEqual([`${home}/.codex/AGENTS.md`, `${tree}/AGENTS.md`]);
      expect(r.agents[1].files.map((f: { path: string }) => f.path)).toEqual([`${home}/.claude/CLAUDE.md`, `${tree}/CLAUDE.md`]);
      expect(r.notes.find((n: { code: string }) => n.code === "home-limited").message).toContain(`${home}/.codex, ${home}/.claude`);
    } finally {
      rmSync(join(tree, "packages", "AGENTS.md"));
    }
  });
  it("a rule file linked out of the tree is refused, with a read-refused note", () => {
    const dir = join(tmp, "linked-out");
    mkdirSync(dir);
    symlinkSync(join(outside, "secret.md"), join(dir, "AGENTS.md"));
    const io = collect();
    expect(compareCommand(["--dir", dir, "--agents", "codex,agents-md", "--json"], io)).toBe(0);
    const r = JSON.parse(io.out_);
    expect(r.agents.every((a: { files: unknown[] }) => a.files.length === 0)).toBe(true);
    expect(r.notes.find((n: { code: string }) => n.code === "read-refused")).toMatchObject({ level: "warning", path: `${dir}/AGENTS.md` });
    const text = collect();
    compareCommand(["--dir", dir, "--agents", "codex"], text);
    expect(text.err_).toContain(`warning: ${dir}/AGENTS.md points outside the checked tree; Rulescope does not read it.\n`);
  });
  it("bad usage: no --agents, an unknown agent, a file and --dir together, --cwd without --dir", () => {
    expect(() => compareCommand(["--dir", tree], collect())).toThrow(
      new UsageError(`compare --dir needs --agents a,b (known: ${AGENT_IDS.join(", ")}).`),
    );
    expect(() => compareCommand(["--dir", tree, "--agents", "codex,nobody"], collect())).toThrow(/Unknown agent "nobody"/);
    expect(() => compareCommand(["s.json", "--dir", tree, "--agents", "codex"], collect())).toThrow(
      /either a scenario file or --dir, not both/,
    );
    expect(() => compareCommand(["s.json", "--cwd", "x", "--agents", "codex"], collect())).toThrow(/--cwd only applies with --dir/);
  });
  it("a --dir that is not there is exit 1 with a sentence", () => {
    const io = collect();
    expect(compareCommand(["--dir", join(tmp, "nope"), "--agents", "codex"], io)).toBe(1);
    expect(io.err_).toMatch(/^--dir .*nope does not exist or cannot be reached\.\n$/);
  });
});

describe("rulescope map --dir", () => {
  it("maps every folder of the real tree but .git and node_modules, without following links, in repository paths", () => {
    const io = collect();
    expect(mapCommand(["--dir", tree, "--agents", "codex,claude-code", "--json"], io)).toBe(0);
    const r = JSON.parse(io.out_);
    expect(r.agents).toEqual(["codex", "claude-code"]);
    expect(r.dirs).toEqual([".", "packages", "packages/api", "packages/web"]);
    const at = (d: string) => r.rows[r.dirs.indexOf(d)];
    expect(at("packages/api")).toEqual([["AGENTS.md", "packages/api/AGENTS.md"], ["CLAUDE.md"]]);
    expect(at("packages/web")).toEqual([["AGENTS.md"], ["CLAUDE.md"]]);
    // The root is named once, as the `dir` given.
    expect(io.out_.split(tree).length).toBe(2);
  });
  it("--markdown prints the table; the default is a list per folder", () => {
    const md = collect();
    expect(mapCommand(["--dir", tree, "--agents", "codex,claude-code", "--markdown"], md)).toBe(0);
    expect(md.out_).toMatch(/^\|.*codex.*\|.*claude-code.*\|$/m);
    const list = collect();
    expect(mapCommand(["--dir", tree, "--agents", "codex"], list)).toBe(0);
    expect(list.out_).toContain(`packages/api\n  codex: AGENTS.md, packages/api/AGENTS.md\n`);
  });
  it("--changed-only keeps the root and the folders whose files differ from the folder above", () => {
    const io = collect();
    expect(mapCommand(["--dir", tree, "--agents", "codex,claude-code", "--json", "--changed-only"], io)).toBe(0);
    const r = JSON.parse(io.out_);
    // packages and packages/web load what the root loads; packages/api adds its AGENTS.md.
    expect(r.dirs).toEqual([".", "packages/api"]);
    expect(r.notes.map((n: { message: string }) => n.message).join(" ")).toMatch(/2 of 4 mapped folders load other files/);
  });
  it("past 2,000 folders the map says how many it left out", () => {
    const wide = mkdtempSync(join(tmpdir(), "rulescope-map-wide-"));
    for (let i = 0; i < 2_100; i++) mkdirSync(join(wide, `d${i}`));
    writeFileSync(join(wide, "AGENTS.md"), "a\n");
    const io = collect();
    expect(mapCommand(["--dir", wide, "--agents", "codex"], io)).toBe(0);
    expect(io.err_).toMatch(/The tree has 2,101 folders; the 2,000 nearest the root are mapped, 101 are not/);
    rmSync(wide, { recursive: true, force: true });
  });
  it("bad usage: --cwd (every folder is one), no --agents", () => {
    expect(() => mapCommand(["--dir", tree, "--agents", "codex", "--cwd", "packages"], collect())).toThrow(/map takes no --cwd/);
    expect(() => mapCommand(["--dir", tree], collect())).toThrow(/map --dir needs --agents a,b/);
    expect(() => mapCommand(["s.json", "--home", home], collect())).toThrow(/--home only applies with --dir/);
  });
});
