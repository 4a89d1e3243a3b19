/**
 * One `*.instructions.md` (or `.claude/rules/*.md`) file: its frontmatter keys and body. Keys: `applyTo`
 * (comma-separated globs), `excludeAgent` ("code-review" | "coding-agent"), `description`; in a
 * `.claude/rules` folder, `paths` (a list; default `**`). Frontmatter goes through the lenient reader:
 * Copilot CLI 1.0.48 fixed unquoted globs such as `applyTo: **\/*.py` being ignored, so they count.
 */
import { frontmatterKeyLine } from "../../core/key-line";
import { frontmatterValueSpan } from "../../core/frontmatter-value";
import { readFrontmatterFields } from "../../core/lenient-frontmatter";
import type { YamlReader } from "../../core/yaml-bounded";
import { CLAUDE_RULE_KEYS, EXCLUDE_AGENT, INSTRUCTION_KEYS } from "./facts";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import type { Diagnostic } from "../../types";
import { openFrontmatter, type FileNote } from "../shared";
import type { SourceLayer } from "../../source-layers";

export interface InstructionFile {
  /** undefined: no applyTo at all (what that means differs per surface). */
  patterns?: string[];
  /** The line the patterns are written on (`applyTo:` or `paths:`), for warnings about them. */
  patternsLine?: number;
  /**
   * applyTo was written as a YAML list: the CLI reads it, VS Code reads applyTo only as a string
   * (PromptHeader.applyTo, microsoft/vscode promptFileParser.ts @ d634789) and so ignores it.
   */
  patternsList?: true;
  /** Rewrites such a list as the one string every surface reads. */
  patternsListFix?: Diagnostic["fix"];
  excludeAgent?: string;
  description?: string;
  body: string;
  notes: FileNote[];
}

/** An instruction file read and parsed, waiting for its place in the prompt (both runtimes keep a list). */
export interface PendingFile {
  path: string;
  layer: SourceLayer;
  file: InstructionFile;
  size: number;
  text: string;
}

/** Split on commas outside `{}` and `[]` (`**\/*.{ts,tsx}` stays one pattern), trim, drop empties. */
export function splitPatterns(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const ch of value) {
    if (ch === "{" || ch === "[") depth++;
    else if ((ch === "}" || ch === "]") && depth > 0) depth--;
    if (ch === "," && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((p) => p.trim()).filter((p) => p !== "");
}

function patternsOf(v: unknown, key: string, notes: FileNote[]): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return splitPatterns(v);
  if (Array.isArray(v) && v.every((x) => typeof x === "string")) return v.flatMap((x: string) => splitPatterns(x));
  notes.push({
    level: "warning",
    code: "apply-to-invalid",
    message: `sets ${key}: to ${JSON.stringify(v)}, which is not a glob or a list of globs, so it is ignored`,
  });
  return undefined;
}

/**
 * An applyTo written as a YAML list: a note (every surface but VS Code reads it) and a repair to the
 * one string of comma-separated globs GitHub documents. The repair replaces the list node the YAML
 * parser locates, from the key to its last item; comment lines among the items are kept below the
 * key, and a list whose items carry comments of their own, or that strict YAML rejects, gets no repair.
 */
