/**
 * One test per rule of Gemini CLI's memory discovery (google-gemini/gemini-cli memoryDiscovery.ts), plus
 * the details checked in upstream source (see README.md). Expected texts are written by hand from upstream's templates.
 */
import { posix } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolve } from "../../resolve";
import type { Scenario } from "../../scenario/types";
import type { Resolution } from "../../types";
import { included, runner, statuses as statusOf, triggered as jitBlocks } from "../../../test/agent-helpers";
import { normalizeName } from "./settings";

const TRUST = { GEMINI_CLI_TRUST_WORKSPACE: "true" };

// Every case also checks that the resolver raised no internal error.
const trusted = runner("gemini-cli", { cwd: "/repo", env: TRUST });
function run(files: Scenario["files"], more: Partial<Scenario> = {}): Resolution {
  const res = trusted(files, more);
  expect(res.diagnostics.filter((d) => d.code === "internal-error")).toEqual([]);
  return res;
}

const block = (path: string, text: string) => `--- Context from: ${path} ---\n${text}\n--- End of Context from: ${path} ---`;
const projectMsg = (...blocks: string[]) =>
  `<loaded_context>\n<project_context>\n${blocks.join("\n\n")}\n</project_context>\n</loaded_context>`;

describe("gemini-cli: file names (context.fileName)", () => {
  it("defaults to GEMINI.md", () => {
    const r = run({ "/repo/.git": { dir: true }, "/repo/GEMINI.md": "g", "/repo/AGENTS.md": "a" });
    expect(r.prompt).toBe(projectMsg(block("/repo/GEMINI.md", "g")));
  });

  it("a string or a list: every listed name loads, and today GEMINI.md is kept after them", () => {
    const files = { "/repo/.git": { dir: true as const }, "/repo/GEMINI.md": "g", "/repo/AGENTS.md": "a", "/repo/CONTEXT.md": "c" };
    expect(included(run(files, { config: { "context.fileName": "AGENTS.md" } }))).toEqual(["/repo/AGENTS.md", "/repo/GEMINI.md"]);
    expect(included(run(files, { config: { context: { fileName: ["CONTEXT.md", "AGENTS.md"] } } }))).toEqual([
      "/repo/AGENTS.md",
      "/repo/CONTEXT.md",
      "/repo/GEMINI.md",
    ]);
  });

  it("legacy: the configured list replaces GEMINI.md", () => {
    const files = { "/repo/.git": { dir: true as const }, "/repo/GEMINI.md": "g", "/repo/AGENTS.md": "a" };
    expect(included(run(files, { variant: "legacy", config: { "context.fileName": ["AGENTS.md"] } }))).toEqual(["/repo/AGENTS.md"]);
  });

  it("several names in one directory stay adjacent in configured order (JIT walk, root to leaf)", () => {
    const r = run(
      {
        "/repo/.git": { dir: true },
        "/repo/pkg/Z.md": "z",
        "/repo/pkg/GEMINI.md": "g",
        "/repo/pkg/sub/Z.md": "zz",
        "/repo/pkg/sub/f.ts": "",
      },
      { config: { "context.fileName": ["Z.md"] }, contextPaths: ["pkg/sub/f.ts"] },
    );
    expect(jitBlocks(r).map((b) => b.text)).toEqual([
      `\n\n--- Newly Discovered Project Context ---\n${[block("/repo/pkg/Z.md", "z"), block("/repo/pkg/GEMINI.md", "g"), block("/repo/pkg/sub/Z.md", "zz")].join("\n\n")}\n--- End Project Context ---`,
    ]);
  });
});

describe("gemini-cli: global files", () => {
  it("~/.gemini/<each name> loads, in the system prompt, trusted or not", () => {
    const files = { "/home/user/.gemini/GEMINI.md": "one", "/home/user/.gemini/X.md": "two", "/repo/GEMINI.md": "p" };
    const r = run(files, { env: {}, config: { "context.fileName": "X.md", trustedFolder: false } });
    expect(included(r)).toEqual(["/home/user/.gemini/X.md", "/home/user/.gemini/GEMINI.md"]);
    expect(r.prompt).toContain("# Contextual Instructions (X.md, GEMINI.md)\n");
    expect(
      r.prompt.endsWith(
        `<loaded_context>\n${block("/home/user/.gemini/X.md", "two")}\n\n${block("/home/user/.gemini/GEMINI.md", "one")}\n</loaded_context>`,
      ),
    ).toBe(true);
    expect(r.blocks.find((b) => b.role === "system" && !b.placeholder)?.text).toBe(r.prompt);
  });

  it("GEMINI_CLI_HOME moves ~/.gemini", () => {
    const r = run(
      { "/alt/.gemini/GEMINI.md": "alt", "/home/user/.gemini/GEMINI.md": "home" },
      { env: { ...TRUST, GEMINI_CLI_HOME: "/alt" } },
    );
    expect(included(r)).toEqual(["/alt/.gemini/GEMINI.md"]);
  });

  it("pre-Gemini-3 models use the legacy snippets: the heading always says GEMINI.md", () => {
    const r = run({ "/home/user/.gemini/X.md": "x" }, { config: { "context.fileName": "X.md" }, session: { model: "gemini-2.5-pro" } });
    expect(r.prompt.startsWith("# Contextual Instructions (GEMINI.md)\n")).toBe(true);
  });
});

