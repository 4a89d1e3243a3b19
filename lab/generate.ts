/**
 * Trees from a profile's own facts (its driver's `trees`: the names it reads, its root markers, its
 * global folder, its config keys), made by a seeded fast-check generator: one seed, one tree, always.
 * Each tree is a Rulescope Scenario; lab/workspace.ts writes it to disk for the real binary.
 *
 * What varies: nesting depth and the working directory's place in it; root markers in every form
 * (a .git folder, an empty one, a .git file, an empty file, a link, a dangling link, none, nested
 * ones; for agents that ask git, repositories git accepts too); the names read, their case variants and decoys; file bodies (lab/bodies.ts), links,
 * dangling links, loops and folders in a file's place; the global folder, moved by its variable; other
 * home files and variables the agent reads; the budget around what the files need; extra names; other
 * root markers.
 */
import fc from "fast-check";
import type { RuleFolderFacts, TreeFacts } from "../lib/agents/lab-driver";
import { basename, dirname, join, relative } from "../lib/core/paths";
import { DEFAULT_HOME } from "../lib/scenario/defaults";
import type { FileEntry, Scenario } from "../lib/scenario/types";
import { bodyChoiceArb, bodyEntry, entryBytes } from "./bodies";
import { withImport, withMarkup, type ImportTarget } from "./shapes";

export interface LabTree {
  seed: number;
  scenario: Scenario;
}

const BASE = "/w";
const DIR_NAMES = ["a", "b", "src", "pkg", "two words", "ünï"];
/** Names no agent in the lab reads by default: decoys, and extra names a config can add. */
const DECOYS = ["README.md", "CLAUDE.md", "TEAM.md"];
const EXTRA_NAMES = ["README.md", "TEAM.md", "CLAUDE.md", "agents.md", "AGENTS.md", "", "docs/RULES.md", "/w/ABS.md", ".rules"];
const OTHER_MARKERS = [".hg", "package.json", "", ".git/HEAD"];
const MARKER_FORMS = ["dir", "empty-dir", "file", "empty-file", "link", "dangling"] as const;
/** Repositories git accepts, for agents that ask git (`gitRepositories`): a folder, a link to one, a `.git` file naming one. */
const REPOSITORY_FORMS = ["repository", "repository-link", "repository-file"] as const;
type MarkerForm = (typeof MARKER_FORMS)[number] | (typeof REPOSITORY_FORMS)[number];

type G = fc.GeneratorValue;

/** AGENTS.md -> agents.md, Agents.md, AGENTS.MD: a case-sensitive disk must not match them. */
export function caseVariants(name: string): string[] {
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : "";
  const title = stem.charAt(0) + stem.slice(1).toLowerCase();
  return [...new Set([name.toLowerCase(), `${title}${ext}`, `${stem}${ext.toUpperCase()}`])].filter((v) => v !== name);
}

/** A uniform whole number: fast-check's own integers lean towards the bounds, which would make a 1-in-12 choice common. */
const roll = (g: G, min: number, max: number): number => g(() => fc.noBias(fc.integer({ min, max })));
const chance = (g: G, percent: number): boolean => roll(g, 1, 100) <= percent;
const pickOne = <T>(g: G, items: readonly T[]): T => items[roll(g, 0, items.length - 1)];

/** A subset of `items`, each kept with the given chance, in a generated order. */
function someOf<T>(g: G, items: readonly T[], percent: number): T[] {
  const kept = items.filter(() => chance(g, percent));
  return g(fc.shuffledSubarray, kept, { minLength: kept.length, maxLength: kept.length });
}

class TreeBuilder {
  readonly files: Record<string, FileEntry> = {};
  constructor(
    private readonly g: G,
    private readonly sizes: fc.Arbitrary<number>,
    private readonly facts: TreeFacts,
  ) {}

  set(path: string, entry: FileEntry): void {
    this.files[path] = entry;
  }

