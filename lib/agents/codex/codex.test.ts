/**
 * Codex profile: every scenario of seed 001 (run on the `seed` variant, and on `upstream` where the two
 * agree), then every rule of upstream's loader (README.md), then odd inputs. Expected prompts are
 * written by hand from the upstream semantics.
 */
import { examplesOf } from "../examples";
import { describe, expect, it } from "vitest";
import { resolve } from "../../resolve";
import type { FileEntry, Scenario } from "../../scenario/types";
import { codex } from "./index";
import { candidateNames } from "./settings";
import { rustTrim } from "./rust-text";
import { codes, inPrompt as included, runner, statuses } from "../../../test/agent-helpers";

type Files = Record<string, FileEntry>;

const run = runner("codex", { cwd: "/repo" });

describe("seed 001: Discovery algorithm", () => {
  for (const variant of ["seed", "upstream"]) {
    it(`starts at config.cwd and walks upward until a .git directory stops it (${variant})`, () => {
      const r = run(
        { "/top/AGENTS.md": "above git", "/top/repo/.git": { dir: true }, "/top/repo/AGENTS.md": "root", "/top/repo/pkg/AGENTS.md": "pkg" },
        { variant, cwd: "/top/repo/pkg" },
      );
      expect(r.prompt).toBe("# AGENTS.md instructions for /top/repo/pkg\n\n<INSTRUCTIONS>\nroot\n\npkg\n</INSTRUCTIONS>");
      expect(statuses(r, "/top/AGENTS.md")).toEqual(["unmatched"]);
    });

    it(`a .git file marks the git root as well as a .git directory (${variant})`, () => {
      const r = run(
        { "/m/.git": "gitdir: /x/.git/worktrees/m\n", "/m/AGENTS.md": "worktree root", "/m/a/b/AGENTS.md": "deep" },
        { variant, cwd: "/m/a/b" },
      );
      expect(r.prompt).toBe("# AGENTS.md instructions for /m/a/b\n\n<INSTRUCTIONS>\nworktree root\n\ndeep\n</INSTRUCTIONS>");
    });

    it(`collects docs from the git root down to the cwd, concatenated root first (${variant})`, () => {
      const r = run(
        { "/g/.git": { dir: true }, "/g/AGENTS.md": "one", "/g/a/AGENTS.md": "two", "/g/a/b/AGENTS.md": "three" },
        { variant, cwd: "/g/a/b" },
      );
      expect(included(r)).toEqual(["/g/AGENTS.md", "/g/a/AGENTS.md", "/g/a/b/AGENTS.md"]);
      expect(r.prompt).toBe("# AGENTS.md instructions for /g/a/b\n\n<INSTRUCTIONS>\none\n\ntwo\n\nthree\n</INSTRUCTIONS>");
    });
  }
});

describe("seed 001: Filename precedence and fallbacks", () => {
  for (const variant of ["seed", "upstream"]) {
    it(`AGENTS.override.md, then AGENTS.md, then project_doc_fallback_filenames (${variant})`, () => {
      const files: Files = {
        "/r/.git": { dir: true },
        "/r/AGENTS.override.md": "root override",
        "/r/AGENTS.md": "root plain",
        "/r/a/AGENTS.md": "a plain",
        "/r/a/TEAM.md": "a team",
        "/r/a/b/TEAM.md": "b team",
      };
      const r = run(files, { variant, cwd: "/r/a/b", config: { project_doc_fallback_filenames: ["TEAM.md"] } });
      expect(r.prompt).toBe("# AGENTS.md instructions for /r/a/b\n\n<INSTRUCTIONS>\nroot override\n\na plain\n\nb team\n</INSTRUCTIONS>");
    });

    it(`only the first file found in a directory is taken (${variant})`, () => {
      const r = run({ "/r/.git": { dir: true }, "/r/AGENTS.override.md": "override", "/r/AGENTS.md": "plain" }, { variant, cwd: "/r" });
      expect(included(r)).toEqual(["/r/AGENTS.override.md"]);
      expect(statuses(r, "/r/AGENTS.md")).toEqual(["shadowed"]);
      expect(r.prompt).not.toContain("plain");
    });
  }

  it("without a fallback configured, other names are never read", () => {
    const r = run({ "/r/.git": { dir: true }, "/r/TEAM.md": "team" }, { cwd: "/r" });
    expect(r.prompt).toBe("");
    expect(r.blocks.some((b) => b.label.startsWith("AGENTS.md"))).toBe(false);
  });
});