describe("gemini-cli: legacy algorithm (loadServerHierarchicalMemory)", () => {
  const legacy = { variant: "legacy" };

  it("for each file name, the global file comes first", () => {
    const r = run({ "/repo/.git": { dir: true }, "/repo/GEMINI.md": "p", "/home/user/.gemini/GEMINI.md": "g" }, legacy);
    expect(r.prompt).toBe(
      `---\n\n<loaded_context>\n<global_context>\n${block("/home/user/.gemini/GEMINI.md", "g")}\n</global_context>\n<project_context>\n${block("/repo/GEMINI.md", "p")}\n</project_context>\n</loaded_context>`,
    );
  });

  it("upward: stops at dirname(git root), so one level above the git root is read; the order is root to cwd", () => {
    const r = run(
      { "/a/GEMINI.md": "above", "/a/b/.git": { dir: true }, "/a/b/GEMINI.md": "root", "/a/b/c/GEMINI.md": "cwd", "/GEMINI.md": "top" },
      { ...legacy, cwd: "/a/b/c" },
    );
    expect(included(r)).toEqual(["/a/GEMINI.md", "/a/b/GEMINI.md", "/a/b/c/GEMINI.md"]);
  });

  it("upward without a git root: stops at dirname(home)", () => {
    const r = run(
      { "/home/GEMINI.md": "home parent", "/GEMINI.md": "top", "/home/user/proj/GEMINI.md": "p" },
      { ...legacy, cwd: "/home/user/proj" },
    );
    expect(included(r)).toEqual(["/home/GEMINI.md", "/home/user/proj/GEMINI.md"]);
  });

  it("the upward walk never enters ~/.gemini", () => {
    const r = run(
      { "/home/user/.gemini/sub/GEMINI.md": "inside", "/home/user/.gemini/GEMINI.md": "g" },
      { ...legacy, cwd: "/home/user/.gemini/sub" },
    );
    expect(included(r)).toEqual(["/home/user/.gemini/GEMINI.md", "/home/user/.gemini/sub/GEMINI.md"]);
    expect(statusOf(r, "/home/user/.gemini/GEMINI.md")).toEqual(["included"]);
  });

  it("downward: BFS below the cwd, results sorted, limited by context.discoveryMaxDirs", () => {
    const files = { "/repo/.git": { dir: true as const }, "/repo/b/GEMINI.md": "b", "/repo/a/x/GEMINI.md": "ax", "/repo/c/GEMINI.md": "c" };
    expect(included(run(files, legacy))).toEqual(["/repo/a/x/GEMINI.md", "/repo/b/GEMINI.md", "/repo/c/GEMINI.md"]);
    // Three directories: /repo, then /repo/.git and /repo/a; b, c and a/x are never scanned.
    const capped = run(files, { ...legacy, config: { "context.discoveryMaxDirs": 3 } });
    expect(included(capped)).toEqual([]);
    expect(capped.diagnostics.map((d) => d.code)).toContain("agent-search-capped");
    expect(included(run(files, { ...legacy, config: { "context.discoveryMaxDirs": 5 } }))).toEqual([
      "/repo/b/GEMINI.md",
      "/repo/c/GEMINI.md",
    ]);
  });

  it("downward: .geminiignore is respected; .gitignore only when context.fileFiltering.respectGitIgnore is set", () => {
    const files = {
      "/repo/.git": { dir: true as const },
      "/repo/.geminiignore": "secret/\n",
      "/repo/.gitignore": "build\n",
      "/repo/secret/GEMINI.md": "s",
      "/repo/build/GEMINI.md": "b",
    };
    expect(included(run(files, legacy))).toEqual(["/repo/build/GEMINI.md"]);
    expect(included(run(files, { ...legacy, config: { context: { fileFiltering: { respectGitIgnore: true } } } }))).toEqual([]);
  });

  it("include directories load only with context.loadMemoryFromIncludeDirectories", () => {
    const files = { "/repo/.git": { dir: true as const }, "/other/.git": { dir: true as const }, "/other/GEMINI.md": "o" };
    expect(included(run(files, { ...legacy, config: { "context.includeDirectories": ["/other"] } }))).toEqual([]);
    expect(
      included(
        run(files, { ...legacy, config: { "context.includeDirectories": ["/other"], "context.loadMemoryFromIncludeDirectories": true } }),
      ),
    ).toEqual(["/other/GEMINI.md"]);
  });

  it("untrusted folder: only the global file loads", () => {
    const r = run(
      { "/repo/.git": { dir: true }, "/repo/GEMINI.md": "p", "/home/user/.gemini/GEMINI.md": "g" },
      { ...legacy, env: {}, config: { trustedFolder: false } },
    );
    expect(included(r)).toEqual(["/home/user/.gemini/GEMINI.md"]);
    expect(statusOf(r, "/repo/GEMINI.md")).toEqual(["disabled"]);
  });

  it("the home directory as cwd skips the workspace search", () => {
    const r = run({ "/home/user/GEMINI.md": "h", "/home/user/.gemini/GEMINI.md": "g" }, { ...legacy, cwd: "/home/user" });
    expect(included(r)).toEqual(["/home/user/.gemini/GEMINI.md"]);
  });
});

