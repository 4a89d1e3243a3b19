/**
 * One Trae rule file: its frontmatter picks the apply mode (docs: the Rules panel sets `alwaysApply`,
 * and `description` or `globs` by mode). alwaysApply: true is Always; else globs make it apply to
 * specific files; else a description makes it Intelligent (the model decides); else it is Manual
 * (`#name` in the chat). globs is a comma-separated string (docs; vibetags#712 read Trae's parser).
 */
import { frontmatterKeyLine } from "../../core/key-line";
import { readFrontmatterFields } from "../../core/lenient-frontmatter";
import type { YamlReader } from "../../core/yaml-bounded";
import { leadingBlankLines, openFrontmatter, type FileNote } from "../shared";

export type Mode = "always" | "files" | "intelligent" | "manual";

export interface ParsedRule {
  mode: Mode;
  globs: string[];
  globsLine?: number;
  description?: string;
  scene?: string;
  body: string;
  notes: FileNote[];
}

function globsOf(v: unknown, notes: FileNote[]): string[] {
  if (Array.isArray(v)) {
    notes.push({
      level: "info",
      code: "fragile-form",
      message:
        "writes globs: as a YAML list; Trae's docs show a comma-separated list, and Trae's parser reads the line as text (vibetags#712), so a bracketed list may match nothing. Rulescope uses the items",
    });
    return v
      .filter((x): x is string => typeof x === "string")
      .map((g) => g.trim())
      .filter((g) => g !== "");
  }
  if (typeof v !== "string") return [];
  return v
    .split(",")
    .map((g) => g.trim().replace(/^["']|["']$/g, ""))
    .filter((g) => g !== "");
}

/** The type of a rule with no frontmatter: Always (inferred from project_rules.md, which had none). */
const NO_FRONTMATTER: FileNote = {
  level: "info",
  code: "no-trigger",
  message:
    "has no frontmatter; Trae's Rules panel always writes one, so Rulescope treats the file as Always (as project_rules.md was before apply modes existed)",
};

export function parseRule(text: string, yaml: YamlReader, path: string): ParsedRule {
  const { split, notes } = openFrontmatter(text, "opens with --- but has no closing --- line, so all of it is rule text");
  if (split.block === undefined) return { mode: "manual", globs: [], body: split.body, notes: [...notes, NO_FRONTMATTER] };
  const f = readFrontmatterFields(split.block, yaml, { path, line: 2 }).fields;
  const globs = globsOf(f.globs, notes);
  if (f.alwaysApply !== undefined && f.alwaysApply !== null && typeof f.alwaysApply !== "boolean")
    notes.push({
      level: "warning",
      code: "always-apply-not-boolean",
      message: `sets alwaysApply: to ${JSON.stringify(f.alwaysApply)}, not the boolean true, so it is not always applied`,
    });
  const description = typeof f.description === "string" && f.description.trim() !== "" ? f.description.trim() : undefined;
  const mode: Mode = f.alwaysApply === true ? "always" : globs.length > 0 ? "files" : description ? "intelligent" : "manual";
  const globsLine = globs.length > 0 ? frontmatterKeyLine(text, "globs") : undefined;
  const scene = typeof f.scene === "string" ? f.scene.trim() : undefined;
  return {
    mode,
    globs,
    ...(globsLine ? { globsLine } : {}),
    ...(description ? { description } : {}),
    ...(scene ? { scene } : {}),
    body: split.body.slice(leadingBlankLines(split.body)),
    notes,
  };
}