  /** A file's body; with the facts that ask for them, frontmatter, HTML comments and import lines (lab/shapes.ts). */
  body(path: string, depth = 0): FileEntry {
    const entry = bodyEntry(
      `doc ${path}`,
      this.g(() => bodyChoiceArb(this.sizes)),
    );
    if (typeof entry !== "string") return entry;
    let text = entry;
    const { frontmatterKey, importPrefix } = this.facts;
    if (frontmatterKey !== undefined && chance(this.g, 18)) text = withMarkup(text, frontmatterKey, roll(this.g, 0, 99));
    if (importPrefix !== undefined && depth < 6 && chance(this.g, depth === 0 ? 30 : 45))
      text = withImport(text, importPrefix, this.importTarget(path, depth));
    return text;
  }

  /** A rule's body: now and then it opens with frontmatter setting some of the keys the agent reads. */
  ruleBody(path: string, keys: RuleFolderFacts["frontmatter"] = []): FileEntry {
    const entry = this.body(path);
    if (typeof entry !== "string" || keys.length === 0 || !chance(this.g, 45)) return entry;
    const lines = keys.filter(() => chance(this.g, 45)).map(({ key, values }) => `${key}: ${pickOne(this.g, values)}`);
    return `---\n${lines.join("\n")}${lines.length ? "\n" : ""}---\n${entry}`;
  }

  /** What an import line in `path` names, and the file it names where there is to be one (with a body that may import again). */
  private importTarget(path: string, depth: number): ImportTarget {
    const g = this.g;
    const dir = dirname(path);
    const n = Object.keys(this.files).length;
    const make = (written: string, at: string | null, inCode = false): ImportTarget => {
      if (at !== null && !(at in this.files)) this.set(at, this.body(at, depth + 1));
      return { written, inCode };
    };
    const r = roll(g, 1, 100);
    if (r <= 25) return make(chance(g, 50) ? `./imp-${n}.md` : `imp-${n}.md`, join(dir, `imp-${n}.md`));
    if (r <= 40) return { written: pickOne(g, [...this.facts.folderNames, ...(this.facts.fallbackNames ?? [])]), inCode: false };
    if (r <= 48) return make(`../imp-${n}.md`, dir === "/" ? null : join(dirname(dir), `imp-${n}.md`));
    if (r <= 55) return make(`~/imp-${n}.md`, join(DEFAULT_HOME, `imp-${n}.md`));
    if (r <= 62) return { written: "./missing.md", inCode: false };
    if (r <= 68) return make(`./imp-${n}.md`, join(dir, `imp-${n}.md`), true);
    if (r <= 74) return make(`./imp-${n}.md#part`, join(dir, `imp-${n}.md`));
    if (r <= 80) return make(`./two\\ words-${n}.md`, join(dir, `two words-${n}.md`));
    if (r <= 86) return make(`./data-${n}.bin`, join(dir, `data-${n}.bin`));
    if (r <= 92) return make(`Makefile`, join(dir, "Makefile"));
    return { written: pickOne(g, ["@twice.md", "#%odd.md", "/"]), inCode: false };
  }

  /**
   * A candidate file in its place: mostly a file, sometimes a link, a dangling link, a loop or a folder;
   * for a name read in the walked `folder`, sometimes a link to another such name there. A rule's candidate
   * (`frontmatter` given) may open with frontmatter.
   */
  candidate(path: string, folder?: string, frontmatter?: RuleFolderFacts["frontmatter"]): void {
    const g = this.g;
    if (folder !== undefined && this.facts.siblingLinks && chance(g, 7)) {
      // Met before or after its target: an agent that dedupes by real path keeps one of the two.
      const others = [...this.facts.folderNames, ...(this.facts.fallbackNames ?? [])].map((n) => join(folder, n)).filter((p) => p !== path);
      const other = pickOne(g, others);
      return this.set(path, { symlink: chance(g, 50) ? relative(dirname(path), other) : other });
    }
    const r = roll(g, 1, 100);
    if (r <= 82) return this.set(path, frontmatter ? this.ruleBody(path, frontmatter) : this.body(path));
    if (r <= 88) {
      // A link to a file elsewhere in the tree, absolute or relative.
      const target = join(BASE, "shared", `target-${Object.keys(this.files).length}.md`);
      this.set(target, this.body(target));
      return this.set(path, { symlink: chance(g, 50) ? relative(dirname(path), target) : target });
    }
    if (r <= 92) return this.set(path, { symlink: join(BASE, "missing", "nothing.md") });
    if (r <= 95) {
      this.set(`${path}.loop`, { symlink: path });
      return this.set(path, { symlink: `${path}.loop` });
    }
    if (r <= 97) {
      this.set(join(BASE, "shared", "folder", "inner.md"), "inner\n");
      return this.set(path, { symlink: join(BASE, "shared", "folder") });
    }
    this.set(path, { dir: true });
  }

