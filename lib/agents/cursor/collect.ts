/**
 * Reading what one folder contributes: its `.cursor/rules` files (parsed), its AGENTS.md and, with
 * third-party configs on, CLAUDE.md / CLAUDE.local.md. Files that cannot be used become Sources here;
 * usable ones come back as entries for the resolver to place.
 */
import { utf8Length } from "../../core/bytes";
import { basename, join } from "../../core/paths";
import { isBlank } from "../../core/read";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { walkRulesDir } from "./discover";
import { ADVISED_MAX_LINES, AGENTS_FILE, FRONTMATTER_KEYS, MD_EXT, RULES_DIR, THIRD_PARTY_FILES } from "./facts";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import { parseRuleFile, type ParsedRuleFile } from "./rule-file";
import { fileNoteDiagnostic, noText, readTextOrNote } from "../shared";
import type { SourceLayer } from "../../source-layers";

export { noText };

export interface TextFile {
  path: string;
  layer: SourceLayer;
  size: number;
  /** The text that goes to the model (a rule's body, without frontmatter). */
  text: string;
}

export interface RuleEntry extends TextFile {
  name: string;
  /** The folder that holds `.cursor/rules`: globs are relative to it, the rule is scoped to it. */
  owner: string;
  rule: ParsedRuleFile;
}

export interface FolderContribution {
  rules: RuleEntry[];
  /** AGENTS.md, then the third-party files, in that order. */
  docs: TextFile[];
}

/** A Source for a file that adds nothing, plus the bookkeeping every status needs. */

export function included(f: TextFile, reason: string, matchedBy?: string[]): Source {
  return {
    path: f.path,
    layer: f.layer,
    status: "included",
    reason,
    bytes: f.size,
    includedBytes: Math.min(f.size, utf8Length(f.text)),
    ...(matchedBy ? { matchedBy } : {}),
  };
}

/** Read a whole file; a failed read is recorded in `out` and gives null. */
export function readText(ctx: ProfileContext, path: string, layer: SourceLayer, out: Source[]): { text: string; size: number } | null {
  return readTextOrNote(ctx, path, layer, (n) => out.push(n));
}

function readRule(ctx: ProfileContext, path: string, name: string, owner: string, layer: SourceLayer, out: Source[]): RuleEntry | null {
  const read = readText(ctx, path, layer, out);
  if (!read) return null;
  const rule = parseRuleFile(read.text, ctx.yaml, path);
  for (const n of rule.notes) ctx.diag(fileNoteDiagnostic(path, n));
  for (const u of unknownFrontmatterKeys(read.text, FRONTMATTER_KEYS)) ctx.diag(unknownKeyDiagnostic(path, u, "Cursor", FRONTMATTER_KEYS));
  const lines = rule.body.split("\n").length;
  if (lines > ADVISED_MAX_LINES)
    ctx.diag({
      level: "info",
      code: "rule-over-500-lines",
      path,
      message: `${path} has ${lines} lines; Cursor's docs advise keeping a rule under ${ADVISED_MAX_LINES} lines (it is still sent in full).`,
    });
  return { path, layer, size: read.size, text: rule.body, name, owner, rule };
}

/** Which plain files a folder is probed for: read ones, and ones a setting turns off (listed as disabled). */
export interface DocNames {
  read: readonly string[];
  disabled: readonly string[];
}

/** Session-start folders: AGENTS.md, plus CLAUDE.md / CLAUDE.local.md unless third-party configs are off. */
export function startDocNames(thirdParty: boolean): DocNames {
  return thirdParty ? { read: [AGENTS_FILE, ...THIRD_PARTY_FILES], disabled: [] } : { read: [AGENTS_FILE], disabled: THIRD_PARTY_FILES };
}

/** Nested folders: only AGENTS.md (docs: "Nested AGENTS.md support"). */
export const NESTED_DOC_NAMES: DocNames = { read: [AGENTS_FILE], disabled: [] };

/** What `dir` contributes: its rules folder and the plain files `names` lists. */
export function collectFolder(
  ctx: ProfileContext,
  dir: string,
  layer: SourceLayer,
  readMd: boolean,
  names: DocNames,
  out: Source[],
): FolderContribution {
  const rulesDir = join(dir, RULES_DIR);
  const walk = walkRulesDir(ctx.fs, rulesDir, readMd);
  if (walk.capped)
    ctx.diag({
      level: "warning",
      code: "walk-capped",
      path: rulesDir,
      message: `${rulesDir} has too many entries; Rulescope stopped listing it, so some rules may be missing.`,
    });
  const rules: RuleEntry[] = [];
  for (const f of walk.found) {
    if (f.kind === "broken") out.push(noText(f.path, "rule", "unreadable", f.reason));
    else if (f.kind === "ignored-md") {
      out.push(
        noText(
          f.path,
          "rule",
          "unmatched",
          `Ignored: Cursor reads only ${RULES_DIR}/**/*.mdc files; a plain ${MD_EXT} file there is not a rule (the md-rules variant reads it).`,
          f.size,
        ),
      );
      ctx.diag({
        level: "warning",
        code: "md-rule-ignored",
        path: f.path,
        message: `${f.path} is a ${MD_EXT} file in ${RULES_DIR}; current Cursor ignores it. Rename it to .mdc to make it a rule.`,
      });
    } else {
      const e = readRule(ctx, f.path, f.name, dir, "rule", out);
      if (e) rules.push(e);
    }
  }
  const docs: TextFile[] = [];
  for (const name of names.disabled) {
    const path = join(dir, name);
    const st = ctx.fs.stat(path);
    if (st.ok && st.value.kind === "file")
      out.push(
        noText(
          path,
          layer,
          "disabled",
          `Disabled: third-party configs are off (config includeThirdPartyConfigs), so ${basename(path)} is not read.`,
          st.value.size,
        ),
      );
  }
  for (const name of names.read) {
    const path = join(dir, name);
    const read = readText(ctx, path, layer, out);
    if (read) docs.push({ path, layer, size: read.size, text: read.text });
  }
  return { rules, docs };
}

/** Blank text is not worth a place in the listing. */
export function isEmptyText(f: TextFile): boolean {
  return isBlank(f.text);
}