function applyToList(text: string, patterns: string[], line: number | undefined): { note: FileNote } {
  const message = `writes applyTo: as a YAML list (${patterns.join(", ")}); GitHub documents applyTo as one string of comma-separated globs, and VS Code reads it only as a string, so there the file is never attached. Written as applyTo: "${patterns.join(",")}" every Copilot surface reads it`;
  const span = frontmatterValueSpan(text, "applyTo");
  if (
    line === undefined ||
    !span ||
    span.style !== "list" ||
    span.inlineComments ||
    patterns.some((p) => p.includes('"') || p.includes("\\"))
  )
    return { note: { level: "info", code: "fragile-form", message } };
  const first = text.lastIndexOf("\n", span.keyEnd - 1) + 1;
  const nl = text.indexOf("\n", span.end);
  const region = text.slice(first, nl < 0 ? text.length : nl).split("\n");
  // The key's own line may carry a comment after the colon; later comment-only lines stay as they are.
  const keyComment = /:\s*(#.*?)\r?$/.exec(region[0].slice(span.keyEnd - first));
  const comments = region.slice(1).filter((l) => /^\s*#/.test(l));
  const written = `${text.slice(first, span.keyEnd)}: "${patterns.join(",")}"${keyComment ? ` ${keyComment[1]}` : ""}`;
  const fix = {
    line,
    endLine: line + region.length - 1,
    text: [written, ...comments].join("\n"),
    description: `Write applyTo as one string: "${patterns.join(",")}"`,
  };
  return { note: { level: "info", code: "fragile-form", message, line, fix } };
}

/** Diagnostics for frontmatter keys Copilot does not know (it ignores them without a word). */
export function unknownKeyDiagnostics(path: string, text: string, claudeRule: boolean): Diagnostic[] {
  const known = claudeRule ? CLAUDE_RULE_KEYS : INSTRUCTION_KEYS;
  return unknownFrontmatterKeys(text, known).map((u) => unknownKeyDiagnostic(path, u, "Copilot", known));
}

export function parseInstructionFile(text: string, claudeRule: boolean, yaml: YamlReader, path?: string): InstructionFile {
  const { split, notes } = openFrontmatter(
    text,
    "opens with --- but has no closing --- line, so it has no frontmatter and all of it is instruction text",
  );
  if (split.block === undefined) return { ...(claudeRule ? { patterns: ["**"] } : {}), body: split.body, notes };
  const read = readFrontmatterFields(split.block, yaml, { path, line: 2 });
  if (read.via === "lines")
    notes.push({
      level: "info",
      code: "frontmatter-invalid",
      message: `has frontmatter that strict YAML rejects (${read.yamlError}); its key: value lines are read as plain text, as Copilot does for unquoted globs`,
    });
  const f = read.fields;
  const key = claudeRule ? "paths" : "applyTo";
  const patterns = patternsOf(f[key], key, notes) ?? (claudeRule ? ["**"] : undefined);
  const patternsLine = f[key] !== undefined ? frontmatterKeyLine(text, key) : undefined;
  const list = !claudeRule && Array.isArray(f.applyTo) && patterns !== undefined ? applyToList(text, patterns, patternsLine) : undefined;
  if (list) notes.push(list.note);
  const ex = f.excludeAgent;
  let excludeAgent: string | undefined;
  if (typeof ex === "string") {
    excludeAgent = ex.trim();
    if (excludeAgent !== EXCLUDE_AGENT.codeReview && excludeAgent !== EXCLUDE_AGENT.codingAgent)
      notes.push({
        level: "warning",
        code: "exclude-agent-unknown",
        message: `sets excludeAgent: "${excludeAgent}"; only "code-review" and "coding-agent" are documented, so it excludes nothing`,
      });
  } else if (ex !== undefined && ex !== null)
    notes.push({
      level: "warning",
      code: "exclude-agent-unknown",
      message: `sets excludeAgent: to ${JSON.stringify(ex)}, not "code-review" or "coding-agent", so it excludes nothing`,
    });
  const description = typeof f.description === "string" && f.description.trim() !== "" ? f.description.trim() : undefined;
  return {
    ...(patterns !== undefined ? { patterns } : {}),
    ...(patternsLine !== undefined ? { patternsLine } : {}),
    ...(list ? { patternsList: true as const, ...(list.note.fix ? { patternsListFix: list.note.fix } : {}) } : {}),
    ...(excludeAgent !== undefined ? { excludeAgent } : {}),
    ...(description !== undefined ? { description } : {}),
    body: split.body,
    notes,
  };
}