describe("seed 001: Byte budget and truncation", () => {
  for (const variant of ["seed", "upstream"]) {
    it(`later files are truncated once the combined docs exceed project_doc_max_bytes (${variant})`, () => {
      const r = run(
        { "/b/.git": { dir: true }, "/b/AGENTS.md": "12345", "/b/c/AGENTS.md": "abcdefgh" },
        { variant, cwd: "/b/c", config: { project_doc_max_bytes: 8 } },
      );
      expect(r.prompt).toBe("# AGENTS.md instructions for /b/c\n\n<INSTRUCTIONS>\n12345\n\nabc\n</INSTRUCTIONS>");
      const cut = r.sources.find((s) => s.path === "/b/c/AGENTS.md")!;
      expect(cut).toMatchObject({ status: "truncated", bytes: 8, includedBytes: 3 });
      expect(cut.reason).toContain("kept 3 of 8 bytes, budget 8");
    });

    it(`a budget of 0 disables project docs (${variant})`, () => {
      const r = run({ "/b/.git": { dir: true }, "/b/AGENTS.md": "doc" }, { variant, cwd: "/b", config: { project_doc_max_bytes: 0 } });
      expect(r.prompt).toBe("");
      expect(statuses(r, "/b/AGENTS.md")).toEqual(["disabled"]);
    });
  }
});

describe("seed 001: Merge with user-instructions", () => {
  const global = { "/home/user/.codex/AGENTS.md": "user rules\n" };
  for (const variant of ["seed", "upstream"]) {
    it(`user instructions, the separator, then the project docs (${variant})`, () => {
      const r = run({ ...global, "/p/.git": { dir: true }, "/p/AGENTS.md": "project rules" }, { variant, cwd: "/p" });
      expect(r.prompt).toBe(
        "# AGENTS.md instructions for /p\n\n<INSTRUCTIONS>\nuser rules\n\n--- project-doc ---\n\nproject rules\n</INSTRUCTIONS>",
      );
    });

    it(`no separator when only user instructions exist (${variant})`, () => {
      const r = run({ ...global, "/p/.git": { dir: true } }, { variant, cwd: "/p" });
      // codex-cli 0.171.0 names no directory when no project doc is in the message; the seed's era did.
      const heading = variant === "seed" ? "# AGENTS.md instructions for /p" : "# AGENTS.md instructions";
      expect(r.prompt).toBe(`${heading}\n\n<INSTRUCTIONS>\nuser rules\n</INSTRUCTIONS>`);
    });

    it(`no separator when only project docs exist (${variant})`, () => {
      const r = run({ "/p/.git": { dir: true }, "/p/AGENTS.md": "project rules" }, { variant, cwd: "/p" });
      expect(r.prompt).toBe("# AGENTS.md instructions for /p\n\n<INSTRUCTIONS>\nproject rules\n</INSTRUCTIONS>");
    });
  }
});

describe("seed 001: Why AGENTS.md is not base instructions", () => {
  for (const variant of ["seed", "upstream"]) {
    it(`the merged text is a user message; base instructions stay a separate placeholder (${variant})`, () => {
      const r = run({ "/p/.git": { dir: true }, "/p/AGENTS.md": "x" }, { variant, cwd: "/p" });
      const message = r.blocks.find((b) => !b.placeholder)!;
      expect(message.role).toBe("user");
      expect(message.text).toBe(r.prompt);
      const base = r.blocks[0];
      expect(base).toMatchObject({ role: "system", placeholder: true, text: "" });
      expect(r.blocks.map((b) => b.role)).toEqual(["system", "developer", "user", "user"]);
    });
  }
});

