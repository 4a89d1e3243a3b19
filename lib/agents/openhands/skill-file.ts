/**
 * One skill file as the SDK's Skill.load reads it (skill.py): third-party files (AGENTS.md, CLAUDE.md,
 * .cursorrules...) are taken whole, frontmatter and all; other files go through python-frontmatter
 * (text and body stripped) and their keys pick the trigger: `paths` (a path rule), else `inputs` (a
 * task, also fired by `/name`), else `triggers` (keywords), else none (always on).
 */
import type { SourceLayer } from "../../source-layers";
import type { YamlReader } from "../../core/yaml-bounded";
import { MISSING_VARIABLES, SKILL_NAME, SKILL_NAME_MAX, THIRD_PARTY } from "./facts";

type Trigger =
  { kind: "none" } | { kind: "keyword"; keywords: string[] } | { kind: "task"; keywords: string[] } | { kind: "path"; paths: string[] };

export interface Skill {
  name: string;
  /** The text the agent sends: the whole file (third-party) or the stripped body. */
  content: string;
  path: string;
  size: number;
  layer: SourceLayer;
  trigger: Trigger;
  /** A SKILL.md (AgentSkills format): always offered by name, read on demand. */
  agentSkills: boolean;
  description?: string;
  /** Offered to the model by name? Path rules never are. */
  hidden: boolean;
}

export type Loaded = { ok: true; skill: Skill } | { ok: false; why: string };

export interface FileInfo {
  path: string;
  text: string;
  size: number;
  layer: SourceLayer;
}

/** Python's str.strip(): its whitespace is not JavaScript's (no U+FEFF; U+001C-U+001F and U+0085 count). */
const PY_WS = "[\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";
const PY_STRIP = new RegExp(`^${PY_WS}+|${PY_WS}+$`, "g");
export const pyStrip = (s: string) => s.replace(PY_STRIP, "");

/**
 * python-frontmatter's parse: the stripped text must open with a `---` line (three dashes or more); the
 * block runs to the next such line; the body after it is stripped. No closing line: no metadata.
 */
function splitPyFrontmatter(text: string): { block?: string; content: string } {
  const t = pyStrip(text);
  const lines = t.split("\n");
  if (!/^-{3,}\s*$/.test(lines[0] ?? "")) return { content: t };
  for (let i = 1; i < lines.length; i++)
    if (/^-{3,}\s*$/.test(lines[i])) return { block: lines.slice(1, i).join("\n"), content: pyStrip(lines.slice(i + 1).join("\n")) };
  return { content: t };
}

/** A third-party file: always on, named after its kind, text untouched (skill.py _handle_third_party). */
export function thirdPartySkill(f: FileInfo, name?: string): Skill | null {
  const kind = THIRD_PARTY[baseName(f.path).toLowerCase()];
  if (kind === undefined) return null;
  return {
    name: name ?? kind,
    content: f.text,
    path: f.path,
    size: f.size,
    layer: f.layer,
    trigger: { kind: "none" },
    agentSkills: false,
    hidden: false,
  };
}

const baseName = (p: string) => p.slice(p.lastIndexOf("/") + 1);

/** skill.py _parse_paths: a comma list or a list; trimmed, empties dropped; none left means no paths. */
function parsePaths(v: unknown): string[] | null | "bad" {
  if (v === undefined || v === null) return null;
  const items =
    typeof v === "string" ? v.split(",") : Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x : JSON.stringify(x))) : "bad";
  if (items === "bad") return "bad";
  const out = items.map((s) => pyStrip(s)).filter((s) => s !== "");
  return out.length > 0 ? out : null;
}

function readMeta(block: string | undefined, yaml: YamlReader, path: string): Record<string, unknown> | string {
  if (block === undefined) return {};
  try {
    const v = yaml.parse(block, { path, line: 2 });
    return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch (e) {
    return `its frontmatter is not valid YAML (${String((e as Error).message).split("\n", 1)[0]})`;
  }
}

/** The trigger the frontmatter picks (skill.py _create_skill_from_metadata), or why the file fails. */
function pickTrigger(meta: Record<string, unknown>, name: string): Trigger | string {
  const keywords = meta.triggers === undefined ? [] : meta.triggers;
  if (!Array.isArray(keywords)) return "triggers: is not a list";
  const words = keywords.map((k) => String(k));
  const paths = parsePaths(meta.paths);
  if (paths === "bad") return "paths: is neither text nor a list";
  if (paths) return { kind: "path", paths };
  if ("inputs" in meta) {
    if (!Array.isArray(meta.inputs)) return "inputs: is not a list";
    return { kind: "task", keywords: words.includes(`/${name}`) ? words : [...words, `/${name}`] };
  }
  if (words.length > 0) return { kind: "keyword", keywords: words };
  return { kind: "none" };
}

/** AgentSkills name rules (utils.py validate_skill_name, strict). */
function nameProblem(name: string, dir: string): string | null {
  if (name === "") return "its name is empty";
  if (name.length > SKILL_NAME_MAX) return `its name is over ${SKILL_NAME_MAX} characters`;
  if (!SKILL_NAME.test(name)) return `its name "${name}" is not lowercase letters and digits with single hyphens`;
  if (name !== dir) return `its name "${name}" does not match its folder "${dir}"`;
  return null;
}

/**
 * A file in a skills folder: a SKILL.md (named by its folder) or a legacy .md (named by its path below
 * the folder, without .md). A `name:` key wins in both.
 */
export function folderSkill(f: FileInfo, skillsDir: string, yaml: YamlReader): Loaded {
  const thirdParty = thirdPartySkill(f);
  if (thirdParty) return { ok: true, skill: thirdParty };
  const isSkillMd = baseName(f.path).toLowerCase() === "skill.md";
  const split = splitPyFrontmatter(f.text);
  const meta = readMeta(split.block, yaml, f.path);
  if (typeof meta === "string") return { ok: false, why: meta };
  const rel = f.path.slice(skillsDir.length + 1);
  const dir = isSkillMd ? rel.split("/").slice(-2, -1)[0] : "";
  const fallback = isSkillMd ? dir : rel.slice(0, -".md".length);
  const name = meta.name === undefined || meta.name === null ? fallback : String(meta.name);
  if (isSkillMd) {
    const bad = nameProblem(name, dir);
    if (bad) return { ok: false, why: bad };
  }
  const trigger = pickTrigger(meta, name);
  if (typeof trigger === "string") return { ok: false, why: trigger };
  if (meta.description !== undefined && meta.description !== null && typeof meta.description !== "string")
    return { ok: false, why: "description: is not text" };
  const dmi = meta["disable-model-invocation"] ?? meta.disable_model_invocation;
  let content = split.content;
  const asks = (Array.isArray(meta.inputs) && meta.inputs.length > 0) || /\$\{[a-zA-Z_][a-zA-Z0-9_]*\}/.test(content);
  if (trigger.kind === "task" && asks && content !== "" && !content.includes(MISSING_VARIABLES)) content += MISSING_VARIABLES;
  const skill: Skill = {
    name,
    content,
    path: f.path,
    size: f.size,
    layer: f.layer,
    trigger,
    agentSkills: isSkillMd,
    hidden: trigger.kind === "path" || dmi === true || dmi === "true",
    ...(typeof meta.description === "string" ? { description: meta.description } : {}),
  };
  return { ok: true, skill };
}