describe("gemini-cli: current algorithm", () => {
  it("environment: each workspace root walks up to the nearest boundary marker (a file or a directory)", () => {
    const r = run(
      { "/w/GEMINI.md": "above", "/w/r/.git": "gitdir: /elsewhere\n", "/w/r/GEMINI.md": "root", "/w/r/app/GEMINI.md": "app" },
      { cwd: "/w/r/app" },
    );
    expect(r.prompt).toBe(projectMsg(block("/w/r/GEMINI.md", "root"), block("/w/r/app/GEMINI.md", "app")));
  });

  it("environment: custom markers; an empty list (or no marker found) searches the workspace root only", () => {
    const files = { "/w/package.json": "{}", "/w/GEMINI.md": "w", "/w/app/GEMINI.md": "app" };
    expect(included(run(files, { cwd: "/w/app", config: { "context.memoryBoundaryMarkers": ["package.json"] } }))).toEqual([
      "/w/GEMINI.md",
      "/w/app/GEMINI.md",
    ]);
    expect(included(run(files, { cwd: "/w/app", config: { "context.memoryBoundaryMarkers": [] } }))).toEqual(["/w/app/GEMINI.md"]);
    expect(included(run(files, { cwd: "/w/app" }))).toEqual(["/w/app/GEMINI.md"]);
  });

  it("environment: include directories are workspace roots too", () => {
    const r = run(
      { "/repo/.git": { dir: true }, "/repo/GEMINI.md": "r", "/lib/GEMINI.md": "l" },
      { config: { "context.includeDirectories": ["/lib", "/missing"] } },
    );
    expect(included(r)).toEqual(["/lib/GEMINI.md", "/repo/GEMINI.md"]);
    expect(r.diagnostics.map((d) => d.code)).toContain("include-directory-skipped");
  });

  it("environment: files are sorted as strings, not by depth", () => {
    const r = run({ "/repo/.git": { dir: true }, "/repo/GEMINI.md": "root", "/repo/Api/GEMINI.md": "api" }, { cwd: "/repo/Api" });
    expect(included(r)).toEqual(["/repo/Api/GEMINI.md", "/repo/GEMINI.md"]);
  });

  it("global and private memory go in the system prompt, project files in the first user message", () => {
    const r = run({ "/repo/.git": { dir: true }, "/repo/GEMINI.md": "p", "/home/user/.gemini/GEMINI.md": "g" });
    const texts = r.blocks.filter((b) => !b.placeholder).map((b) => [b.role, b.text]);
    expect(texts[0][0]).toBe("system");
    expect(texts[0][1]).toContain(block("/home/user/.gemini/GEMINI.md", "g"));
    expect(texts[1]).toEqual(["user", projectMsg(block("/repo/GEMINI.md", "p"))]);
    expect(r.prompt).toBe(`${texts[0][1]}\n${texts[1][1]}`);
  });

  it("JIT: a read walks from the file's directory up to the git root and attaches files not loaded yet", () => {
    const r = run(
      { "/repo/.git": { dir: true }, "/repo/GEMINI.md": "root", "/repo/a/GEMINI.md": "a", "/repo/a/b/x.ts": "" },
      { contextPaths: ["/repo/a/b/x.ts", "/repo/a/b/x.ts"] },
    );
    expect(jitBlocks(r)).toEqual([
      {
        role: "user",
        trigger: "read /repo/a/b/x.ts",
        label: expect.any(String),
        text: `\n\n--- Newly Discovered Project Context ---\n${block("/repo/a/GEMINI.md", "a")}\n--- End Project Context ---`,
      },
    ]);
    expect(r.prompt).not.toContain("--- Context from: /repo/a/GEMINI.md");
    expect(r.sources.map((s) => s.path)).toEqual(["/repo/GEMINI.md", "/repo/a/GEMINI.md"]);
  });

  it("JIT: without a git root the ceiling is the deepest workspace root holding the path; paths outside attach nothing", () => {
    const r = run(
      { "/w/GEMINI.md": "w", "/w/app/x/GEMINI.md": "x", "/w/app/x/f.ts": "", "/w/app/GEMINI.md": "app" },
      { cwd: "/w/app", contextPaths: ["x/f.ts", "/w/other.ts"] },
    );
    expect(included(r)).toEqual(["/w/app/GEMINI.md", "/w/app/x/GEMINI.md"]);
    expect(jitBlocks(r).map((b) => b.trigger)).toEqual(["read x/f.ts"]);
  });

  it("JIT: a file that is the same dev:ino as a loaded one is not attached again", () => {
    const r = run(
      { "/repo/.git": { dir: true }, "/repo/GEMINI.md": "root", "/repo/a/GEMINI.md": { symlink: "/repo/GEMINI.md" }, "/repo/a/f.ts": "" },
      { contextPaths: ["/repo/a/f.ts"] },
    );
    expect(jitBlocks(r)).toEqual([]);
    expect(statusOf(r, "/repo/a/GEMINI.md")).toEqual(["duplicate"]);
  });

  it("two paths to one file load once (dev:ino), the first in tier order wins", () => {
    const r = run({
      "/repo/.git": { dir: true },
      "/repo/GEMINI.md": { symlink: "/home/user/.gemini/GEMINI.md" },
      "/home/user/.gemini/GEMINI.md": "shared",
    });
    expect(included(r)).toEqual(["/home/user/.gemini/GEMINI.md"]);
    expect(statusOf(r, "/repo/GEMINI.md")).toEqual(["duplicate"]);
  });

  it("private project memory: MEMORY.md, else the context-file names, in ~/.gemini/tmp/<short id>/memory", () => {
    const legacyFile = { "/home/user/.gemini/tmp/repo/memory/GEMINI.md": "private" };
    const r = run(legacyFile);
    expect(r.prompt).toBe(
      `---\n\n<loaded_context>\n<user_project_memory>\n--- Private Project Memory Index (private, not committed to repo) ---\n${block("/home/user/.gemini/tmp/repo/memory/GEMINI.md", "private")}\n--- End Private Project Memory Index ---\n</user_project_memory>\n</loaded_context>`,
    );
    const both = run({ ...legacyFile, "/home/user/.gemini/tmp/repo/memory/MEMORY.md": "index" });
    expect(included(both)).toEqual(["/home/user/.gemini/tmp/repo/memory/MEMORY.md"]);
  });

  it("no rule covers the folder: the Trusted folder switch answers the dialog (on by default); off, only global and private memory load, with a warning", () => {
    const files = { "/repo/.git": { dir: true }, "/repo/GEMINI.md": "p", "/home/user/.gemini/GEMINI.md": "g" } as const;
    const on = run(files, { env: {} });
    expect(included(on)).toEqual(["/home/user/.gemini/GEMINI.md", "/repo/GEMINI.md"]);
    expect(on.diagnostics.map((d) => d.code)).not.toContain("folder-not-trusted");
    const r = run(files, { env: {}, config: { trustedFolder: false } });
    expect(included(r)).toEqual(["/home/user/.gemini/GEMINI.md"]);
    expect(r.diagnostics.find((d) => d.code === "folder-not-trusted")?.level).toBe("warning");
    expect(included(run(files, { env: {}, config: { trustedFolder: false, "security.folderTrust.enabled": false } }))).toEqual([
      "/home/user/.gemini/GEMINI.md",
      "/repo/GEMINI.md",
    ]);
    expect(
      included(
        run({ "/repo/GEMINI.md": "p" }, { env: {}, config: { trustedFolder: false, security: { folderTrust: { enabled: false } } } }),
      ),
    ).toEqual(["/repo/GEMINI.md"]);
    expect(
      included(
        run(
          { "/repo/GEMINI.md": "p" },
          { env: { GEMINI_CLI_TRUST_WORKSPACE: "false" }, config: { "security.folderTrust.enabled": false } },
        ),
      ),
    ).toEqual([]);
  });

  it("trustedFolders.json: TRUST_PARENT trusts the rule's parent; an invalid file is an error and leaves the folder untrusted", () => {
    const files = { "/repo/GEMINI.md": "p", "/home/user/.gemini/trustedFolders.json": '{ "/repo/sibling": "TRUST_PARENT" }' };
    expect(included(run(files, { env: {} }))).toEqual(["/repo/GEMINI.md"]);
    const bad = run({ ...files, "/home/user/.gemini/trustedFolders.json": '{ "/repo": "YES" }' }, { env: {} });
    expect(included(bad)).toEqual([]);
    expect(bad.diagnostics.map((d) => d.code)).toContain("trusted-folders-invalid");
  });
});