describe("upstream: global file under CODEX_HOME", () => {
  it("AGENTS.override.md wins over AGENTS.md in ~/.codex", () => {
    const r = run({ "/home/user/.codex/AGENTS.override.md": "override", "/home/user/.codex/AGENTS.md": "plain" }, { cwd: "/" });
    expect(r.prompt).toBe("# AGENTS.md instructions\n\n<INSTRUCTIONS>\noverride\n</INSTRUCTIONS>");
    expect(statuses(r, "/home/user/.codex/AGENTS.md")).toEqual(["shadowed"]);
  });

  it("the first non-empty file wins: a whitespace-only override falls through to AGENTS.md", () => {
    const r = run({ "/home/user/.codex/AGENTS.override.md": " \n\t", "/home/user/.codex/AGENTS.md": "plain" }, { cwd: "/" });
    expect(statuses(r, "/home/user/.codex/AGENTS.override.md")).toEqual(["empty"]);
    expect(r.prompt).toBe("# AGENTS.md instructions\n\n<INSTRUCTIONS>\nplain\n</INSTRUCTIONS>");
  });

  it("the global text is trimmed", () => {
    const r = run({ "/home/user/.codex/AGENTS.md": "\n\n  g  \n\n" }, { cwd: "/" });
    expect(r.prompt).toBe("# AGENTS.md instructions\n\n<INSTRUCTIONS>\ng\n</INSTRUCTIONS>");
  });

  it("CODEX_HOME moves the global directory; ~/.codex is then not read", () => {
    const r = run(
      { "/etc/cx/AGENTS.md": "from CODEX_HOME", "/home/user/.codex/AGENTS.md": "home" },
      { cwd: "/", env: { CODEX_HOME: "/etc/cx" } },
    );
    expect(r.prompt).toBe("# AGENTS.md instructions\n\n<INSTRUCTIONS>\nfrom CODEX_HOME\n</INSTRUCTIONS>");
    expect(statuses(r, "/home/user/.codex/AGENTS.md")).toEqual([]);
  });

  it("the home directory of the scenario locates ~/.codex", () => {
    const r = run({ "/Users/ada/.codex/AGENTS.md": "ada" }, { cwd: "/", home: "/Users/ada" });
    expect(included(r)).toEqual(["/Users/ada/.codex/AGENTS.md"]);
  });

  it("the global file does not count against the budget", () => {
    const r = run(
      { "/home/user/.codex/AGENTS.md": "a long global file", "/p/.git": { dir: true }, "/p/AGENTS.md": "abcd" },
      { cwd: "/p", config: { project_doc_max_bytes: 4 } },
    );
    expect(r.prompt).toBe(
      "# AGENTS.md instructions for /p\n\n<INSTRUCTIONS>\na long global file\n\n--- project-doc ---\n\nabcd\n</INSTRUCTIONS>",
    );
  });

  it("a budget of 0 keeps the global file", () => {
    const r = run(
      { "/home/user/.codex/AGENTS.md": "g", "/p/.git": { dir: true }, "/p/AGENTS.md": "doc" },
      { cwd: "/p", config: { project_doc_max_bytes: 0 } },
    );
    expect(r.prompt).toBe("# AGENTS.md instructions\n\n<INSTRUCTIONS>\ng\n</INSTRUCTIONS>");
  });

  it("an unreadable global override warns and AGENTS.md is used (upstream)", () => {
    const r = run(
      { "/home/user/.codex/AGENTS.override.md": { content: "x", unreadable: true }, "/home/user/.codex/AGENTS.md": "plain" },
      { cwd: "/" },
    );
    expect(statuses(r, "/home/user/.codex/AGENTS.override.md")).toEqual(["unreadable"]);
    expect(codes(r)).toContain("file-unreadable");
    expect(included(r)).toEqual(["/home/user/.codex/AGENTS.md"]);
  });

  it("a directory named AGENTS.override.md is skipped", () => {
    const r = run({ "/home/user/.codex/AGENTS.override.md": { dir: true }, "/home/user/.codex/AGENTS.md": "plain" }, { cwd: "/" });
    expect(included(r)).toEqual(["/home/user/.codex/AGENTS.md"]);
  });
});

