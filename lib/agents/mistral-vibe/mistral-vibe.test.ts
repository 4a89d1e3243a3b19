/**
 * One test per loading rule of Mistral Vibe (mistralai/mistral-vibe @ ac8f1a0, v2.18.4, and @ e9428bc /
 * d33db9f for `vibe-md`): vibe/core/config/harness_files/_harness_manager.py, system_prompt.py,
 * prompts/agents_doc.md, trusted_folders.py, tools/builtins/read.py.
 */
import { describe, expect, it } from "vitest";
import { codes, included, runner, statuses } from "../../../test/agent-helpers";
import { AGENTS_DOC_HEAD, AGENTS_DOC_TAIL } from "./facts";

const H = "/home/user";
const R = `${H}/repo`;
const GIT = { [`${R}/.git/HEAD`]: "ref: refs/heads/main\n" };
const run = runner("mistral-vibe", { cwd: `${R}/app`, files: GIT });

describe("mistral-vibe: the composed text (agents_doc.md)", () => {
  it("wraps the user file and the project files in the template, each under its 'Contents of' line", () => {
    const r = run({ [`${H}/.vibe/AGENTS.md`]: "  Be brief.\n\n", [`${R}/AGENTS.md`]: "Repo\r\nrules\n", [`${R}/app/AGENTS.md`]: "App\n" });
    expect(r.prompt).toBe(
      AGENTS_DOC_HEAD +
        `## User instructions\n\nContents of ${H}/.vibe/AGENTS.md (user-level instructions):\n\nBe brief.\n\n` +
        `## Project instructions (checked into the codebase)\n\nContents of ${R}/AGENTS.md:\n\nRepo\nrules\n\n` +
        `Contents of ${R}/app/AGENTS.md:\n\nApp` +
        AGENTS_DOC_TAIL,
    );
  });

  it("without a user file the project heading opens the sections; with no file at all there is no section", () => {
    expect(run({ [`${R}/app/AGENTS.md`]: "App" }).prompt).toBe(
      `${AGENTS_DOC_HEAD}## Project instructions (checked into the codebase)\n\nContents of ${R}/app/AGENTS.md:\n\nApp${AGENTS_DOC_TAIL}`,
    );
    expect(run({}).prompt).toBe("");
  });

  it("a whitespace-only AGENTS.md is skipped", () => {
    const r = run({ [`${R}/AGENTS.md`]: " \n\t\n", [`${R}/app/AGENTS.md`]: "App" });
    expect(included(r)).toEqual([`${R}/app/AGENTS.md`]);
    expect(statuses(r, `${R}/AGENTS.md`)).toEqual(["empty"]);
  });
});

describe("mistral-vibe: the user-level file", () => {
  it("~/.vibe/AGENTS.md loads even in an untrusted folder", () => {
    const r = run({ [`${H}/.vibe/AGENTS.md`]: "Global", [`${R}/app/AGENTS.md`]: "App" }, { config: { trustDialog: "decline" } });
    expect(included(r)).toEqual([`${H}/.vibe/AGENTS.md`]);
    expect(codes(r)).toContain("folder-not-trusted");
  });

  it("VIBE_HOME moves it, and the wrapper names the new folder", () => {
    const r = run({ "/opt/vibe/AGENTS.md": "Moved", [`${H}/.vibe/AGENTS.md`]: "Default" }, { env: { VIBE_HOME: "/opt/vibe" } });
    expect(included(r)).toEqual(["/opt/vibe/AGENTS.md"]);
    expect(r.prompt).toContain("Contents of /opt/vibe/AGENTS.md (user-level instructions)");
  });
});

describe("mistral-vibe: the walk up to the trust root", () => {
  const files = { [`${H}/AGENTS.md`]: "Home", [`${R}/AGENTS.md`]: "Repo", [`${R}/app/AGENTS.md`]: "App" };

  it("the trust dialog answered 'trust the repository': from the git root down to the cwd, never above it", () => {
    expect(included(run(files))).toEqual([`${R}/AGENTS.md`, `${R}/app/AGENTS.md`]);
  });

  it("'trust this folder' (or --trust): the cwd's AGENTS.md only", () => {
    expect(included(run(files, { config: { trustDialog: "trust_cwd" } }))).toEqual([`${R}/app/AGENTS.md`]);
    expect(included(run(files, { config: { trustDialog: "none", trust: true } }))).toEqual([`${R}/app/AGENTS.md`]);
  });

  it("a trusted ancestor in trusted_folders.toml is the trust root, however far up", () => {
    expect(included(run(files, { config: { trustedFolders: [H] } }))).toEqual([`${H}/AGENTS.md`, `${R}/AGENTS.md`, `${R}/app/AGENTS.md`]);
  });

  it("a closer untrusted entry wins over a trusted ancestor; the dialog then offers the cwd, not the untrusted repository", () => {
    const config = { trustedFolders: [H], untrustedFolders: [R] };
    const r = run(files, { config: { ...config, trustDialog: "none" } });
    expect(included(r)).toEqual([]);
    expect(codes(r)).toContain("folder-not-trusted");
    expect(included(run(files, { config }))).toEqual([`${R}/app/AGENTS.md`]);
  });

  it("declined, or no dialog (vibe -p): no project file", () => {
    expect(included(run(files, { config: { trustDialog: "decline" } }))).toEqual([]);
    expect(included(run(files, { config: { trustDialog: "none" } }))).toEqual([]);
  });

  it("the dialog appears only when something would load; without it the folder stays untrusted, so no subfolder file is sent", () => {
    const r = run({ [`${R}/app/lib/AGENTS.md`]: "Lib", [`${R}/app/lib/x.ts`]: "" }, { contextPaths: [`${R}/app/lib/x.ts`] });
    expect(r.blocks.some((b) => b.trigger !== undefined)).toBe(false);
    expect(codes(r)).not.toContain("folder-not-trusted");
  });

  it("the home folder gets no dialog: its AGENTS.md is not a project file unless home is listed as trusted", () => {
    const at = { [`${H}/AGENTS.md`]: "Home" };
    expect(included(run(at, { cwd: H }))).toEqual([]);
    expect(included(run(at, { cwd: H, config: { trustedFolders: ["~"] } }))).toEqual([`${H}/AGENTS.md`]);
  });

  it("include_project_context = false leaves out every AGENTS.md", () => {
    expect(run({ [`${H}/.vibe/AGENTS.md`]: "G", ...files }, { config: { include_project_context: false } }).prompt).toBe("");
  });
});