describe("gemini-cli: imports", () => {
  const base = { "/repo/.git": { dir: true as const } };

  it("@./path, @../path, @/abs and bare names are followed; emails and code spans are not", () => {
    const r = run(
      {
        ...base,
        "/repo/sub/GEMINI.md": "@../one.md @/repo/two.md\n@three.md mail a@b.md `@./one.md`",
        "/repo/one.md": "1",
        "/repo/two.md": "2",
        "/repo/sub/three.md": "3",
      },
      { cwd: "/repo/sub" },
    );
    const imp = (p: string, t: string) => `<!-- Imported from: ${p} -->\n${t}\n<!-- End of import from: ${p} -->`;
    expect(r.prompt).toBe(
      projectMsg(
        block(
          "/repo/sub/GEMINI.md",
          `${imp("../one.md", "1")} ${imp("/repo/two.md", "2")}\n${imp("three.md", "3")} mail a@b.md \`@./one.md\``,
        ),
      ),
    );
  });

  it("maximum depth 5: the fifth imported file keeps its @ lines as text", () => {
    const files: Scenario["files"] = { ...base, "/repo/GEMINI.md": "@./1.md" };
    for (let i = 1; i <= 6; i++) files[`/repo/${i}.md`] = i < 6 ? `L${i} @./${i + 1}.md` : "L6";
    const r = run(files);
    expect(r.prompt).toContain("L5 @./6.md");
    expect(r.prompt).not.toContain("L6");
    expect(r.diagnostics.map((d) => d.code)).toContain("import-too-deep");
  });

  it("cycles are detected along the import chain; siblings may import the same file", () => {
    const r = run({ ...base, "/repo/GEMINI.md": "@./a.md @./a.md", "/repo/a.md": "A @./GEMINI.md" });
    // The root file is not on the chain itself, so a.md imports it once; inside it both @./a.md are on the chain.
    const seen = "<!-- File already processed: ./a.md -->";
    const once = `<!-- Imported from: ./a.md -->\nA <!-- Imported from: ./GEMINI.md -->\n${seen} ${seen}\n<!-- End of import from: ./GEMINI.md -->\n<!-- End of import from: ./a.md -->`;
    expect(r.prompt).toBe(projectMsg(block("/repo/GEMINI.md", `${once} ${once}`)));
    expect(statusOf(r, "/repo/a.md")).toEqual(["included", "duplicate", "duplicate", "included", "duplicate", "duplicate"]);
  });

  it("failures become comments: outside the project root, a directory, an unreadable file", () => {
    const r = run({
      ...base,
      "/repo/GEMINI.md": "@../etc.md @./dir @./locked.md",
      "/etc.md": "x",
      "/repo/dir": { dir: true },
      "/repo/locked.md": { content: "no", unreadable: true },
    });
    expect(r.prompt).toContain(
      "<!-- Import failed: ../etc.md - Path traversal attempt --> <!-- Import failed: ./dir - EISDIR: illegal operation on a directory, read --> <!-- Import failed: ./locked.md - EACCES: permission denied, open '/repo/locked.md' -->",
    );
    expect(statusOf(r, "/etc.md")).toEqual(["disabled"]);
    expect(statusOf(r, "/repo/locked.md")).toEqual(["unreadable"]);
  });

  it("flat format: one --- File: block per file, the root labelled by its directory, imports from the last @ up", () => {
    const r = run(
      { ...base, "/repo/GEMINI.md": "top @./a.md @./b.md", "/repo/a.md": " A ", "/repo/b.md": "B" },
      { config: { "context.importFormat": "flat" } },
    );
    expect(r.prompt).toBe(
      projectMsg(
        block(
          "/repo/GEMINI.md",
          "--- File: /repo ---\ntop @./a.md @./b.md\n--- End of File: /repo ---\n\n--- File: /repo/b.md ---\nB\n--- End of File: /repo/b.md ---\n\n--- File: /repo/a.md ---\nA\n--- End of File: /repo/a.md ---",
        ),
      ),
    );
  });
});