describe("upstream: project root", () => {
  it("the cwd itself is checked for a marker first", () => {
    const r = run(
      { "/a/.git": { dir: true }, "/a/AGENTS.md": "outer", "/a/b/.git": { dir: true }, "/a/b/AGENTS.md": "inner" },
      { cwd: "/a/b" },
    );
    expect(r.prompt).toBe("# AGENTS.md instructions for /a/b\n\n<INSTRUCTIONS>\ninner\n</INSTRUCTIONS>");
    expect(statuses(r, "/a/AGENTS.md")).toEqual(["unmatched"]);
  });

  it("custom project_root_markers: the nearest ancestor holding any of them is the root", () => {
    const r = run(
      {
        "/m/.git": { dir: true },
        "/m/AGENTS.md": "git root",
        "/m/x/.codex-root": "",
        "/m/x/AGENTS.md": "marker root",
        "/m/x/y/AGENTS.md": "cwd",
      },
      { cwd: "/m/x/y", config: { project_root_markers: [".hg", ".codex-root"] } },
    );
    expect(included(r)).toEqual(["/m/x/AGENTS.md", "/m/x/y/AGENTS.md"]);
  });

  it("a marker may be a directory or a file", () => {
    const r = run(
      { "/m/BUILD": { dir: true }, "/m/AGENTS.md": "root", "/m/s/AGENTS.md": "s" },
      { cwd: "/m/s", config: { project_root_markers: ["BUILD"] } },
    );
    expect(included(r)).toEqual(["/m/AGENTS.md", "/m/s/AGENTS.md"]);
  });

  it("an empty marker list means the cwd only, even inside a git repo", () => {
    const r = run(
      { "/m/.git": { dir: true }, "/m/AGENTS.md": "root", "/m/s/AGENTS.md": "s" },
      { cwd: "/m/s", config: { project_root_markers: [] } },
    );
    expect(r.prompt).toBe("# AGENTS.md instructions for /m/s\n\n<INSTRUCTIONS>\ns\n</INSTRUCTIONS>");
    expect(statuses(r, "/m/AGENTS.md")).toEqual(["unmatched"]);
  });

  it("no root found means the cwd only", () => {
    const r = run({ "/m/AGENTS.md": "parent", "/m/s/AGENTS.md": "s" }, { cwd: "/m/s" });
    expect(included(r)).toEqual(["/m/s/AGENTS.md"]);
    expect(statuses(r, "/m/AGENTS.md")).toEqual(["unmatched"]);
  });

  it("a dangling marker symlink does not mark a root", () => {
    const r = run({ "/m/.git": { symlink: "/nowhere" }, "/m/AGENTS.md": "parent", "/m/s/AGENTS.md": "s" }, { cwd: "/m/s" });
    expect(included(r)).toEqual(["/m/s/AGENTS.md"]);
  });

  it("upstream walks the lexical cwd; the seed variant walks the canonical one", () => {
    const files: Files = { "/real/.git": { dir: true }, "/real/AGENTS.md": "root", "/links/here": { symlink: "/real" } };
    expect(included(run(files, { cwd: "/links/here" }))).toEqual(["/links/here/AGENTS.md"]);
    expect(included(run(files, { cwd: "/links/here", variant: "seed" }))).toEqual(["/real/AGENTS.md"]);
  });

  it("upstream checks / for a marker; project_doc.rs (seed) stops below /", () => {
    const files: Files = { "/.git": { dir: true }, "/AGENTS.md": "fs root", "/srv/AGENTS.md": "srv" };
    expect(included(run(files, { cwd: "/srv" }))).toEqual(["/AGENTS.md", "/srv/AGENTS.md"]);
    expect(included(run(files, { cwd: "/srv", variant: "seed" }))).toEqual(["/srv/AGENTS.md"]);
  });

  it("the seed variant ignores project_root_markers and says so", () => {
    const r = run(
      { "/m/ROOT": "", "/m/AGENTS.md": "root", "/m/s/AGENTS.md": "s" },
      { cwd: "/m/s", variant: "seed", config: { project_root_markers: ["ROOT"] } },
    );
    expect(included(r)).toEqual(["/m/s/AGENTS.md"]);
    expect(codes(r)).toContain("setting-not-read");
  });
});

