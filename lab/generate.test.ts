import { describe, expect, it } from "vitest";
import { clineLab } from "../lib/agents/cline/lab";
import { claudeCodeLab } from "../lib/agents/claude-code/lab";
import { codexLab } from "../lib/agents/codex/lab";
import { continueLab } from "../lib/agents/continue/lab";
import { geminiCliLab } from "../lib/agents/gemini-cli/lab";
import { dirname, resolvePath } from "../lib/core/paths";
import { validateScenario } from "../lib/scenario/validate";
import { caseVariants, treeForSeed } from "./generate";

const facts = codexLab.trees;
const trees = Array.from({ length: 60 }, (_, i) => treeForSeed("codex", facts, i + 1).scenario);
const paths = trees.flatMap((s) => Object.keys(s.files));

describe("the lab's tree generator", () => {
  it("makes the same tree from the same seed, and another from another seed", () => {
    expect(treeForSeed("codex", facts, 7)).toEqual(treeForSeed("codex", facts, 7));
    expect(treeForSeed("codex", facts, 7).scenario).not.toEqual(treeForSeed("codex", facts, 8).scenario);
  });

  it("makes valid scenarios whose working directory is a folder of the tree", () => {
    for (const s of trees) {
      expect(validateScenario(s).ok).toBe(true);
      expect(Object.keys(s.files).some((p) => p === s.cwd || p.startsWith(`${s.cwd}/`))).toBe(true);
    }
  });

  it("uses the profile's own facts: its folder names, its global names, its config keys", () => {
    for (const name of facts.folderNames) expect(paths.some((p) => p.startsWith("/w") && p.endsWith(`/${name}`))).toBe(true);
    for (const name of facts.global!.names) expect(paths).toContain(`/home/user/.codex/${name}`);
    const keys = new Set(trees.flatMap((s) => Object.keys(s.config ?? {})));
    expect([...keys].sort()).toEqual([facts.budget!.key, facts.extraNamesKey!, facts.rootMarkersKey!].sort());
    expect(trees.some((s) => s.env?.[facts.global!.envVar!])).toBe(true);
  });

  it("puts root markers in each form: a folder, a file, a link", () => {
    const entries = trees.flatMap((s) => Object.entries(s.files));
    expect(entries.some(([p, e]) => p.endsWith("/.git") && typeof e === "object" && e.dir)).toBe(true);
    expect(entries.some(([p, e]) => p.endsWith("/.git") && typeof e === "string")).toBe(true);
    expect(entries.some(([p, e]) => p.endsWith("/.git") && typeof e === "object" && e.symlink !== undefined)).toBe(true);
    expect(paths.some((p) => p.endsWith("/.git/HEAD"))).toBe(true);
  });

  it("makes repositories git accepts only for a driver that asks git: a folder, a link to one, a .git file naming one", () => {
    expect(paths.some((p) => p.endsWith("/objects"))).toBe(false);
    const gitFacts = { ...facts, gitRepositories: true };
    const repoTrees = Array.from({ length: 60 }, (_, i) => treeForSeed("codex", gitFacts, i + 1).scenario);
    const entries = repoTrees.flatMap((s) => Object.entries(s.files));
    const has = (p: string) => entries.some(([q]) => q === p);
    const isRepo = (dir: string) => has(`${dir}/HEAD`) && has(`${dir}/objects`) && has(`${dir}/refs`);
    expect(entries.some(([p, e]) => p.endsWith("/.git/objects") && typeof e === "object" && e.dir && isRepo(p.slice(0, -8)))).toBe(true);
    expect(entries.some(([p, e]) => p.endsWith("/.git") && typeof e === "object" && e.symlink === "/w/shared/repo")).toBe(true);
    expect(isRepo("/w/shared/repo")).toBe(true);
    const gitFiles = repoTrees.flatMap((s) =>
      Object.entries(s.files).flatMap(([p, e]) =>
        p.endsWith("/.git") && typeof e === "string" && e.startsWith("gitdir: ") ? [[s, p, e] as const] : [],
      ),
    );
    const named = gitFiles.map(([s, p, e]) => [s, resolvePath(dirname(p), e.slice(8).trim())] as const);
    expect(named.some(([s, dir]) => dir.startsWith("/w/shared/worktree-") && Object.hasOwn(s.files, `${dir}/objects`))).toBe(true);
  });

  it("places a driver's other home files and sets the variables it names, to the values it gives", () => {
    const more = { ...facts, homeFiles: [".claude/CLAUDE.md"], envValues: { FLAG: ["1", "no"] } };
    const made = Array.from({ length: 40 }, (_, i) => treeForSeed("codex", more, i + 1).scenario);
    expect(made.some((s) => Object.hasOwn(s.files, "/home/user/.claude/CLAUDE.md"))).toBe(true);
    const values = new Set(made.flatMap((s) => (s.env?.FLAG === undefined ? [] : [s.env.FLAG])));
    expect([...values].sort()).toEqual(["1", "no"]);
    expect(trees.some((s) => Object.hasOwn(s.files, "/home/user/.claude/CLAUDE.md") || s.env?.FLAG !== undefined)).toBe(false);
  });

  it("spells names in other cases, which a case-sensitive disk must not match", () => {
    expect(caseVariants("AGENTS.md")).toEqual(["agents.md", "Agents.md", "AGENTS.MD"]);
    expect(paths.some((p) => p.endsWith("/agents.md") || p.endsWith("/Agents.md") || p.endsWith("/AGENTS.MD"))).toBe(true);
  });

  it("moves a global folder under the home its variable names, when the variable names a home", () => {
    const gemini = geminiCliLab.trees;
    const moved = Array.from({ length: 80 }, (_, i) => treeForSeed("gemini-cli", gemini, i + 1).scenario).filter(
      (s) => s.env?.GEMINI_CLI_HOME !== undefined,
    );
    expect(moved.length).toBeGreaterThan(0);
    for (const s of moved) {
      expect(s.files["/home/user/moved-global/.gemini"]).toEqual({ dir: true });
      expect(s.env!.GEMINI_CLI_HOME.endsWith("moved-global")).toBe(true);
    }
  });

  it("fills the rule folders a driver names, with its extensions, decoys, subfolders and frontmatter keys", () => {
    const rules = (agent: string, facts: typeof clineLab.trees) =>
      Array.from({ length: 60 }, (_, i) => treeForSeed(agent, facts, i + 1).scenario).flatMap((s) => Object.entries(s.files));
    const cline = rules("cline", clineLab.trees);
    for (const dir of ["/.clinerules/", "/.cline/rules/", "/home/user/.cline/rules/", "/home/user/Documents/Cline/Rules/"])
      expect(cline.some(([p]) => p.includes(dir))).toBe(true);
    expect(cline.some(([p]) => p.endsWith(".markdown"))).toBe(true);
    expect(cline.some(([p]) => p.endsWith(".mdc"))).toBe(true);
    expect(cline.some(([, e]) => typeof e === "string" && /^---\nname: /.test(e))).toBe(true);
    expect(cline.some(([p]) => p === "/home/user/.agents/AGENTS.md")).toBe(true);
    const cn = rules("continue", continueLab.trees);
    expect(cn.some(([p]) => /\/\.continue\/rules\/sub\/deeper\/[^/]+$/.test(p))).toBe(true);
    expect(cn.some(([, e]) => typeof e === "string" && e.startsWith("---\n") && e.includes("alwaysApply: "))).toBe(true);
    // A driver without rule folders gets none: Codex's trees stay the ones its verdicts were recorded on.
    expect(paths.some((p) => p.includes("/.clinerules/") || p.includes("/rules-"))).toBe(false);
  });
});