describe("gemini-cli: per-file blocks and the system prompt text", () => {
  it("blocks: absolute path, trimmed content, joined by a blank line; empty files dropped", () => {
    const r = run({ "/repo/.git": { dir: true }, "/repo/GEMINI.md": "\n  body  \n", "/repo/x/GEMINI.md": " \n " }, { cwd: "/repo/x" });
    expect(r.prompt).toBe(projectMsg(block("/repo/GEMINI.md", "body")));
    expect(statusOf(r, "/repo/x/GEMINI.md")).toEqual(["empty"]);
  });

  it("string form (global only) vs hierarchical form (with private memory), tiers in fixed order", () => {
    const g = { "/home/user/.gemini/GEMINI.md": "g" };
    expect(
      run(g).prompt.startsWith(
        "# Contextual Instructions (GEMINI.md)\nThe following content is loaded from local and global configuration files.\n",
      ),
    ).toBe(true);
    const h = run({ ...g, "/home/user/.gemini/tmp/repo/memory/MEMORY.md": "m" });
    expect(h.prompt.indexOf("<global_context>")).toBeLessThan(h.prompt.indexOf("<user_project_memory>"));
    expect(h.prompt.startsWith("---\n\n<loaded_context>\n<global_context>\n")).toBe(true);
  });

  it("the system prompt collapses runs of 3+ newlines (file text included); the first user message does not", () => {
    const r = run({ "/home/user/.gemini/GEMINI.md": "a\n\n\n\nb", "/repo/GEMINI.md": "c\n\n\nd" });
    expect(r.prompt).toContain(block("/home/user/.gemini/GEMINI.md", "a\n\nb"));
    expect(r.prompt).toContain(block("/repo/GEMINI.md", "c\n\n\nd"));
  });

  it("no byte limit: a large file is included whole", () => {
    const big = "x ".repeat(100_000);
    const r = run({ "/repo/GEMINI.md": big });
    expect(r.sources[0]).toMatchObject({ status: "included", bytes: 200_000, includedBytes: 199_999 });
  });

  it("a directory named GEMINI.md is skipped silently", () => {
    const r = run({ "/repo/GEMINI.md": { dir: true } });
    expect(r.prompt).toBe("");
    expect(statusOf(r, "/repo/GEMINI.md")).toEqual(["unreadable"]);
  });
});