describe("upstream: rules the lab saw in codex-cli 0.171.0", () => {
  it("the heading names the working directory only when a project doc is in the message", () => {
    const files: Files = { "/home/user/.codex/AGENTS.md": "g", "/p/.git": { dir: true }, "/p/AGENTS.md": "doc" };
    expect(run(files, { cwd: "/p" }).prompt).toBe(
      "# AGENTS.md instructions for /p\n\n<INSTRUCTIONS>\ng\n\n--- project-doc ---\n\ndoc\n</INSTRUCTIONS>",
    );
    // A whitespace-only doc is dropped: the global text is alone, and the heading is bare.
    expect(run({ ...files, "/p/AGENTS.md": " \n" }, { cwd: "/p" }).prompt).toBe(
      "# AGENTS.md instructions\n\n<INSTRUCTIONS>\ng\n</INSTRUCTIONS>",
    );
  });

  it("a fallback name holding a / is skipped with a warning, and the next name takes the slot", () => {
    const files: Files = { "/w/docs/RULES.md": "sub", "/w/TEAM.md": "team" };
    const r = run(files, { cwd: "/w", config: { project_doc_fallback_filenames: ["docs/RULES.md", "TEAM.md"] } });
    expect(included(r)).toEqual(["/w/TEAM.md"]);
    expect(codes(r)).toContain("setting-invalid");
    expect(candidateNames(["docs/RULES.md", "/abs.md", "./T.md", "T.md"], true)).toEqual(["AGENTS.override.md", "AGENTS.md", "T.md"]);
  });

  it("the seed variant still joins a fallback path onto each folder", () => {
    const files: Files = { "/w/docs/RULES.md": "sub", "/w/TEAM.md": "team" };
    const r = run(files, { cwd: "/w", variant: "seed", config: { project_doc_fallback_filenames: ["docs/RULES.md", "TEAM.md"] } });
    expect(included(r)).toEqual(["/w/docs/RULES.md"]);
    expect(codes(r)).not.toContain("setting-invalid");
  });
});