  /** A git directory git accepts: a valid HEAD, objects/ and refs/. */
  gitDirectory(path: string): void {
    this.set(join(path, "HEAD"), "ref: refs/heads/main\n");
    this.set(join(path, "objects"), { dir: true });
    this.set(join(path, "refs"), { dir: true });
  }

  marker(dir: string, name: string, form: MarkerForm): void {
    const path = name === "" ? dir : join(dir, name);
    if (name === "" || path === dir) return;
    switch (form) {
      case "dir":
        this.set(join(path, "HEAD"), "ref: refs/heads/main\n");
        return;
      case "empty-dir":
        return this.set(path, { dir: true });
      case "file":
        return this.set(path, "gitdir: ../elsewhere/.git\n");
      case "empty-file":
        return this.set(path, "");
      case "link":
        this.set(join(BASE, "shared", "gitdir", "HEAD"), "ref: refs/heads/main\n");
        return this.set(path, { symlink: join(BASE, "shared", "gitdir") });
      case "dangling":
        return this.set(path, { symlink: join(BASE, "missing", "gitdir") });
      case "repository":
        return this.gitDirectory(path);
      case "repository-link":
        this.gitDirectory(join(BASE, "shared", "repo"));
        return this.set(path, { symlink: join(BASE, "shared", "repo") });
      case "repository-file": {
        // Relative, so it holds wherever the tree is written.
        const gitDir = join(BASE, "shared", `worktree-${Object.keys(this.files).length}.git`);
        this.gitDirectory(gitDir);
        return this.set(path, `gitdir: ${relative(dir, gitDir)}\n`);
      }
    }
  }
}

/** Names in a rules folder: ones with the extension in several orders and scripts, others without it, nested ones. */
const RULE_NAMES = [
  "a.md",
  "b.md",
  "Zeta.md",
  "ünï.md",
  "10-x.md",
  "2-y.md",
  "two words.md",
  ".hidden.md",
  "notes.txt",
  "UPPER.MD",
  "sub/c.md",
  "sub/deeper/d.md",
];

/** A rules folder with some of RULE_NAMES (each a candidate in any of its forms); now and then the folder is a link to one elsewhere. */
function ruleFolder(g: G, t: TreeBuilder, dir: string, ext: string): void {
  let at = dir;
  if (chance(g, 10)) {
    // Named as the folder it stands for, so the lab knows its listing order counts (lab/listing.ts).
    at = join(BASE, "shared", String(Object.keys(t.files).length), basename(dir));
    t.set(dir, { symlink: at });
  }
  t.set(at, { dir: true });
  for (const name of RULE_NAMES.map((n) => n.replace(/\.md$/, ext))) if (chance(g, 35)) t.candidate(join(at, name));
}

/** Stems of rule files: orders of sorting (digits, case, non-ASCII), a space, a hidden file, a clash of names by case. */
const RULE_STEMS = ["a", "b", "B", "Zeta", "ünï", "10-x", "2-y", "two words", ".hidden"];
/** Names with extensions no agent in the lab reads as a rule, and names that are rules only by case. */
const RULE_DECOY_EXTS = [".MD", ".mdc", ".json", ""];

