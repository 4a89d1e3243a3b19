/**
 * The texts OpenHands builds from its skills, in its own words (SDK dynamic.py sections, skill.py
 * to_prompt, skill_knowledge_info.j2, agent_context.py get_tool_use_suffix), and the matchers that
 * decide which skills fire (keywords in the user's message, path globs on a touched file).
 */
import { Composer } from "../../core/compose";
import type { GlobGuard, GlobSite } from "../../core/glob-guard";
import {
  AVAILABLE_CLOSE,
  AVAILABLE_OPEN,
  KEYWORD_BLOCK_CLOSE,
  keywordBlock,
  MAX_DESCRIPTION,
  PATH_RULE_CLOSE,
  pathRuleOpen,
  REPO_BLOCK_CLOSE,
  REPO_CONTEXT_CLOSE,
  REPO_CONTEXT_OPEN,
  repoBlockOpen,
  SECTION_SEPARATOR,
  skillElement,
  SKILLS_CLOSE,
  SKILLS_OPEN,
  truncatedNote,
} from "./facts";
import { pyStrip, type Skill } from "./skill-file";

/** Python's len(): code points. */
const pyLen = (s: string) => Array.from(s).length;
const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** skill.py to_prompt: the description, or the first line that is neither blank nor a heading, cut with a note. */
function describe(s: Skill): string {
  let description = s.description ?? "";
  let cut = 0;
  if (!s.description) {
    let before = 0;
    for (const line of s.content.split("\n")) {
      const t = pyStrip(line);
      if (t === "" || t.startsWith("#")) {
        before += pyLen(line) + 1;
        continue;
      }
      description = t;
      cut = Math.max(0, pyLen(s.content) - (before + pyLen(line)));
      break;
    }
  }
  const chars = Array.from(description);
  if (chars.length > MAX_DESCRIPTION) {
    cut += chars.length - MAX_DESCRIPTION;
    description = chars.slice(0, MAX_DESCRIPTION).join("");
  }
  if (cut > 0) description += truncatedNote(cut, s.name);
  return xmlEscape(pyStrip(description));
}

/** The dynamic block's skill sections: <REPO_CONTEXT> (always-on skills) then <SKILLS> (offered ones). */
export function dynamicBlock(repo: Skill[], offered: Skill[]): Composer {
  const c = new Composer();
  if (repo.length > 0) {
    c.frame(REPO_CONTEXT_OPEN);
    for (const s of repo) {
      c.frame(repoBlockOpen(s.name));
      c.content(s.content, s.path);
      c.frame(REPO_BLOCK_CLOSE);
    }
    c.frame(REPO_CONTEXT_CLOSE);
  }
  if (offered.length > 0) {
    if (repo.length > 0) c.frame(SECTION_SEPARATOR);
    const items = offered.map((s) => "\n" + skillElement(xmlEscape(pyStrip(s.name)), describe(s)));
    c.frame(SKILLS_OPEN + AVAILABLE_OPEN + items.join("") + "\n" + AVAILABLE_CLOSE + SKILLS_CLOSE);
  }
  return c;
}

/** skill.py _keyword_matches: whole token, case-insensitive, bounded by non-alphanumerics. */
export function firstKeyword(keywords: string[], message: string): string | null {
  const lower = message.toLowerCase();
  for (const k of keywords) {
    const kl = k.toLowerCase();
    if (kl === "") continue;
    const re = new RegExp(`(?<![a-z0-9])${kl.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}(?![a-z0-9])`);
    if (re.test(lower)) return k;
  }
  return null;
}

/** skill_knowledge_info.j2 rendered and stripped: one <EXTRA_INFO> per fired skill. */
export function keywordText(fired: { skill: Skill; keyword: string }[]): string {
  const raw = fired.map((f) => keywordBlock(f.keyword, f.skill.path) + f.skill.content + KEYWORD_BLOCK_CLOSE).join("");
  return pyStrip(raw);
}

/** get_tool_use_suffix: one <EXTRA_INFO> per path rule, joined with a line break. */
export function pathRuleText(fired: { skill: Skill; pattern: string }[]): string {
  return fired.map((f) => pathRuleOpen(f.pattern, f.skill.path) + f.skill.content + PATH_RULE_CLOSE).join("\n");
}

const GLOB_TOKENS = /\*\*\/|\*\*|\*|\?|[^*?]+/g;
const GLOB_REGEX: Record<string, string> = { "**/": "(?:.*/)?", "**": ".*", "*": "[^/]*", "?": "[^/]" };

/** skill.py path_matches_glob as a regular expression: gitignore-style, a pattern without `/` matching a name at any depth. */
function patternRegex(pattern: string): RegExp {
  const p = pattern.includes("/") ? pattern : "**/" + pattern;
  const body = (p.match(GLOB_TOKENS) ?? []).map((t) => GLOB_REGEX[t] ?? t.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")).join("");
  return new RegExp(`^(?:${body})$`, "s");
}

/**
 * skill.py path_matches_glob. `compiled` keeps each pattern's expression for the resolve: a session
 * touching thousands of files tests the same patterns again and again.
 */
export function pathMatches(guard: GlobGuard, site: GlobSite, rel: string, pattern: string, compiled?: Map<string, RegExp>): boolean {
  if (pattern === "" || !guard.affordable(pattern, rel, "minimatch", site)) return false;
  let re = compiled?.get(pattern);
  if (re === undefined) {
    re = patternRegex(pattern);
    compiled?.set(pattern, re);
  }
  return re.test(rel);
}

/**
 * The folder a pattern's literal start names ("" when it starts with a wildcard or has no `/`): only
 * a path at or below it can match, since everything before the first `*` or `?` is matched as written.
 */
export function literalFolder(pattern: string): string {
  if (!pattern.includes("/")) return "";
  const wild = pattern.search(/[*?]/);
  const literal = wild < 0 ? pattern : pattern.slice(0, wild);
  const cut = literal.lastIndexOf("/");
  return cut < 0 ? "" : literal.slice(0, cut);
}

/** Whether a path at `rel` can match the pattern at all: it lies below the pattern's literal folder. */
export function mayMatch(rel: string, pattern: string): boolean {
  const folder = literalFolder(pattern);
  return folder === "" || rel.startsWith(folder + "/");
}