describe("upstream: one file per directory", () => {
  it("candidates are AGENTS.override.md, AGENTS.md, then fallbacks deduped with empties skipped", () => {
    expect(candidateNames(["", "AGENTS.md", "TEAM.md", "TEAM.md", "AGENTS.override.md", "X.md"])).toEqual([
      "AGENTS.override.md",
      "AGENTS.md",
      "TEAM.md",
      "X.md",
    ]);
  });

  it("a symlinked AGENTS.md is followed and read under its own path", () => {
    const r = run(
      { "/r/.git": { dir: true }, "/r/AGENTS.md": { symlink: "/shared/rules.md" }, "/shared/rules.md": "shared" },
      { cwd: "/r" },
    );
    expect(r.prompt).toBe("# AGENTS.md instructions for /r\n\n<INSTRUCTIONS>\nshared\n</INSTRUCTIONS>");
    expect(included(r)).toEqual(["/r/AGENTS.md"]);
  });

  it("a directory named AGENTS.override.md is skipped and AGENTS.md is used (upstream)", () => {
    const r = run({ "/r/.git": { dir: true }, "/r/AGENTS.override.md": { dir: true }, "/r/AGENTS.md": "plain" }, { cwd: "/r" });
    expect(included(r)).toEqual(["/r/AGENTS.md"]);
    expect(statuses(r, "/r/AGENTS.override.md")).toEqual(["unreadable"]);
  });

  it("a dangling override is treated as missing upstream but takes the slot in the seed variant", () => {
    const files: Files = { "/r/.git": { dir: true }, "/r/AGENTS.override.md": { symlink: "/gone" }, "/r/AGENTS.md": "plain" };
    expect(run(files, { cwd: "/r" }).prompt).toBe("# AGENTS.md instructions for /r\n\n<INSTRUCTIONS>\nplain\n</INSTRUCTIONS>");
    const seed = run(files, { cwd: "/r", variant: "seed" });
    expect(seed.prompt).toBe("");
    expect(statuses(seed, "/r/AGENTS.override.md")).toEqual(["unreadable"]);
    expect(statuses(seed, "/r/AGENTS.md")).toEqual(["shadowed"]);
  });

  it("a whitespace-only AGENTS.md still takes its directory's slot", () => {
    const r = run(
      { "/r/.git": { dir: true }, "/r/AGENTS.md": "\n\n", "/r/TEAM.md": "team" },
      { cwd: "/r", config: { project_doc_fallback_filenames: ["TEAM.md"] } },
    );
    expect(r.prompt).toBe("");
    expect(statuses(r, "/r/TEAM.md")).toEqual(["shadowed"]);
  });
});

describe("upstream: shared budget", () => {
  it("the default budget is 32768 bytes", () => {
    const big = "a".repeat(40000);
    const r = run({ "/r/.git": { dir: true }, "/r/AGENTS.md": big }, { cwd: "/r" });
    expect(r.sources[0]).toMatchObject({ status: "truncated", bytes: 40000, includedBytes: 32768 });
    expect(r.prompt).toBe(`# AGENTS.md instructions for /r\n\n<INSTRUCTIONS>\n${"a".repeat(32768)}\n</INSTRUCTIONS>`);
    expect(codex.configKeys.find((k) => k.key === "project_doc_max_bytes")?.default).toBe(32768);
  });

  it("whitespace-only docs cost nothing and reading stops when the budget is used up", () => {
    const r = run(
      { "/r/.git": { dir: true }, "/r/AGENTS.md": "    ", "/r/a/AGENTS.md": "abcd", "/r/a/b/AGENTS.md": "late" },
      { cwd: "/r/a/b", config: { project_doc_max_bytes: 4 } },
    );
    expect(r.prompt).toBe("# AGENTS.md instructions for /r/a/b\n\n<INSTRUCTIONS>\nabcd\n</INSTRUCTIONS>");
    expect(statuses(r, "/r/AGENTS.md")).toEqual(["empty"]);
    expect(statuses(r, "/r/a/b/AGENTS.md")).toEqual(["over-budget"]);
  });

  it("a cut that leaves only whitespace skips the doc for free and the next one gets the budget", () => {
    const r = run(
      { "/r/.git": { dir: true }, "/r/AGENTS.md": "   tail", "/r/a/AGENTS.md": "xyz" },
      { cwd: "/r/a", config: { project_doc_max_bytes: 3 } },
    );
    expect(statuses(r, "/r/AGENTS.md")).toEqual(["empty"]);
    expect(r.prompt).toBe("# AGENTS.md instructions for /r/a\n\n<INSTRUCTIONS>\nxyz\n</INSTRUCTIONS>");
  });

  it("invalid UTF-8 is decoded lossily with a warning", () => {
    const r = run({ "/r/.git": { dir: true }, "/r/AGENTS.md": { base64: "cHJvamVjdP8gZG9j" } }, { cwd: "/r" });
    expect(r.prompt).toBe("# AGENTS.md instructions for /r\n\n<INSTRUCTIONS>\nproject\uFFFD doc\n</INSTRUCTIONS>");
    expect(codes(r)).toContain("file-invalid-utf8");
  });

  it("a cut inside a multi-byte character leaves U+FFFD and an info note", () => {
    const r = run({ "/r/.git": { dir: true }, "/r/AGENTS.md": "caf\u00e9!" }, { cwd: "/r", config: { project_doc_max_bytes: 4 } });
    expect(r.prompt).toBe("# AGENTS.md instructions for /r\n\n<INSTRUCTIONS>\ncaf\uFFFD\n</INSTRUCTIONS>");
    expect(codes(r)).toContain("truncation-split-character");
  });
});