describe("mistral-vibe: --add-dir", () => {
  it("each extra root adds its own AGENTS.md after the cwd's, and is listed as a working directory", () => {
    const r = run(
      { [`${R}/app/AGENTS.md`]: "App", "/srv/lib/AGENTS.md": "Lib", "/srv/AGENTS.md": "Above" },
      { config: { trustDialog: "trust_cwd", addDirs: ["/srv/lib"] } },
    );
    expect(included(r)).toEqual([`${R}/app/AGENTS.md`, "/srv/lib/AGENTS.md"]);
    expect(r.blocks.find((b) => b.label.startsWith("Additional"))?.text).toContain(" - /srv/lib");
  });

  it("an --add-dir above the cwd trusts it, so the cwd walks up to it; a folder is read once", () => {
    const r = run({ [`${R}/AGENTS.md`]: "Repo", [`${R}/app/AGENTS.md`]: "App" }, { config: { trustDialog: "none", addDirs: [R] } });
    expect(included(r)).toEqual([`${R}/AGENTS.md`, `${R}/app/AGENTS.md`]);
    expect(statuses(r, `${R}/AGENTS.md`)).toEqual(["included", "duplicate"]);
  });
});

describe("mistral-vibe: AGENTS.md below the cwd, on read", () => {
  it("appended to the Read result in <vibe_warning>, outermost first, each folder once per session", () => {
    const files = {
      [`${R}/app/AGENTS.md`]: "App",
      [`${R}/app/src/AGENTS.md`]: "Src",
      [`${R}/app/src/ui/AGENTS.md`]: "UI",
      [`${R}/app/src/ui/a.ts`]: "",
      [`${R}/app/src/b.ts`]: "",
    };
    const r = run(files, { contextPaths: [`${R}/app/src/ui/a.ts`, `${R}/app/src/b.ts`] });
    const reads = r.blocks.filter((b) => b.trigger !== undefined);
    expect(reads.map((b) => b.trigger)).toEqual([`read ${R}/app/src/ui/a.ts`]);
    expect(reads[0].text).toBe(
      `<vibe_warning>\nContents of ${R}/app/src/AGENTS.md (project instructions for this directory):\n\nSrc\n\n` +
        `Contents of ${R}/app/src/ui/AGENTS.md (project instructions for this directory):\n\nUI\n</vibe_warning>`,
    );
    expect(r.prompt).not.toContain("Src");
  });

  it("a file outside the open roots brings nothing", () => {
    const r = run({ "/srv/x/AGENTS.md": "X", "/srv/x/a.ts": "" }, { contextPaths: ["/srv/x/a.ts"] });
    expect(r.blocks.some((b) => b.trigger !== undefined)).toBe(false);
  });
});

describe("mistral-vibe@vibe-md (2.0.0 to 2.4.x)", () => {
  const v = { variant: "vibe-md" };
  it("the first of AGENTS.md, VIBE.md, .vibe.md at the cwd, sent as it is; no walk, no user file", () => {
    const r = run(
      { [`${R}/app/VIBE.md`]: "Vibe\n", [`${R}/app/.vibe.md`]: "Dot", [`${R}/AGENTS.md`]: "Repo", [`${H}/.vibe/AGENTS.md`]: "G" },
      v,
    );
    expect(r.prompt).toBe("Vibe\n");
    expect(statuses(r, `${R}/app/.vibe.md`)).toEqual(["shadowed"]);
  });

  it("an empty AGENTS.md still ends the search: nothing is sent", () => {
    const r = run({ [`${R}/app/AGENTS.md`]: "", [`${R}/app/VIBE.md`]: "Vibe" }, v);
    expect(r.prompt).toBe("");
    expect(statuses(r, `${R}/app/VIBE.md`)).toEqual(["shadowed"]);
  });

  it("cut to project_context.max_doc_bytes characters (a character slice)", () => {
    const r = run({ [`${R}/app/AGENTS.md`]: "ééééé-rest" }, { ...v, config: { "project_context.max_doc_bytes": 4 } });
    expect(r.prompt).toBe("éééé");
    expect(statuses(r, `${R}/app/AGENTS.md`)).toEqual(["truncated"]);
  });

  it("only a trusted cwd counts: a trusted parent does not", () => {
    const files = { [`${R}/app/AGENTS.md`]: "App" };
    expect(run(files, { ...v, config: { trustDialog: "none", trustedFolders: [R] } }).prompt).toBe("");
    expect(run(files, { ...v, config: { trustDialog: "none", trustedFolders: [`${R}/app`] } }).prompt).toBe("App");
  });
});