describe("gemini-cli: random trees with imports, links and trust files", () => {
  // The shared property test rarely draws ~/.gemini or @imports; this one aims at them.
  const paths = [
    "/repo/GEMINI.md",
    "/repo/a/GEMINI.md",
    "/repo/a/x.md",
    "/repo/b.md",
    "/home/user/.gemini/GEMINI.md",
    "/home/user/.gemini/tmp/repo/memory/MEMORY.md",
    "/outside.md",
  ];
  const body = fc
    .array(
      fc.constantFrom(
        "text",
        "@./x.md",
        "@../b.md",
        "@./GEMINI.md",
        "@/repo/b.md",
        "@../../outside.md",
        "`@./b.md`",
        "\n\n\n",
        " ",
        "@a/x.md",
      ),
      { maxLength: 6 },
    )
    .map((xs) => xs.join(" "));
  const entry: fc.Arbitrary<Scenario["files"][string]> = fc.oneof(
    body,
    fc.constantFrom(...paths).map((p) => ({ symlink: p })),
    fc.constant({ dir: true as const }),
    fc.constant({ content: "locked", unreadable: true as const }),
    fc.constant({ base64: "/w==" }),
  );
  it("never fails, and content parts tile the prompt", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...paths), entry),
        fc.boolean(),
        fc.constantFrom("tree", "flat"),
        fc.subarray(["/repo/a/x.md", "a/new.ts", "/repo/b.md", "/elsewhere/f.ts"]),
        fc.constantFrom("upstream", "legacy"),
        (files, git, importFormat, contextPaths, variant) => {
          const r = run(
            { ...files, ...(git ? { "/repo/.git": { dir: true as const } } : {}) },
            { config: { "context.importFormat": importFormat }, contextPaths, variant },
          );
          let at = 0;
          for (const p of r.parts) {
            expect(p.start).toBe(at);
            at = p.end;
          }
          expect(at).toBe(r.prompt.length);
          for (const s of r.sources) expect(s.includedBytes).toBeLessThanOrEqual(s.bytes);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("gemini-cli: extension context files (~/.gemini/extensions)", () => {
  const EXT = "/home/user/.gemini/extensions";
  const manifest = (name: string, more: Record<string, unknown> = {}) => JSON.stringify({ name, version: "1.0.0", ...more });
  const extMsg = (ext: string[], project: string[] = []) =>
    `<loaded_context>\n<extension_context>\n${ext.join("\n\n")}\n</extension_context>${project.length > 0 ? `\n<project_context>\n${project.join("\n\n")}\n</project_context>` : ""}\n</loaded_context>`;

  it("an extension's GEMINI.md goes in <extension_context>, before the project tier, in the first user message", () => {
    const r = run({
      "/repo/.git": { dir: true },
      "/repo/GEMINI.md": "p",
      [`${EXT}/lint/gemini-extension.json`]: manifest("lint"),
      [`${EXT}/lint/GEMINI.md`]: "use the linter",
    });
    expect(r.prompt).toBe(extMsg([block(`${EXT}/lint/GEMINI.md`, "use the linter")], [block("/repo/GEMINI.md", "p")]));
    expect(statusOf(r, `${EXT}/lint/GEMINI.md`)).toEqual(["included"]);
  });

  it("contextFileName (a string or a list) replaces GEMINI.md; missing files are dropped; paths are sorted as strings", () => {
    const r = run({
      [`${EXT}/b/gemini-extension.json`]: manifest("b", { contextFileName: ["Z.md", "A.md", "gone.md"] }),
      [`${EXT}/b/Z.md`]: "z",
      [`${EXT}/b/A.md`]: "a",
      [`${EXT}/b/GEMINI.md`]: "not named",
      [`${EXT}/a/gemini-extension.json`]: manifest("a", { contextFileName: "CTX.md" }),
      [`${EXT}/a/CTX.md`]: "ctx",
    });
    expect(included(r)).toEqual([`${EXT}/a/CTX.md`, `${EXT}/b/A.md`, `${EXT}/b/Z.md`]);
    expect(r.prompt).not.toContain("not named");
  });

  it("loads in an untrusted folder, where project files do not", () => {
    const r = run(
      { "/repo/GEMINI.md": "p", [`${EXT}/x/gemini-extension.json`]: manifest("x"), [`${EXT}/x/GEMINI.md`]: "x" },
      { env: {}, config: { trustedFolder: false } },
    );
    expect(r.prompt).toBe(extMsg([block(`${EXT}/x/GEMINI.md`, "x")]));
    expect(statusOf(r, "/repo/GEMINI.md")).toEqual(["disabled"]);
  });

  it("a folder without a valid gemini-extension.json (missing, bad JSON, no version, bad name, file outside) is skipped with a warning", () => {
    const r = run({
      [`${EXT}/none/GEMINI.md`]: "1",
      [`${EXT}/bad/gemini-extension.json`]: "{ nope",
      [`${EXT}/bad/GEMINI.md`]: "2",
      [`${EXT}/nover/gemini-extension.json`]: JSON.stringify({ name: "nover" }),
      [`${EXT}/nover/GEMINI.md`]: "3",
      [`${EXT}/badname/gemini-extension.json`]: manifest("bad name"),
      [`${EXT}/badname/GEMINI.md`]: "4",
      [`${EXT}/out/gemini-extension.json`]: manifest("out", { contextFileName: ["GEMINI.md", "../secret.md"] }),
      [`${EXT}/out/GEMINI.md`]: "5",
    });
    expect(included(r)).toEqual([]);
    expect(
      r.diagnostics
        .filter((d) => d.code === "extension-skipped")
        .map((d) => d.path)
        .sort(),
    ).toEqual(["bad", "badname", "none", "nover", "out"].map((d) => `${EXT}/${d}`));
  });

  it("extension-enablement.json: the last rule matching the cwd wins; a trailing * covers subfolders", () => {
    const files = {
      [`${EXT}/x/gemini-extension.json`]: manifest("x"),
      [`${EXT}/x/GEMINI.md`]: "x",
      [`${EXT}/extension-enablement.json`]: JSON.stringify({ x: { overrides: ["!/repo/*", "/repo/keep/"] } }),
    };
    expect(statusOf(run(files), `${EXT}/x/GEMINI.md`)).toEqual(["disabled"]);
    expect(statusOf(run(files, { cwd: "/repo/keep" }), `${EXT}/x/GEMINI.md`)).toEqual(["included"]);
    expect(statusOf(run(files, { cwd: "/repo/keep/deeper" }), `${EXT}/x/GEMINI.md`)).toEqual(["disabled"]);
    expect(statusOf(run(files, { cwd: "/elsewhere" }), `${EXT}/x/GEMINI.md`)).toEqual(["included"]);
  });

  it("-e (enabledExtensions) names the only active extensions, case-insensitively; -e none turns all off", () => {
    const files = {
      [`${EXT}/a/gemini-extension.json`]: manifest("Alpha"),
      [`${EXT}/a/GEMINI.md`]: "a",
      [`${EXT}/b/gemini-extension.json`]: manifest("beta"),
      [`${EXT}/b/GEMINI.md`]: "b",
      [`${EXT}/extension-enablement.json`]: JSON.stringify({ beta: { overrides: ["!/repo/*"] } }),
    };
    expect(included(run(files, { config: { enabledExtensions: ["alpha"] } }))).toEqual([`${EXT}/a/GEMINI.md`]);
    expect(included(run(files, { config: { enabledExtensions: ["beta"] } }))).toEqual([`${EXT}/b/GEMINI.md`]);
    expect(included(run(files, { config: { enabledExtensions: ["none"] } }))).toEqual([]);
  });

  it("admin.extensions.enabled: false loads no extension", () => {
    const files = { [`${EXT}/x/gemini-extension.json`]: manifest("x"), [`${EXT}/x/GEMINI.md`]: "x" };
    expect(included(run(files))).toEqual([`${EXT}/x/GEMINI.md`]);
    expect(included(run(files, { config: { admin: { extensions: { enabled: false } } } }))).toEqual([]);
  });

  it("a linked extension reads its manifest and files where the install metadata's source points", () => {
    const r = run({
      [`${EXT}/dev/.gemini-extension-install.json`]: JSON.stringify({ type: "link", source: "/src/myext" }),
      "/src/myext/gemini-extension.json": manifest("dev"),
      "/src/myext/GEMINI.md": "linked",
    });
    expect(included(r)).toEqual(["/src/myext/GEMINI.md"]);
  });

  it("two extensions with the same name: an error, and no extension context", () => {
    const r = run({
      [`${EXT}/one/gemini-extension.json`]: manifest("same"),
      [`${EXT}/one/GEMINI.md`]: "1",
      [`${EXT}/two/gemini-extension.json`]: manifest("same"),
      [`${EXT}/two/GEMINI.md`]: "2",
    });
    expect(included(r)).toEqual([]);
    expect(r.diagnostics.some((d) => d.code === "extension-duplicate-name" && d.level === "error")).toBe(true);
  });

  it("legacy: the extension tier sits between global and project in the system prompt", () => {
    const r = run(
      {
        "/repo/.git": { dir: true },
        "/repo/GEMINI.md": "p",
        "/home/user/.gemini/GEMINI.md": "g",
        [`${EXT}/x/gemini-extension.json`]: manifest("x"),
        [`${EXT}/x/GEMINI.md`]: "x",
      },
      { variant: "legacy" },
    );
    expect(r.prompt).toBe(
      `---\n\n<loaded_context>\n<global_context>\n${block("/home/user/.gemini/GEMINI.md", "g")}\n</global_context>\n<extension_context>\n${block(`${EXT}/x/GEMINI.md`, "x")}\n</extension_context>\n<project_context>\n${block("/repo/GEMINI.md", "p")}\n</project_context>\n</loaded_context>`,
    );
  });

  it("a project file that is also an extension's file loads once, in the extension tier (tier order global, extension, project)", () => {
    const r = run({
      "/repo/.git": { dir: true },
      "/repo/GEMINI.md": { symlink: `${EXT}/x/GEMINI.md` },
      [`${EXT}/x/gemini-extension.json`]: manifest("x"),
      [`${EXT}/x/GEMINI.md`]: "shared",
    });
    expect(r.prompt).toBe(extMsg([block(`${EXT}/x/GEMINI.md`, "shared")]));
    expect(statusOf(r, "/repo/GEMINI.md")).toEqual(["duplicate"]);
  });

  it("the extensions example shows what its explanation says", async () => {
    const { examples } = await import("./examples");
    const ex = examples.find((e) => e.id === "gemini-cli-extensions")!;
    const r = resolve(ex.scenario);
    expect(r.prompt.indexOf("house style")).toBeLessThan(r.prompt.indexOf("make test"));
    expect(r.prompt).toContain("<extension_context>");
    expect(statusOf(r, `${EXT}/review/GEMINI.md`)).toEqual(["disabled"]);
  });
});

describe("gemini-cli: context.fileName as Gemini CLI 0.61.0 resolves it (measured by the lab)", () => {
  it("names are normalised as Node's path.normalize does, an absolute or climbing name kept as written", () => {
    const names = ["/w/ABS.md", "../up.md", "./a//b.md", "a/../..", "a/", "./", "/", "//x/./y/../z", "..", "a/b/../../.."];
    for (const n of names) expect(normalizeName(n), n).toBe(posix.normalize(n));
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", ".", "..", ""), { maxLength: 6 }), fc.boolean(), (segs, lead) => {
        const n = (lead ? "/" : "") + segs.join("/");
        if (n !== "") expect(normalizeName(n)).toBe(posix.normalize(n));
      }),
    );
  });
  it("a configured name that is a symlink loop in the working directory stops Gemini CLI on start: nothing is sent", () => {
    const files = { "/repo/GEMINI.md": "G", "/repo/A.md": { symlink: "/repo/B.md" }, "/repo/B.md": { symlink: "/repo/A.md" } };
    const res = run(files, { config: { "context.fileName": ["A.md"] } });
    expect(res.prompt).toBe("");
    expect(res.diagnostics.filter((d) => d.code === "agent-start-error").map((d) => d.level)).toEqual(["error"]);
    // GEMINI.md itself is not resolved so, and the legacy loader is not known to stop.
    expect(run(files, { config: { "context.fileName": ["GEMINI.md"] } }).prompt).toContain("G");
    expect(run(files, { variant: "legacy", config: { "context.fileName": ["A.md", "GEMINI.md"] } }).prompt).toContain("G");
  });
});