/** A rules folder (now and then a link to one elsewhere) with some rule files in it, their names drawn from RULE_STEMS. */
function factsRuleFolder(g: G, t: TreeBuilder, dir: string, facts: RuleFolderFacts): void {
  // A file or link already standing where the folder would be (a .clinerules file) keeps its place.
  const isFolder = (p: string) => {
    const e = t.files[p];
    return typeof e === "object" && "dir" in e;
  };
  if (Object.keys(t.files).some((p) => p === dir || p.startsWith(`${dir}/`) || (dir.startsWith(`${p}/`) && !isFolder(p)))) return;
  let at = dir;
  if (chance(g, 8)) {
    at = join(BASE, "shared", `rules-${Object.keys(t.files).length}`);
    t.set(dir, { symlink: chance(g, 50) ? relative(dirname(dir), at) : at });
  }
  t.set(at, { dir: true });
  const subs = facts.nested ? ["", "", "", "sub", "sub/deeper"] : [""];
  for (const stem of RULE_STEMS)
    if (chance(g, 30)) {
      const ext = chance(g, 85) ? pickOne(g, facts.exts) : pickOne(g, RULE_DECOY_EXTS);
      t.candidate(join(at, pickOne(g, subs), `${stem}${ext}`), undefined, facts.frontmatter ?? []);
    }
}

