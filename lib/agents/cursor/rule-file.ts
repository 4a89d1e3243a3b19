/**
 * One project rule file: its frontmatter fields and the rule type they pick (docs: "Rule anatomy" and
 * "Rule file format"). `alwaysApply: true` wins; else globs make it Auto Attached; else a description
 * makes it Agent Requested; else it is Manual. Only a real boolean `true` counts for alwaysApply (a
 * quoted "true" does not: skillsaw cursor-rules-valid, 3p). globs: a comma list or a YAML list.
 */
import { leadingBlankLines, openFrontmatter, type FileNote } from "../shared";
import { frontmatterKeyLine } from "../../core/key-line";
import { frontmatterValueSpan, yamlScalar } from "../../core/frontmatter-value";
import { readFrontmatterFields } from "../../core/lenient-frontmatter";
import type { YamlReader } from "../../core/yaml-bounded";

type RuleType = "always" | "auto" | "requested" | "manual";

export interface ParsedRuleFile {
  type: RuleType;
  globs: string[];
  /** The line `globs:` is written on, for warnings about its patterns. */
  globsLine?: number;
  description?: string;
  /** The rule text: what follows the frontmatter, leading blank lines dropped. */
  body: string;
  notes: FileNote[];
}

/** A comma list (string) or a list of strings, each split on commas too; trimmed, empties dropped. */
function splitGlobs(v: unknown): string[] {
  const parts = Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : [];
  return parts
    .flatMap((p) => p.split(","))
    .map((p) => p.trim().replace(/^["']|["']$/g, ""))
    .filter((p) => p !== "");
}

/**
 * The lines of a `globs:` value rewritten as `value`: the node the YAML parser locates, in its own
 * quoting (a comment after it stays). When strict YAML rejects the block (`globs: **\/*.ts, b/**`
 * unquoted, which Cursor's lenient reader accepts), the bare value on the key's line; none for a
 * quoted or commented one there, whose reading the line reader cannot vouch for.
 */
function globsFix(text: string, line: number, value: string): { line: number; endLine: number; text: string } | undefined {
  const span = frontmatterValueSpan(text, "globs");
  if (span) {
    if (span.style !== "plain" && span.style !== "single" && span.style !== "double") return undefined;
    const first = text.lastIndexOf("\n", span.start - 1) + 1;
    const nl = text.indexOf("\n", span.end);
    const startLine = lineBreaks(text.slice(0, first)) + 1;
    const endLine = startLine + lineBreaks(text.slice(first, span.end));
    return {
      line: startLine,
      endLine,
      text: text.slice(first, span.start) + yamlScalar(value, span.style) + text.slice(span.end, nl < 0 ? text.length : nl),
    };
  }
  const row = text.split("\n")[line - 1].replace(/\r$/, "");
  const bare = /^(\s*globs\s*:\s*)([^\s"'#][^#]*?)\s*$/.exec(row);
  return bare ? { line, endLine: line, text: `${bare[1]}${value}` } : undefined;
}

const lineBreaks = (s: string) => s.split("\n").length - 1;

export function parseRuleFile(text: string, yaml: YamlReader, path?: string): ParsedRuleFile {
  const { split, notes } = openFrontmatter(
    text,
    "opens with --- but has no closing --- line, so it has no metadata and all of it (the --- line too) is rule text",
  );
  const body = split.body.slice(leadingBlankLines(split.body));
  if (split.block === undefined) return { type: "manual", globs: [], body, notes };
  const read = readFrontmatterFields(split.block, yaml, { path, line: 2 });
  if (read.via === "lines")
    notes.push({
      level: "info",
      code: "frontmatter-invalid",
      message: `has frontmatter that strict YAML rejects (${read.yamlError}); Cursor's own reader is lenient, so its key: value lines are read as plain text`,
    });
  const f = read.fields;
  const globs = splitGlobs(f.globs);
  if (f.globs !== undefined && f.globs !== null && typeof f.globs !== "string" && !Array.isArray(f.globs))
    notes.push({
      level: "warning",
      code: "globs-not-text",
      message: `sets globs: to ${JSON.stringify(f.globs)}, which is neither a comma list nor a list of patterns, so it is ignored`,
    });
  // Reported, not in the docs (which accept a comma list): nefarius/BthPS3#143, citing Cursor forum
  // threads, found `globs: a/**, b/**` matching nothing until the space after the comma went.
  if (typeof f.globs === "string" && /,\s/.test(f.globs) && globs.length > 1) {
    const line = frontmatterKeyLine(text, "globs");
    const fixed = line !== undefined ? globsFix(text, line, globs.join(",")) : undefined;
    notes.push({
      level: "info",
      code: "fragile-form",
      message: `writes globs: with spaces after its commas (${f.globs.trim()}); Cursor's docs accept a comma list, but users report that such a list matches nothing (nefarius/BthPS3#143, citing Cursor forum threads). Written as ${globs.join(",")} it works either way`,
      ...(line !== undefined ? { line } : {}),
      ...(fixed ? { fix: { ...fixed, description: `Drop the spaces after the commas: ${globs.join(",")}` } } : {}),
    });
  }
  const description = typeof f.description === "string" && f.description.trim() !== "" ? f.description.trim() : undefined;
  if (f.description !== undefined && f.description !== null && typeof f.description !== "string")
    notes.push({
      level: "warning",
      code: "description-not-text",
      message: `sets description: to ${JSON.stringify(f.description)}, not text, so it has no description`,
    });
  const always = f.alwaysApply === true;
  if (f.alwaysApply !== undefined && f.alwaysApply !== null && typeof f.alwaysApply !== "boolean")
    notes.push({
      level: "warning",
      code: "always-apply-not-boolean",
      message: `sets alwaysApply: to ${JSON.stringify(f.alwaysApply)}, not the boolean true, so it is not always applied`,
    });
  const type: RuleType = always ? "always" : globs.length > 0 ? "auto" : description ? "requested" : "manual";
  const globsLine = globs.length > 0 ? frontmatterKeyLine(text, "globs") : undefined;
  return { type, globs, ...(globsLine ? { globsLine } : {}), ...(description ? { description } : {}), body, notes };
}
