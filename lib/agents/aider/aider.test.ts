/**
 * One test per loading rule of aider's read-only files (Aider-AI/aider @ 5dc9490: main.py, args.py,
 * coders/base_coder.py, coders/base_prompts.py, io.py; configargparse 1.7 for precedence). Expected
 * texts are written by hand from base_coder.get_read_only_files_content, not from the resolver.
 */
import { describe, expect, it } from "vitest";
import { resolve } from "../../resolve";
import { codes, included, runner, statuses } from "../../../test/agent-helpers";

const run = runner("aider", { cwd: "/home/user/repo", files: { "/home/user/repo/.git": { dir: true } } });
const PREFIX = "Here are some READ ONLY files, provided for your reference.\nDo not edit these files!\n";
const R = "/home/user/repo";

describe("aider: nothing is discovered", () => {
  it("CONVENTIONS.md and AGENTS.md are not read unless something names them, and the miss is shown", () => {
    const r = run({ [`${R}/CONVENTIONS.md`]: "conv\n", [`${R}/AGENTS.md`]: "agents\n" });
    expect(r.prompt).toBe("");
    expect(statuses(r, `${R}/CONVENTIONS.md`)).toEqual(["unmatched"]);
    expect(statuses(r, `${R}/AGENTS.md`)).toEqual(["unmatched"]);
  });
});

describe("aider: the read-only message", () => {
  it("read: a string; the file goes out as its path and a ``` fence after aider's prefix", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: CONVENTIONS.md\n", [`${R}/CONVENTIONS.md`]: "Use httpx.\n" });
    expect(r.prompt).toBe(`${PREFIX}\nCONVENTIONS.md\n\`\`\`\nUse httpx.\n\`\`\`\n`);
    expect(r.blocks.find((b) => b.text === r.prompt)?.role).toBe("user");
  });

  it("read: a list; each file in turn, named relative to the git root", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: [a.md, docs/b.md]\n", [`${R}/a.md`]: "A\n", [`${R}/docs/b.md`]: "B\n" });
    expect(r.prompt).toBe(`${PREFIX}\na.md\n\`\`\`\nA\n\`\`\`\n\ndocs/b.md\n\`\`\`\nB\n\`\`\`\n`);
    expect(codes(r)).toContain("read-only-order-varies");
  });

  it("a file without a final newline gets the closing fence on its last line", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: a.md\n", [`${R}/a.md`]: "no newline" });
    expect(r.prompt).toBe(`${PREFIX}\na.md\n\`\`\`\nno newline\`\`\`\n`);
  });

  it("the fence: when a line of the files starts with ```, aider uses ```` instead", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: a.md\n", [`${R}/a.md`]: "Example:\n```py\nx = 1\n```\n" });
    expect(r.prompt).toBe(`${PREFIX}\na.md\n\`\`\`\`\nExample:\n\`\`\`py\nx = 1\n\`\`\`\n\`\`\`\`\n`);
  });

  it("the fence: ```` in the files too moves on to <source>", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: a.md\n", [`${R}/a.md`]: "````\n" });
    expect(r.prompt).toBe(`${PREFIX}\na.md\n<source>\n\`\`\`\`\n</source>\n`);
  });

  it("text is read with universal newlines: CRLF becomes LF", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: a.md\n", [`${R}/a.md`]: "one\r\ntwo\r\n" });
    expect(r.prompt).toContain("```\none\ntwo\n```");
  });

  it("invalid UTF-8 is a decoding error: the file is left out", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: a.md\n", [`${R}/a.md`]: { base64: "/w==" } });
    expect(r.prompt).toBe("");
    expect(statuses(r, `${R}/a.md`)).toEqual(["unreadable"]);
  });

  it("images and PDFs are not text: they go in an image message", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: [shot.png, a.md]\n", [`${R}/shot.png`]: "PNG", [`${R}/a.md`]: "A\n" });
    expect(r.prompt).not.toContain("shot.png");
    expect(statuses(r, `${R}/shot.png`)).toEqual(["binary"]);
  });
});