describe("upstream: wrapper", () => {
  it("is exactly the heading, a blank line, <INSTRUCTIONS> and no trailing newline", () => {
    const r = run({ "/r/.git": { dir: true }, "/r/AGENTS.md": "rules\n" }, { cwd: "/r" });
    expect(r.prompt).toBe("# AGENTS.md instructions for /r\n\n<INSTRUCTIONS>\nrules\n\n</INSTRUCTIONS>");
    expect(r.parts.filter((p) => p.kind === "content")).toEqual([{ start: 48, end: 54, kind: "content", path: "/r/AGENTS.md" }]);
  });

  it("nothing to send means no message at all", () => {
    const r = run({}, { cwd: "/" });
    expect(r.prompt).toBe("");
    expect(r.blocks.filter((b) => !b.placeholder)).toEqual([]);
  });
});

describe("config values", () => {
  it("a bad project_doc_max_bytes gives a diagnostic and the default", () => {
    const r = run({ "/r/.git": { dir: true }, "/r/AGENTS.md": "doc" }, { cwd: "/r", config: { project_doc_max_bytes: "big" } });
    expect(codes(r)).toContain("setting-invalid");
    expect(r.prompt).toContain("doc");
  });

  it("negative and fractional budgets are rejected", () => {
    for (const bad of [-1, 1.5]) expect(codes(run({}, { config: { project_doc_max_bytes: bad } }))).toContain("setting-invalid");
  });

  it("project_root_markers that is not a list of strings falls back to .git", () => {
    const r = run(
      { "/m/.git": { dir: true }, "/m/AGENTS.md": "root", "/m/s/AGENTS.md": "s" },
      { cwd: "/m/s", config: { project_root_markers: ".git" } },
    );
    expect(codes(r)).toContain("setting-invalid");
    expect(included(r)).toEqual(["/m/AGENTS.md", "/m/s/AGENTS.md"]);
  });

  it("a fallback list with a non-string is ignored with a diagnostic", () => {
    const r = run(
      { "/r/.git": { dir: true }, "/r/TEAM.md": "team" },
      { cwd: "/r", config: { project_doc_fallback_filenames: ["TEAM.md", 3] } },
    );
    expect(codes(r)).toContain("setting-invalid");
    expect(r.prompt).toBe("");
  });

  it("unknown keys are reported", () => {
    expect(codes(run({}, { config: { project_doc_max_byte: 10 } }))).toContain("unknown-config-key");
  });
});

