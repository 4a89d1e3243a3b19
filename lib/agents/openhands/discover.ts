/**
 * Which skills OpenHands loads, in its order (skill.py load_user_skills / load_project_skills and
 * agent-server skills_service.py load_all_skills with the app's defaults). Every file that loads no
 * skill, or loses its name to another, is noted with why.
 */
import { foldersBelow } from "../../core/find-down";
import { ancestors, join, relative } from "../../core/paths";
import type { SourceLayer } from "../../source-layers";
import type { Source } from "../../types";
import type { ProfileContext } from "../define";
import { readCandidate } from "../../core/read";
import { failedReadStatusOrDangling, noText, shadowed } from "../shared";
import { GIT_MARKER, MD_EXT, NESTED_SKIP_DIR, README, SKILL_DIRS, SKILL_MD, THIRD_PARTY } from "./facts";
import { folderSkill, thirdPartySkill, type Skill } from "./skill-file";

/** Python's sort of Path objects: part by part. */
function byParts(a: string, b: string): number {
  const pa = a.split("/");
  const pb = b.split("/");
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) if (pa[i] !== pb[i]) return pa[i] < pb[i] ? -1 : 1;
  return pa.length - pb.length;
}

const isDir = (ctx: ProfileContext, p: string) => {
  const st = ctx.fs.stat(p);
  return st.ok && st.value.kind === "dir";
};
const isFile = (ctx: ProfileContext, p: string) => {
  const st = ctx.fs.stat(p);
  return st.ok && st.value.kind === "file";
};
const listNames = (ctx: ProfileContext, dir: string): string[] => {
  const r = ctx.fs.readdir(dir);
  return r.ok ? [...r.value].sort() : [];
};

/** Adds skills by name, the first one winning; a later one is noted as shadowed. */
class FirstWins {
  readonly skills: Skill[] = [];
  private readonly byName = new Map<string, Skill>();
  constructor(private readonly notes: Source[]) {}

  add(s: Skill, why: string): void {
    const first = this.byName.get(s.name);
    if (first) return void this.notes.push(shadowed(s.path, s.layer, first.path, s.size, why.replace("{first}", first.path)));
    this.byName.set(s.name, s);
    this.skills.push(s);
  }
}

/** Python's strict UTF-8 read raised UnicodeDecodeError: what fails with it is the caller's to say. */
class DecodeError extends Error {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {
    super(`${path} is not valid UTF-8`);
  }
}

/** A whole file, as open(encoding="utf-8").read(): a missing or unreadable one is noted, bad bytes throw. */
function read(ctx: ProfileContext, path: string, layer: SourceLayer, notes: Source[]) {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") {
    const s = failedReadStatusOrDangling(r);
    if (s) notes.push(noText(path, layer, s.status, s.reason));
    return null;
  }
  if (!r.validUtf8) throw new DecodeError(path, r.size);
  return { path, layer, text: r.text, size: r.size };
}

const undecodable = (e: DecodeError, layer: SourceLayer, what: string) =>
  noText(e.path, layer, "unreadable", `Not valid UTF-8: Python's strict read fails, and ${what}.`, e.size);

/** Skills already read when a failure drops them all. */
function dropped(skills: Iterable<Skill>, why: string, notes: Source[]): void {
  for (const s of skills) notes.push(noText(s.path, s.layer, "disabled", `Dropped: ${why}.`, s.size));
}

/** utils.py find_third_party_files: files straight in `root`, by name; one per name and per real file. */
function thirdPartyAt(ctx: ProfileContext, root: string, layer: SourceLayer, notes: Source[], add: (s: Skill) => void): void {
  const names = new Set<string>();
  const reals = new Set<string>();
  for (const n of listNames(ctx, root)) {
    const p = join(root, n);
    if (THIRD_PARTY[n.toLowerCase()] === undefined || !isFile(ctx, p)) continue;
    const real = ctx.fs.realpath(p);
    if (names.has(n.toLowerCase()) || (real.ok && reals.has(real.value))) {
      notes.push(
        noText(p, layer, "duplicate", "Duplicate: another spelling of this name, or a link to a file already read, was found first."),
      );
      continue;
    }
    names.add(n.toLowerCase());
    if (real.ok) reals.add(real.value);
    const f = read(ctx, p, layer, notes);
    const s = f && thirdPartySkill(f);
    if (s) add(s);
  }
}