describe("aider: which read: counts", () => {
  it("the working directory's file beats the git root's, which beats home's; lists do not merge", () => {
    const files = {
      "/home/user/.aider.conf.yml": "read: /home/user/repo/home.md\n",
      [`${R}/.aider.conf.yml`]: "read: root.md\n",
      [`${R}/pkg/.aider.conf.yml`]: "read: cwd.md\n",
      [`${R}/home.md`]: "H\n",
      [`${R}/pkg/root.md`]: "ROOT\n",
      [`${R}/pkg/cwd.md`]: "CWD\n",
    };
    const r = run(files, { cwd: `${R}/pkg` });
    expect(included(r)).toEqual([`${R}/pkg/cwd.md`]);
    expect(statuses(r, `${R}/pkg/root.md`)).toEqual(["shadowed"]);
    expect(statuses(r, `${R}/home.md`)).toEqual(["shadowed"]);
    const { [`${R}/pkg/.aider.conf.yml`]: _, ...noCwd } = files;
    expect(included(run(noCwd, { cwd: `${R}/pkg` }))).toEqual([`${R}/pkg/root.md`]);
  });

  it("paths resolve from the working directory, not from the config file's folder", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: CONVENTIONS.md\n", [`${R}/CONVENTIONS.md`]: "conv\n" }, { cwd: `${R}/src` });
    expect(r.prompt).toBe("");
    expect(codes(r)).toContain("read-only-file-missing");
  });

  it("read: [] adds nothing and does not stop a file of lower precedence; read: with no value is unset", () => {
    const files = { "/home/user/.aider.conf.yml": "read: [a.md]\n", [`${R}/a.md`]: "A\n" };
    expect(included(run({ ...files, [`${R}/.aider.conf.yml`]: "read: []\n" }))).toEqual([`${R}/a.md`]);
    expect(included(run({ ...files, [`${R}/.aider.conf.yml`]: "read:\n" }))).toEqual([`${R}/a.md`]);
  });

  it("--read (config read) beats AIDER_READ, which beats every config file", () => {
    const files = { [`${R}/.aider.conf.yml`]: "read: conf.md\n", [`${R}/conf.md`]: "C\n", [`${R}/env.md`]: "E\n", [`${R}/cli.md`]: "L\n" };
    expect(included(run(files, { env: { AIDER_READ: "env.md" } }))).toEqual([`${R}/env.md`]);
    expect(included(run(files, { env: { AIDER_READ: "env.md" }, config: { read: ["cli.md"] } }))).toEqual([`${R}/cli.md`]);
  });

  it("config read may be one string (one --read); a value of another type is refused and the next place wins", () => {
    const files = { [`${R}/.aider.conf.yml`]: "read: conf.md\n", [`${R}/conf.md`]: "C\n", [`${R}/cli.md`]: "L\n" };
    expect(included(run(files, { config: { read: "cli.md" } }))).toEqual([`${R}/cli.md`]);
    const bad = run(files, { config: { read: 7 } });
    expect(included(bad)).toEqual([`${R}/conf.md`]);
    expect(bad.diagnostics.filter((d) => d.code === "setting-invalid").map((d) => d.message)).toEqual([
      "config.read must be a string or a list of strings; using the default [].",
    ]);
  });

  it("AIDER_READ takes a list as [a, b] (configargparse's legacy form) or JSON", () => {
    const files = { [`${R}/a.md`]: "A\n", [`${R}/b.md`]: "B\n" };
    expect(included(run(files, { env: { AIDER_READ: "[a.md, b.md]" } }))).toEqual([`${R}/a.md`, `${R}/b.md`]);
    expect(included(run(files, { env: { AIDER_READ: '["b.md"]' } }))).toEqual([`${R}/b.md`]);
  });

  it("--config FILE is read too and beats the files aider finds", () => {
    const r = run(
      { [`${R}/.aider.conf.yml`]: "read: a.md\n", [`${R}/ci.yml`]: "read: b.md\n", [`${R}/a.md`]: "A\n", [`${R}/b.md`]: "B\n" },
      { config: { config: "ci.yml" } },
    );
    expect(included(r)).toEqual([`${R}/b.md`]);
  });

  it("a config file that does not parse, or is not a mapping (an empty file), stops aider: nothing is sent", () => {
    const a = run({ [`${R}/.aider.conf.yml`]: "read: [a.md\n", [`${R}/a.md`]: "A\n" });
    expect(a.prompt).toBe("");
    expect(codes(a)).toContain("config-unparsable");
    const b = run({ "/home/user/.aider.conf.yml": "", [`${R}/.aider.conf.yml`]: "read: a.md\n", [`${R}/a.md`]: "A\n" });
    expect(b.prompt).toBe("");
    expect(codes(b)).toContain("config-unparsable");
  });
});

describe("aider: --read values", () => {
  it("a folder stands for every file below it", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: docs\n", [`${R}/docs/a.md`]: "A\n", [`${R}/docs/deep/b.md`]: "B\n" });
    expect(included(r)).toEqual([`${R}/docs/a.md`, `${R}/docs/deep/b.md`]);
  });

  it("~ is the home folder; a file named twice, or through a symlink, is sent once", () => {
    const r = run({
      [`${R}/.aider.conf.yml`]: "read: [~/repo/a.md, a.md, link.md]\n",
      [`${R}/a.md`]: "A\n",
      [`${R}/link.md`]: { symlink: "a.md" },
    });
    expect(included(r)).toEqual([`${R}/a.md`]);
    expect(r.prompt.split("\nA\n").length - 1).toBe(1);
  });

  it("a missing file is skipped with aider's warning", () => {
    const r = run({ [`${R}/.aider.conf.yml`]: "read: gone.md\n" });
    expect(r.prompt).toBe("");
    expect(r.diagnostics.find((d) => d.code === "read-only-file-missing")?.message).toContain(
      `Error: Read-only file ${R}/gone.md does not exist. Skipping.`,
    );
  });

  it("outside a git repository names are relative to the working directory", () => {
    const r = resolve({
      version: 1,
      agent: "aider",
      cwd: "/w/app",
      files: { "/w/app/.aider.conf.yml": "read: ../common/style.md\n", "/w/common/style.md": "S\n" },
    });
    expect(r.prompt).toBe(`${PREFIX}\n../common/style.md\n\`\`\`\nS\n\`\`\`\n`);
  });
});