describe("odd inputs", () => {
  it("a symlink loop as a candidate makes upstream Codex drop all project docs", () => {
    const r = run(
      {
        "/home/user/.codex/AGENTS.md": "g",
        "/r/.git": { dir: true },
        "/r/AGENTS.md": "root",
        "/r/a/AGENTS.override.md": { symlink: "/r/a/AGENTS.override.md" },
        "/r/a/AGENTS.md": "a",
      },
      { cwd: "/r/a" },
    );
    expect(r.prompt).toBe("# AGENTS.md instructions\n\n<INSTRUCTIONS>\ng\n</INSTRUCTIONS>");
    expect(statuses(r, "/r/a/AGENTS.override.md")).toEqual(["unreadable"]);
    expect(statuses(r, "/r/AGENTS.md")).toEqual(["disabled"]);
    expect(codes(r)).toContain("project-docs-failed");
  });

  it("a looping root marker drops project docs too", () => {
    const r = run({ "/r/.git": { symlink: "/r/.git" }, "/r/AGENTS.md": "root" }, { cwd: "/r" });
    expect(r.prompt).toBe("");
    expect(statuses(r, "/r/.git")).toEqual(["unreadable"]);
  });

  it("the seed variant also fails on a symlink to a directory it picked", () => {
    const r = run(
      { "/r/.git": { dir: true }, "/r/AGENTS.md": { symlink: "/r/docs" }, "/r/docs": { dir: true } },
      { cwd: "/r", variant: "seed" },
    );
    expect(codes(r)).toContain("project-docs-failed");
    expect(r.prompt).toBe("");
  });

  it("a binary doc is read as text with a warning", () => {
    const r = run({ "/r/.git": { dir: true }, "/r/AGENTS.md": { base64: "YQBi" } }, { cwd: "/r" });
    expect(r.prompt).toBe("# AGENTS.md instructions for /r\n\n<INSTRUCTIONS>\na\u0000b\n</INSTRUCTIONS>");
    expect(codes(r)).toContain("file-binary");
  });

  it("Rust's trim keeps a BOM, so a BOM-only doc is not blank", () => {
    expect(rustTrim("\uFEFF")).toBe("\uFEFF");
    expect(rustTrim("\u0085 x \u3000")).toBe("x");
    const r = run({ "/r/.git": { dir: true }, "/r/AGENTS.md": "\uFEFF" }, { cwd: "/r" });
    expect(statuses(r, "/r/AGENTS.md")).toEqual(["included"]);
  });

  it("a cwd that does not exist is reported, not thrown", () => {
    const r = run({}, { cwd: "/no/such/dir" });
    expect(codes(r)).toContain("cwd-not-a-directory");
    expect(codes(r)).not.toContain("internal-error");
  });

  it("the same scenario gives the same resolution", () => {
    const s: Scenario = {
      version: 1,
      agent: "codex",
      cwd: "/r/a",
      files: { "/r/.git": { dir: true }, "/r/AGENTS.md": "x", "/r/a/AGENTS.md": "y" },
    };
    expect(resolve(s)).toEqual(resolve(s));
  });
});

describe("profile data", () => {
  it("has both variants, upstream by default, and the three config keys", () => {
    expect(codex.variants.map((v) => v.id)).toEqual(["upstream", "seed"]);
    expect(codex.defaultVariant).toBe("upstream");
    expect(codex.configKeys.map((k) => k.key)).toEqual(["project_doc_max_bytes", "project_doc_fallback_filenames", "project_root_markers"]);
  });

  it("every example resolves without errors and includes at least one file", () => {
    expect(examplesOf(codex.id).length).toBeGreaterThanOrEqual(3);
    for (const ex of examplesOf(codex.id)) {
      expect(ex.id.startsWith("codex-")).toBe(true);
      const r = resolve(ex.scenario);
      expect(r.diagnostics.filter((d) => d.level === "error")).toEqual([]);
      expect(included(r).length).toBeGreaterThan(0);
    }
  });

  it("the budget example cuts the nearer doc to the 28 bytes left", () => {
    const r = resolve(examplesOf(codex.id).find((e) => e.id === "codex-shared-budget")!.scenario);
    expect(r.sources.find((s) => s.path === "/repo/web/AGENTS.md")).toMatchObject({ status: "truncated", includedBytes: 28 });
    expect(r.prompt).toContain("\n\n# Web rules\n- Components liv\n</INSTRUCTIONS>");
  });

  it("the root-markers example leaves the monorepo doc above the root", () => {
    const r = resolve(examplesOf(codex.id).find((e) => e.id === "codex-root-markers")!.scenario);
    expect(statuses(r, "/repo/AGENTS.md")).toEqual(["unmatched"]);
    expect(included(r)).toEqual(["/repo/packages/app/AGENTS.md"]);
  });
});