describe("the generator, with the facts Claude Code's driver adds", () => {
  const cc = claudeCodeLab.trees;
  const ccTrees = Array.from({ length: 80 }, (_, i) => treeForSeed("claude-code", cc, i + 1).scenario);
  const entries = ccTrees.flatMap((s) => Object.entries(s.files));
  const texts = entries.flatMap(([, e]) => (typeof e === "string" ? [e] : []));

  it("makes rules folders, below walked folders and the global one, some of them links", () => {
    expect(entries.some(([p]) => /^\/w\/.*\.claude\/rules\/[^/]+\.md$/.test(p))).toBe(true);
    expect(entries.some(([p]) => p.startsWith("/home/user/.claude/rules/"))).toBe(true);
    expect(entries.some(([p, e]) => p.endsWith("/.claude/rules") && typeof e === "object" && e.symlink?.endsWith("/rules"))).toBe(true);
  });

  it("writes import lines, frontmatter with the profile's key and HTML comments into bodies", () => {
    expect(texts.some((t) => /(^|\s)@\.\/imp-\d+\.md/.test(t))).toBe(true);
    expect(texts.some((t) => t.includes("`@./imp-"))).toBe(true);
    expect(texts.some((t) => t.startsWith("---\npaths:"))).toBe(true);
    expect(texts.some((t) => t.includes("<!--"))).toBe(true);
  });

  it("links a read name to another in its folder, and some trees have only the fallback names", () => {
    const read = [...cc.folderNames, ...cc.fallbackNames!];
    expect(
      entries.some(
        ([p, e]) =>
          typeof e === "object" &&
          e.symlink !== undefined &&
          read.some((n) => e.symlink!.endsWith(`/${n}`) || e.symlink === n) &&
          read.some((n) => p.endsWith(`/${n}`)),
      ),
    ).toBe(true);
    const fallbackOnly = ccTrees.filter((s) => {
      const paths = Object.keys(s.files);
      return paths.some((p) => p.endsWith("/AGENTS.md")) && !paths.some((p) => /\/(CLAUDE\.md|CLAUDE\.local\.md)$/.test(p));
    });
    expect(fallbackOnly.length).toBeGreaterThan(0);
  });

  it("sets the driver's settings and variables now and then, to their values", () => {
    const configs = ccTrees.flatMap((s) => Object.entries(s.config ?? {}));
    for (const { key, values } of cc.settings!) {
      const set = configs.filter(([k]) => k === key);
      expect(set.length, key).toBeGreaterThan(0);
      for (const [, v] of set) expect(values).toContainEqual(v);
    }
    expect(ccTrees.some((s) => s.env?.CLAUDE_CODE_DISABLE_CLAUDE_MDS !== undefined)).toBe(true);
  });

  it("leaves trees of drivers without those facts as they were (a codex tree has none of them)", () => {
    expect(paths.some((p) => p.includes("/.claude/rules/") || p.includes("/imp-"))).toBe(false);
  });
});
