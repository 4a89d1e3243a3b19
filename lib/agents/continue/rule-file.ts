/**
 * One Continue rule, and markdownToRule() (packages/config-yaml/src/markdown/markdownToRule.ts):
 * line endings become \n; the text is split at every line that is `---` (trailing spaces allowed);
 * with three parts or more, the second is YAML frontmatter and the rest, joined by `---` and trimmed,
 * is the rule; text before the first `---` line is dropped. A YAML error keeps the whole text
 * (frontmatter included) as the rule. Colocated rules.md get their globs prefixed with their folder.
 */
import { frontmatterKeyLine } from "../../core/key-line";
import type { ProfileContext } from "../base";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import { FRONTMATTER_KEYS, NAME } from "./facts";
import type { SourceLayer } from "../../source-layers";

export type Globs = string | string[] | undefined;

export interface Rule {
  /** Absolute path of the file, or of config.yaml for an inline rule (then `inline` is set). */
  path: string;
  layer: SourceLayer;
  /** What Continue calls it: frontmatter name, else the last two parts of the path. */
  name: string;
  /** The text appended to the system message. */
  text: string;
  size: number;
  globs: Globs;
  regex: string | string[] | undefined;
  description?: string;
  alwaysApply?: boolean;
  invokable?: boolean;
  /** Whether Continue's sourceFile check sees it as a rule of the .continue folder (or one without a file). */
  rootLevel: boolean;
  /** The line its globs are written on, for warnings. */
  globsLine?: number;
  /** An inline config.yaml rule (no sourceFile). */
  inline?: boolean;
  /** Forced on (AGENTS.md). */
  forced?: string;
}

export interface Parsed {
  data: Record<string, unknown>;
  body: string;
  /** Text before the first `---` line that Continue drops. */
  dropped?: string;
  error?: string;
}

const SPLIT = /^---\s*$/m;

export function parseMarkdownRule(ctx: ProfileContext, text: string, path: string): Parsed {
  const normalized = text.replace(/\r\n/g, "\n");
  const parts = normalized.split(SPLIT);
  if (parts.length < 3) return { data: {}, body: normalized };
  try {
    const value = ctx.yaml.parse(parts[1], { path });
    const data = value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    return { data, body: parts.slice(2).join("---").trim(), ...(parts[0].trim() !== "" ? { dropped: parts[0] } : {}) };
  } catch (e) {
    return { data: {}, body: normalized, error: (e instanceof Error ? e.message : String(e)).split("\n", 1)[0] };
  }
}

/** getRuleName(): the last two segments of the file's path when frontmatter has no name. */
const fallbackName = (path: string) => path.split("/").filter(Boolean).slice(-2).join("/");

export const asGlobs = (v: unknown): Globs =>
  typeof v === "string" || (Array.isArray(v) && v.every((x) => typeof x === "string")) ? (v as string | string[]) : undefined;

/** getGlobPattern(): a colocated rule's globs start at its folder (`dir/**\/glob`); no globs means `dir/**\/*`. */
export function colocatedGlobs(globs: Globs, dir: string): Globs {
  const prefix = dir.endsWith("/") ? dir : `${dir}/`;
  const one = (g: string) => (g.startsWith("**") ? prefix + g : `${prefix}**/${g}`);
  if (!globs) return `${prefix}**/*`;
  return Array.isArray(globs) ? globs.map(one) : one(globs);
}

export function ruleFromMarkdown(
  ctx: ProfileContext,
  path: string,
  layer: SourceLayer,
  text: string,
  size: number,
  rootLevel: boolean,
): Rule {
  const p = parseMarkdownRule(ctx, text, path);
  if (p.error)
    ctx.diag({
      level: "warning",
      code: "frontmatter-invalid",
      path,
      message: `${path}: its frontmatter is not valid YAML (${p.error}); ${NAME} then sends the whole file, frontmatter and all, as the rule.`,
    });
  if (p.dropped !== undefined)
    ctx.diag({
      level: "warning",
      code: "text-before-frontmatter",
      path,
      message: `${path} has text before its first --- line; ${NAME} reads what lies between the first two --- lines as frontmatter and drops the text above it.`,
    });
  for (const u of unknownFrontmatterKeys(text, FRONTMATTER_KEYS)) ctx.diag(unknownKeyDiagnostic(path, u, NAME, FRONTMATTER_KEYS));
  const d = p.data;
  const globs = asGlobs(d.globs);
  if (d.globs !== undefined && d.globs !== null && globs === undefined)
    ctx.diag({
      level: "warning",
      code: "globs-not-text",
      path,
      message: `${path}: globs should be a string or a list of strings; Rulescope treats it as absent.`,
    });
  const globsLine = d.globs !== undefined ? frontmatterKeyLine(text, "globs") : undefined;
  return {
    path,
    layer,
    name: typeof d.name === "string" && d.name !== "" ? d.name : fallbackName(path),
    text: p.body,
    size,
    globs,
    regex: asGlobs(d.regex),
    ...(typeof d.description === "string" ? { description: d.description } : {}),
    ...(typeof d.alwaysApply === "boolean" ? { alwaysApply: d.alwaysApply } : {}),
    ...(d.invokable === true ? { invokable: true } : {}),
    rootLevel,
    ...(globsLine ? { globsLine } : {}),
  };
}