function buildTree(g: G, agent: string, facts: TreeFacts): Scenario {
  const home = DEFAULT_HOME;
  const budgetDefault = facts.budget?.default ?? 0;
  const sizes = fc.oneof(
    { arbitrary: fc.integer({ min: 10, max: 400 }), weight: 5 },
    ...(budgetDefault > 0 ? [{ arbitrary: fc.integer({ min: budgetDefault - 3, max: budgetDefault + 3 }), weight: 1 }] : []),
  );
  const t = new TreeBuilder(g, sizes, facts);
  const config: Record<string, unknown> = {};
  const env: Record<string, string> = {};

  // The folders from BASE down to the deepest, and the working directory among them.
  const depth = roll(g, 0, 4);
  const chain = [BASE];
  for (let i = 0; i < depth; i++) chain.push(join(chain[i], pickOne(g, DIR_NAMES)));
  const cwd = chance(g, 70) ? chain[depth] : pickOne(g, chain);
  t.set(chain[depth], { dir: true });

  // Root markers: the profile's, or another list from its config key.
  let markers = [...facts.rootMarkers];
  if (facts.rootMarkersKey && chance(g, 15)) {
    markers = someOf(g, [...facts.rootMarkers, ...OTHER_MARKERS], 40);
    config[facts.rootMarkersKey] = markers;
  }
  const markerNames = [...new Set([...facts.rootMarkers, ...markers])];
  // One marker most often; sometimes a second one at another level (a nested repository).
  const levels = someOf(g, chain, chance(g, 80) ? 100 : 0).slice(0, chance(g, 15) ? 2 : 1);
  const forms: readonly MarkerForm[] = facts.gitRepositories ? [...MARKER_FORMS, ...REPOSITORY_FORMS] : MARKER_FORMS;
  for (const level of levels) t.marker(level, pickOne(g, markerNames), pickOne(g, forms));

  // Extra names from config, then the names each folder may hold.
  let extra: string[] = [];
  if (facts.extraNamesKey && chance(g, 45)) {
    extra = someOf(g, EXTRA_NAMES, 40);
    config[facts.extraNamesKey] = extra;
  }
  // Fallback names: mostly beside the names read first; in some trees in their place, so the fallback is taken.
  const fallback = facts.fallbackNames ?? [];
  const fallbackTree = fallback.length > 0 && chance(g, 35);
  const variants = facts.folderNames.flatMap(caseVariants);
  const pool = [...new Set([...facts.folderNames, ...fallback, ...extra.filter((n) => n !== ""), ...variants, ...DECOYS])];
  const weightOf = (name: string) =>
    facts.folderNames.includes(name)
      ? fallbackTree
        ? 6
        : 55
      : fallback.includes(name)
        ? fallbackTree
          ? 55
          : 20
        : extra.includes(name)
          ? 45
          : 12;
  const relativeNames = pool.filter((n) => !n.startsWith("/"));
  const walked = chance(g, 20) ? [...chain, join(BASE, "sibling")] : chain;
  for (const dir of walked) for (const name of relativeNames) if (chance(g, weightOf(name))) t.candidate(join(dir, name), dir);
  if (facts.rules) for (const dir of walked) if (chance(g, 30)) ruleFolder(g, t, join(dir, facts.rules.dir), facts.rules.ext);
  // An absolute extra name stands for one file wherever the walk is.
  for (const name of pool) if (name.startsWith("/") && chance(g, 60)) t.candidate(name);

  // The global folder, at its default place or moved by its variable.
  if (facts.global) {
    let globalDir = join(home, facts.global.dir);
    if (facts.global.envVar && chance(g, 15)) {
      const moved = join(home, "moved-global");
      globalDir = facts.global.envVarIsHome ? join(moved, facts.global.dir) : moved;
      // Mostly absolute; sometimes relative, which the agent takes from its working directory.
      env[facts.global.envVar] = chance(g, 25) ? relative(cwd, moved) : moved;
    }
    t.set(globalDir, { dir: true });
    for (const name of [...facts.global.names, ...facts.global.names.flatMap(caseVariants).slice(0, 1)])
      if (chance(g, facts.global.names.includes(name) ? 40 : 10)) t.candidate(join(globalDir, name));
    if (facts.rules?.globalDir !== undefined && chance(g, 30)) ruleFolder(g, t, join(globalDir, facts.rules.globalDir), facts.rules.ext);
    for (const sub of facts.ruleFolders?.globalDirs ?? [])
      if (chance(g, 35)) factsRuleFolder(g, t, join(globalDir, sub), facts.ruleFolders!);
  }

  // Rule folders: in the working directory most often, in the folders above it now and then; and at home.
  if (facts.ruleFolders) {
    const rules = facts.ruleFolders;
    for (const dir of chain)
      for (const sub of rules.dirs) if (chance(g, dir === cwd ? 55 : 12)) factsRuleFolder(g, t, join(dir, sub), rules);
    for (const sub of rules.homeDirs ?? []) if (chance(g, 25)) factsRuleFolder(g, t, join(home, sub), rules);
    for (const file of rules.homeFiles ?? []) if (chance(g, 30)) t.candidate(join(home, file), undefined, rules.frontmatter ?? []);
  }

  // Other files under home the agent may read, and the variables it reads.
  for (const rel of facts.homeFiles ?? []) if (chance(g, 40)) t.candidate(join(home, rel));
  for (const [name, values] of Object.entries(facts.envValues ?? {})) if (chance(g, 20)) env[name] = pickOne(g, values);

  // The budget: unset, 0, 1, the default, or around what the project files need.
  if (facts.budget) {
    // What the files the agent may read need: a share of it cuts somewhere inside them.
    const readNames = [...facts.folderNames, ...extra];
    const readBytes = chain
      .flatMap((dir) => readNames.map((n) => t.files[join(dir, n)]))
      .reduce((n, e) => n + (e === undefined ? 0 : entryBytes(e)), 0);
    const mode = roll(g, 1, 100);
    if (mode <= 8) config[facts.budget.key] = 0;
    else if (mode <= 12) config[facts.budget.key] = 1;
    else if (mode <= 17) config[facts.budget.key] = facts.budget.default;
    else if (mode <= 55) {
      const share = roll(g, 5, 120) / 100;
      config[facts.budget.key] = Math.max(1, Math.floor(readBytes * share) + roll(g, -2, 2));
    }
  }

  // Settings and variables the agent reads, now and then.
  for (const { key, values } of facts.settings ?? []) if (chance(g, 14)) config[key] = pickOne(g, values);
  for (const { name, values } of facts.variables ?? []) if (chance(g, 14)) env[name] = pickOne(g, values);

  const files = Object.fromEntries(
    Object.keys(t.files)
      .sort()
      .map((k) => [k, t.files[k]]),
  );
  return {
    version: 1,
    agent,
    files,
    cwd,
    home,
    ...(Object.keys(env).length ? { env } : {}),
    ...(Object.keys(config).length ? { config } : {}),
  };
}

const treeArbitrary = (agent: string, facts: TreeFacts): fc.Arbitrary<Scenario> => fc.gen().map((g) => buildTree(g, agent, facts));

/** The tree for one seed: the same seed gives the same tree (for a given fast-check version). */
export function treeForSeed(agent: string, facts: TreeFacts, seed: number): LabTree {
  const [scenario] = fc.sample(treeArbitrary(agent, facts), { seed, numRuns: 1 });
  return { seed, scenario };
}
