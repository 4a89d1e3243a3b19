/**
 * Finding and reading Trae's rule files: the global folder, the project's `.trae/rules` (its subfolders
 * up to the variant's depth), `.trae/rules` folders in subdirectories, and the imported root files.
 */
import { utf8Length } from "../../core/bytes";
import { foldersBelow } from "../../core/find-down";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import { basename, join, normalize, relative } from "../../core/paths";
import type { SourceLayer } from "../../source-layers";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { fileNoteDiagnostic, noText, readTextOrNote } from "../shared";
import type { Behaviour } from "./behaviour";
import { FRONTMATTER_KEYS, NAME, RULE_EXT, RULES_DIR, SKIP_DIRS } from "./facts";
import { parseRule, type Mode, type ParsedRule } from "./rule-file";

export interface Rule {
  path: string;
  layer: SourceLayer;
  /** The name `#name` calls it by: the file name without `.md`. */
  name: string;
  mode: Mode;
  /** Patterns relative to the project root (a subdirectory's rules are prefixed with it). */
  globs: string[];
  globsLine?: number;
  description?: string;
  /** For a subdirectory's rule: that subdirectory, relative to the project root. */
  subdir?: string;
  body: string;
  size: number;
}

export function ruleSource(r: Rule, reason: string, matchedBy?: string[]): Source {
  return {
    path: r.path,
    layer: r.layer,
    status: "included",
    reason,
    bytes: r.size,
    includedBytes: Math.min(r.size, utf8Length(r.body)),
    ...(matchedBy ? { matchedBy } : {}),
  };
}

function isDir(ctx: ProfileContext, p: string): boolean {
  const st = ctx.fs.stat(p);
  return st.ok && st.value.kind === "dir";
}

/**
 * `.md` files of a rules folder: its own files in name order, then each subfolder's (name order) down
 * to `depth` levels; a subfolder past the limit is one `unmatched` note.
 */
function ruleFiles(ctx: ProfileContext, dir: string, depth: number, notes: Source[], layer: SourceLayer, limit = depth): string[] {
  const names = ctx.fs.readdir(dir);
  if (!names.ok) return [];
  const files: string[] = [];
  const dirs: string[] = [];
  for (const n of [...names.value].sort()) {
    const p = join(dir, n);
    if (isDir(ctx, p)) dirs.push(p);
    else if (n.toLowerCase().endsWith(RULE_EXT) && n.length > RULE_EXT.length) files.push(p);
    else if (ctx.fs.stat(p).ok) notes.push(noText(p, layer, "unmatched", `Not a rule: only ${RULE_EXT} files are rules.`));
  }
  for (const d of dirs) {
    if (depth > 0) files.push(...ruleFiles(ctx, d, depth - 1, notes, layer, limit));
    else
      notes.push(
        noText(
          d,
          layer,
          "unmatched",
          limit === 0
            ? "Not read: this release reads only the files directly in a rules folder."
            : `Not read: Trae reads rule subfolders ${limit} levels deep, and this folder is below that.`,
        ),
      );
  }
  return files;
}

/** A subdirectory's pattern, made relative to the project root. */
function prefixed(subdir: string, g: string): string {
  const bare = g.replace(/^(\.\/|\/)+/, "");
  return bare.includes("/") ? `${subdir}/${bare}` : `${subdir}/**/${bare}`;
}

/** Read one rule file; notes for anything that keeps it out. */
export function readRule(
  ctx: ProfileContext,
  path: string,
  layer: SourceLayer,
  notes: Source[],
  opts: { subdir?: string; plain?: boolean } = {},
): Rule | null {
  const { subdir, plain } = opts;
  const read = readTextOrNote(ctx, path, layer, (n) => notes.push(n));
  if (!read) return null;
  // A plain file (project_rules.md before apply modes, an imported AGENTS.md) is all text, always on.
  const p: ParsedRule = plain ? { mode: "always", globs: [], body: read.text, notes: [] } : parseRule(read.text, ctx.yaml, path);
  for (const n of p.notes) ctx.diag(fileNoteDiagnostic(path, n));
  if (!plain)
    for (const u of unknownFrontmatterKeys(read.text, FRONTMATTER_KEYS)) ctx.diag(unknownKeyDiagnostic(path, u, NAME, FRONTMATTER_KEYS));
  if (p.body.trim() === "") {
    notes.push(noText(path, layer, "empty", "Empty: it has no text after its frontmatter, so it adds nothing.", read.size));
    return null;
  }
  const globs = subdir === undefined ? p.globs : p.globs.map((g) => prefixed(subdir, g));
  return {
    path,
    layer,
    name: basename(path).slice(0, -RULE_EXT.length),
    mode: p.mode,
    globs,
    ...(p.globsLine ? { globsLine: p.globsLine } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(subdir !== undefined ? { subdir } : {}),
    body: p.body,
    size: read.size,
  };
}

/** Every file of one rules folder, read. */
export function readFolder(ctx: ProfileContext, b: Behaviour, dir: string, layer: SourceLayer, notes: Source[], subdir?: string): Rule[] {
  if (b.singleFile !== null) {
    const only = join(dir, b.singleFile);
    for (const p of ruleFiles(ctx, dir, 0, [], layer).filter((p) => p !== only))
      notes.push(noText(p, layer, "unmatched", `Not read: this release reads ${b.singleFile} alone.`));
    const r = readRule(ctx, only, layer, notes, { subdir, plain: true });
    return r ? [r] : [];
  }
  return ruleFiles(ctx, dir, b.maxDepth, notes, layer)
    .map((p) => readRule(ctx, p, layer, notes, { subdir }))
    .filter((r): r is Rule => r !== null);
}

/** `.trae/rules` folders below the project root (v3.5.51+), each scoped to its subdirectory. */
export function subdirectoryRules(ctx: ProfileContext, b: Behaviour, notes: Source[]): Rule[] {
  const cwd = normalize(ctx.input.cwd);
  const below = foldersBelow(ctx.fs, cwd, { skipDirs: SKIP_DIRS });
  if (below.capped)
    ctx.diag({
      level: "info",
      code: "walk-capped",
      message: "The project has too many folders for Rulescope's scan; deeper .trae/rules folders may be missing.",
    });
  const out: Rule[] = [];
  for (const dir of below.dirs) {
    if (dir === cwd || !isDir(ctx, join(dir, RULES_DIR))) continue;
    const rel = relative(cwd, dir);
    // An Always rule of a subdirectory applies to its subtree: a pattern for everything below it.
    for (const r of readFolder(ctx, b, join(dir, RULES_DIR), "nested-rule", notes, rel))
      out.push(r.mode === "always" ? { ...r, mode: "files", globs: [`${rel}/**`] } : r);
  }
  return out;
}