/** skill.py _find_git_repo_root: the nearest folder, from cwd up, with a `.git` entry. */
function gitRoot(ctx: ProfileContext): string | null {
  for (const d of ancestors(ctx.input.cwd)) if (ctx.fs.lstat(join(d, GIT_MARKER)).ok) return d;
  return null;
}

/**
 * utils.py find_nested_third_party_files: third-party files in folders below cwd, each a rule scoped to
 * its folder. With git it lists files git does not ignore (hidden folders included); without, it walks
 * past hidden folders and node_modules.
 */
function nestedThirdParty(ctx: ProfileContext, inGit: boolean, notes: Source[]): Skill[] {
  const { cwd } = ctx.input;
  const skip = inGit ? new Set([GIT_MARKER, "node_modules"]) : undefined;
  const walk = foldersBelow(ctx.fs, cwd, { skipDirs: skip ?? new Set(["node_modules"]) });
  if (walk.capped)
    ctx.diag({
      level: "info",
      code: "walk-capped",
      message: `Rulescope stopped looking for nested AGENTS.md files after ${walk.dirs.length} folders.`,
    });
  const dirs = walk.dirs.slice(1).filter((d) => inGit || !relative(cwd, d).split("/").some(NESTED_SKIP_DIR));
  const out: Skill[] = [];
  const reals = new Set<string>();
  // Sorted by the relative path, each computed once (not twice per comparison).
  const byRel = dirs.map((dir) => ({ dir, rel: relative(cwd, dir) })).sort((a, b) => (a.rel < b.rel ? -1 : 1));
  for (const { dir, rel } of byRel) {
    for (const n of listNames(ctx, dir)) {
      const kind = THIRD_PARTY[n.toLowerCase()];
      const p = join(dir, n);
      if (kind === undefined || !isFile(ctx, p)) continue;
      const real = ctx.fs.realpath(p);
      if (real.ok && reals.has(real.value)) continue;
      if (real.ok) reals.add(real.value);
      let f: ReturnType<typeof read> = null;
      try {
        f = read(ctx, p, "subtree", notes);
      } catch (e) {
        if (!(e instanceof DecodeError)) throw e;
        notes.push(undecodable(e, "subtree", "OpenHands skips this nested file"));
      }
      const s = f && thirdPartySkill(f, `${kind}:${rel}`);
      if (s) out.push({ ...s, trigger: { kind: "path", paths: [`${rel}/**`] }, hidden: true });
    }
  }
  return out;
}

/** Every `*.md` below `dir` (pathlib rglob: hidden folders too, the suffix case-sensitive). */
function mdBelow(ctx: ProfileContext, dir: string): string[] {
  const out: string[] = [];
  for (const d of foldersBelow(ctx.fs, dir).dirs)
    for (const n of listNames(ctx, d)) if (n.endsWith(MD_EXT) && isFile(ctx, join(d, n))) out.push(join(d, n));
  return out.sort((a, b) => byParts(relative(dir, a), relative(dir, b)));
}

/**
 * skill.py load_skills_from_dir: SKILL.md folders first, then the other .md files (README.md left
 * out), then grouped: always-on skills, triggered skills, AgentSkills. One name per group: the last
 * file read takes it.
 */
function skillsFolder(ctx: ProfileContext, dir: string, layer: SourceLayer, notes: Source[]): Skill[] {
  if (!isDir(ctx, dir)) return [];
  const skillMd: string[] = [];
  for (const n of listNames(ctx, dir)) {
    const sub = join(dir, n);
    if (!isDir(ctx, sub)) continue;
    const hit = listNames(ctx, sub).find((m) => m.toLowerCase() === SKILL_MD && isFile(ctx, join(sub, m)));
    if (hit) skillMd.push(join(sub, hit));
  }
  const skillDirs = skillMd.map((p) => p.slice(0, p.lastIndexOf("/")));
  const regular = mdBelow(ctx, dir).filter(
    (p) => !p.endsWith(`/${README}`) && !p.toLowerCase().endsWith(`/${SKILL_MD}`) && !skillDirs.some((d) => p.startsWith(d + "/")),
  );
  const groups = { repo: new Map<string, Skill>(), knowledge: new Map<string, Skill>(), agent: new Map<string, Skill>() };
  try {
    loadInto(ctx, dir, [...skillMd, ...regular], layer, groups, notes);
  } catch (e) {
    if (!(e instanceof DecodeError)) throw e;
    ctx.diag({
      level: "warning",
      code: "rules-folder-failed",
      path: e.path,
      message: `${e.path} is not valid UTF-8, so OpenHands fails to load the whole folder ${dir}.`,
    });
    notes.push(undecodable(e, layer, `OpenHands drops every skill of ${dir}`));
    dropped(
      [...groups.repo.values(), ...groups.knowledge.values(), ...groups.agent.values()],
      `${e.path} in the same folder cannot be decoded`,
      notes,
    );
    return [];
  }
  return [...groups.repo.values(), ...groups.knowledge.values(), ...groups.agent.values()];
}