describe("gemini-cli: settings files (~/.gemini/settings.json, <cwd>/.gemini/settings.json)", () => {
  const WS = "/repo/.gemini/settings.json";
  const USER = "/home/user/.gemini/settings.json";
  const names = (list: string[]) => JSON.stringify({ context: { fileName: list } });
  const base = { "/repo/.git": { dir: true as const }, "/repo/GEMINI.md": "g", "/repo/AGENTS.md": "a", "/repo/TEAM.md": "t" };
  const codes = (r: Resolution) => r.diagnostics.map((d) => d.code);

  it("a workspace settings file naming AGENTS.md loads it (comments allowed), and the trace says it was read", () => {
    const r = run({ ...base, [WS]: '{\n  // team context\n  "context": { "fileName": ["AGENTS.md", "GEMINI.md"] } /* both */\n}\n' });
    expect(r.prompt).toBe(projectMsg(block("/repo/AGENTS.md", "a"), block("/repo/GEMINI.md", "g")));
    expect(r.trace.some((s) => s.op === "decide" && s.path === WS && s.result.includes("workspace settings read"))).toBe(true);
  });

  it("the workspace is the working directory, not the project root: a settings file above the cwd is not read", () => {
    const r = run({ ...base, "/repo/sub/x.ts": "", [WS]: names(["AGENTS.md"]) }, { cwd: "/repo/sub" });
    expect(included(r)).toEqual(["/repo/GEMINI.md"]);
  });

  it("user settings apply; workspace settings replace them key by key; include directories concatenate", () => {
    const files = { ...base, "/extra/GEMINI.md": "x", "/more/GEMINI.md": "m" };
    expect(included(run({ ...files, [USER]: names(["TEAM.md"]) }))).toEqual(["/repo/GEMINI.md", "/repo/TEAM.md"]);
    const both = run({
      ...files,
      [USER]: JSON.stringify({ context: { fileName: ["TEAM.md"], includeDirectories: ["/extra"] } }),
      [WS]: JSON.stringify({ context: { fileName: ["AGENTS.md"], includeDirectories: ["/more"] } }),
    });
    expect(included(both)).toEqual(["/extra/GEMINI.md", "/more/GEMINI.md", "/repo/AGENTS.md", "/repo/GEMINI.md"]);
  });

  it("an untrusted folder's workspace settings are ignored (said as info); user settings still apply", () => {
    const files = { ...base, [USER]: names(["TEAM.md"]), [WS]: names(["AGENTS.md"]), "/home/user/.gemini/TEAM.md": "ut" };
    const r = run(files, { env: { GEMINI_CLI_TRUST_WORKSPACE: "false" } });
    expect(included(r)).toEqual(["/home/user/.gemini/TEAM.md"]);
    expect(r.diagnostics.find((d) => d.code === "setting-not-read")?.path).toBe(WS);
    // The workspace file cannot trust its own folder by turning folder trust off.
    const own = run(
      { ...base, [WS]: JSON.stringify({ security: { folderTrust: { enabled: false } } }) },
      { env: {}, config: { trustedFolder: false } },
    );
    expect(included(own)).toEqual([]);
  });

  it("malformed or not an object: an error (Gemini CLI stops with a configuration error), and the file's settings are left out", () => {
    for (const text of ['{ "context": { "fileName": ["AGENTS.md"] }, }', "\uFEFF{}", "[]", "{ nope"]) {
      const r = run({ ...base, [WS]: text });
      expect(included(r), text).toEqual(["/repo/GEMINI.md"]);
      expect(r.diagnostics.find((d) => d.code === "config-unparsable")?.level, text).toBe("error");
    }
    expect(codes(run({ ...base, [WS]: { dir: true } }))).toContain("config-unreadable");
  });

  it("the scenario's config lies over the files, per key", () => {
    const r = run({ ...base, [USER]: names(["TEAM.md"]), [WS]: names(["AGENTS.md"]) }, { config: { "context.fileName": ["TEAM.md"] } });
    expect(included(r)).toEqual(["/repo/GEMINI.md", "/repo/TEAM.md"]);
  });

  it("string values expand $VAR, ${VAR} and ${VAR:-default} from the environment; an unset name stays as written", () => {
    const files = { ...base, "/repo/OTHER.md": "o", "/repo/$UNSET.md": "u", [WS]: names(["${T}.md", "${NOPE:-OTHER}.md", "$UNSET.md"]) };
    expect(included(run(files, { env: { ...TRUST, T: "TEAM" } }))).toEqual([
      "/repo/$UNSET.md",
      "/repo/GEMINI.md",
      "/repo/OTHER.md",
      "/repo/TEAM.md",
    ]);
  });

  it("admin settings in files are ignored; the working directory at home reads the user file only", () => {
    const ext = {
      "/home/user/.gemini/extensions/e/gemini-extension.json": '{"name":"e","version":"1"}',
      "/home/user/.gemini/extensions/e/GEMINI.md": "e",
    };
    const r = run({ ...base, ...ext, [WS]: JSON.stringify({ admin: { extensions: { enabled: false } } }) });
    expect(included(r)).toContain("/home/user/.gemini/extensions/e/GEMINI.md");
    const home = run(
      { "/home/user/.git": { dir: true }, "/home/user/AGENTS.md": "a", [USER]: names(["AGENTS.md"]) },
      { cwd: "/home/user" },
    );
    expect(home.trace.some((s) => s.op === "decide" && s.result.includes("is the home folder"))).toBe(true);
  });
});
