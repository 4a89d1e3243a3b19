/**
 * Augment's rule files: every `.md`/`.mdx` file below a rules folder (searched recursively), and the
 * `type:`/`description:` frontmatter that decides when a workspace rule is sent.
 */
import { foldersBelow } from "../../core/find-down";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import { readFrontmatterFields, splitFrontmatter } from "../../core/lenient-frontmatter";
import { basename, join, relative } from "../../core/paths";
import type { SourceLayer } from "../../source-layers";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { noText, readTextOrNote } from "../shared";
import { DEFAULT_RULE_TYPE, FRONTMATTER_KEYS, NAME, RULE_EXTS, RULE_TYPES, RULES_DIR, type RuleType } from "./facts";

export interface Rule {
  path: string;
  layer: SourceLayer;
  /** The file name without its extension: what `@name` in the prompt calls. */
  name: string;
  /** The path below the rules folder. */
  rel: string;
  type: RuleType;
  /** `type:` as written, when it was written. */
  typeWritten?: string;
  description?: string;
  /** The text sent: the file without its frontmatter. */
  text: string;
  size: number;
}

const extOf = (name: string): string | undefined => RULE_EXTS.find((e) => name.toLowerCase().endsWith(e) && name.length > e.length);

/** Rule files below `dir`, in path order (inferred); other files are noted as not rules. */
export function ruleFiles(ctx: ProfileContext, dir: string, layer: SourceLayer, notes: Source[]): string[] {
  const out: string[] = [];
  for (const d of foldersBelow(ctx.fs, dir).dirs) {
    const names = ctx.fs.readdir(d);
    if (!names.ok) continue;
    for (const n of names.value) {
      const p = join(d, n);
      const st = ctx.fs.stat(p);
      if (!st.ok || st.value.kind === "dir") continue;
      if (extOf(n)) out.push(p);
      else notes.push(noText(p, layer, "unmatched", `Not a rule file: only .md and .mdx files in ${RULES_DIR} are read.`, st.value.size));
    }
  }
  return out.sort();
}

/** `type:` as the rule's type; an unknown value falls back to the default (inferred), with a warning. */
function typeOf(ctx: ProfileContext, path: string, raw: unknown): { type: RuleType; written?: string } {
  if (raw === undefined || raw === null) return { type: DEFAULT_RULE_TYPE };
  const written = String(raw);
  const known = RULE_TYPES.find((t) => t === written);
  if (known) return { type: known, written };
  ctx.diag({
    level: "warning",
    code: "unknown-trigger",
    path,
    message: `${path}: type: ${written} is not one of ${RULE_TYPES.join(", ")}; Rulescope treats the rule as ${DEFAULT_RULE_TYPE}, the documented default (inferred).`,
  });
  return { type: DEFAULT_RULE_TYPE, written };
}

function descriptionOf(ctx: ProfileContext, path: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === "string") return raw;
  ctx.diag({ level: "warning", code: "description-not-text", path, message: `${path}: description: is not text, so the rule has none.` });
  return undefined;
}

/** Read and parse one rule file; null (with the reason in `notes`) when it cannot be read. */
export function readRule(ctx: ProfileContext, path: string, dir: string, layer: SourceLayer, notes: Source[]): Rule | null {
  const r = readTextOrNote(ctx, path, layer, (n) => notes.push(n));
  if (!r) return null;
  const split = splitFrontmatter(r.text);
  if (split.unclosed)
    ctx.diag({
      level: "warning",
      code: "frontmatter-unclosed",
      path,
      message: `${path} opens frontmatter with --- and never closes it; Rulescope sends the whole file with the default type (inferred).`,
    });
  let fields: Record<string, unknown> = {};
  if (split.block !== undefined) {
    fields = readFrontmatterFields(split.block, ctx.yaml, { path }).fields;
    for (const u of unknownFrontmatterKeys(r.text, FRONTMATTER_KEYS)) ctx.diag(unknownKeyDiagnostic(path, u, NAME, FRONTMATTER_KEYS));
  }
  const { type, written } = typeOf(ctx, path, fields.type);
  const file = basename(path);
  return {
    path,
    layer,
    name: file.slice(0, file.length - (extOf(file)?.length ?? 0)),
    rel: relative(dir, path),
    type,
    ...(written !== undefined ? { typeWritten: written } : {}),
    description: descriptionOf(ctx, path, fields.description),
    text: split.body,
    size: r.size,
  };
}

/** `@name` tokens in the prompt (trailing punctuation dropped). */
export function mentions(prompt: string): string[] {
  return [...prompt.matchAll(/(?:^|[\s(])@([\w./-]+)/g)].map((m) => m[1].replace(/[.,;:!?-]+$/, ""));
}

/** Whether a token calls the rule: by name, file name, or path below the rules folder (with or without extension). */
export function calls(token: string, r: Rule): boolean {
  const relNoExt = r.rel.slice(0, r.rel.length - (extOf(r.rel)?.length ?? 0));
  return token === r.name || token === basename(r.path) || token === r.rel || token === relNoExt;
}