type Groups = Record<"repo" | "knowledge" | "agent", Map<string, Skill>>;

function loadInto(ctx: ProfileContext, dir: string, paths: string[], layer: SourceLayer, groups: Groups, notes: Source[]): void {
  for (const p of paths) {
    const f = read(ctx, p, layer, notes);
    if (!f) continue;
    const r = folderSkill(f, dir, ctx.yaml);
    if (!r.ok) {
      ctx.diag({ level: "warning", code: "frontmatter-invalid", path: p, message: `${p}: OpenHands fails to load this skill: ${r.why}.` });
      notes.push(noText(p, layer, "unreadable", `Not loaded: ${r.why}, so OpenHands logs a warning and skips it.`, f.size));
      continue;
    }
    const g = r.skill.agentSkills ? groups.agent : r.skill.trigger.kind === "none" ? groups.repo : groups.knowledge;
    const before = g.get(r.skill.name);
    if (before) notes.push(shadowed(before.path, layer, p, before.size, `${p} in the same folder has the same name and was read later`));
    g.set(r.skill.name, r.skill);
  }
}

/** skill.py load_user_skills: ~/.agents/skills, ~/.openhands/skills, ~/.openhands/microagents; first name wins. */
export function userSkills(ctx: ProfileContext, notes: Source[]): Skill[] {
  const acc = new FirstWins(notes);
  for (const d of SKILL_DIRS)
    for (const s of skillsFolder(ctx, join(ctx.input.home, d), "global-rule", notes))
      acc.add(s, "a user skill of the same name in {first} comes first");
  return acc.skills;
}

/**
 * skill.py load_project_skills: third-party files at cwd, then at the git root; nested third-party
 * files below cwd; then the skills folders of cwd, then of the git root. The first of a name wins.
 */
export function projectSkills(ctx: ProfileContext, notes: Source[]): Skill[] {
  const { cwd } = ctx.input;
  const root = gitRoot(ctx);
  const roots: [string, SourceLayer][] = [[cwd, "project"]];
  if (root !== null && root !== cwd) roots.push([root, "repo"]);
  if (root !== null && root !== cwd) ctx.decide(`git root ${root}: its files are read after the working directory's`, root);
  const acc = new FirstWins(notes);
  const why = "a skill of the same name ({first}) was loaded first";
  try {
    for (const [r, layer] of roots) thirdPartyAt(ctx, r, layer, notes, (s) => acc.add(s, why));
  } catch (e) {
    if (!(e instanceof DecodeError)) throw e;
    ctx.diag({
      level: "warning",
      code: "project-docs-failed",
      path: e.path,
      message: `${e.path} is not valid UTF-8: the SDK's read raises, and OpenHands loads no project skill at all.`,
    });
    notes.push(undecodable(e, "project", "OpenHands then loads no project skill"));
    dropped(acc.skills, `${e.path} cannot be decoded, so OpenHands loads no project skill`, notes);
    return [];
  }
  for (const s of nestedThirdParty(ctx, root !== null, notes)) acc.add(s, why);
  for (const [r] of roots)
    for (const d of SKILL_DIRS) for (const s of skillsFolder(ctx, join(r, d), "project-rule", notes)) acc.add(s, why);
  return acc.skills;
}

/**
 * skills_service.py merge_skills: user skills, then project skills; a project skill replaces a user
 * skill of its name in place (a Python dict keeps the first key's position).
 */
export function mergeSkills(user: Skill[], project: Skill[], notes: Source[]): Skill[] {
  const byName = new Map<string, Skill>(user.map((s) => [s.name, s]));
  for (const s of project) {
    const before = byName.get(s.name);
    if (before)
      notes.push(
        shadowed(before.path, before.layer, s.path, before.size, `the project skill ${s.path} has the same name and overrides it`),
      );
    byName.set(s.name, s);
  }
  return [...byName.values()];
}
