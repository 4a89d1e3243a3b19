/**
 * Reading steering files: frontmatter `inclusion` (always by default), `fileMatchPattern` (a glob or
 * a list), `name` / `description` (auto), and the `#[[file:...]]` references in the body.
 */
import { utf8Length } from "../../core/bytes";
import { frontmatterKeyLine } from "../../core/key-line";
import { readFrontmatterFields, splitFrontmatter } from "../../core/lenient-frontmatter";
import { basename, join } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { AGENTS_FILE, FRONTMATTER_KEYS, INCLUSIONS, STEERING_DIR, STEERING_EXT, type Inclusion } from "./facts";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import { filesByExtension, noText, readTextOrNote } from "../shared";
import type { SourceLayer } from "../../source-layers";

export { noText };

export type Scope = "global" | "workspace";

export interface Steering {
  path: string;
  scope: Scope;
  /** File name without .md: what `#name` in chat refers to. */
  name: string;
  inclusion: Inclusion;
  patterns: string[];
  /** The line `fileMatchPattern:` is written on, for warnings about its patterns. */
  patternsLine?: number;
  description?: string;
  autoName?: string;
  text: string;
  /** The file's line the body (`text`) starts on: references in it are reported on their own line. */
  bodyLine: number;
  size: number;
}

export const textSource = (path: string, layer: SourceLayer, text: string, size: number, reason: string, matchedBy?: string[]): Source => ({
  path,
  layer,
  status: "included",
  reason,
  bytes: size,
  includedBytes: Math.min(utf8Length(text), size),
  ...(matchedBy ? { matchedBy } : {}),
});

/** Whole text of a file, or null (failures noted; a plain miss is not). */
export function readText(ctx: ProfileContext, path: string, layer: SourceLayer, notes: Source[]): { text: string; size: number } | null {
  return readTextOrNote(ctx, path, layer, (n) => notes.push(n));
}

const strings = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v])
    .filter((x): x is string => typeof x === "string")
    .map((s) => s.trim())
    .filter((s) => s !== "");

export function parseSteering(ctx: ProfileContext, path: string, scope: Scope, text: string, size: number): Steering {
  const split = splitFrontmatter(text);
  const name = basename(path).replace(/\.md$/i, "");
  const bodyLine = (body: string) => text.slice(0, text.length - body.length).split("\n").length;
  const base = { path, scope, name, size };
  // AGENTS.md is always included, whatever it says (docs: no inclusion modes for it).
  if (split.block === undefined || basename(path) === AGENTS_FILE)
    return {
      ...base,
      inclusion: "always",
      patterns: [],
      ...(split.block === undefined ? { text, bodyLine: 1 } : { text: split.body, bodyLine: bodyLine(split.body) }),
    };
  const f = readFrontmatterFields(split.block, ctx.yaml, { path, line: 2 }).fields;
  for (const u of unknownFrontmatterKeys(text, FRONTMATTER_KEYS)) ctx.diag(unknownKeyDiagnostic(path, u, "Kiro", FRONTMATTER_KEYS));
  let inclusion: Inclusion = "always";
  if (typeof f.inclusion === "string" && (INCLUSIONS as readonly string[]).includes(f.inclusion.trim()))
    inclusion = f.inclusion.trim() as Inclusion;
  else if (f.inclusion !== undefined && f.inclusion !== null)
    ctx.diag({
      level: "warning",
      code: "unknown-inclusion",
      path,
      message: `${path} sets inclusion: ${JSON.stringify(f.inclusion)}, which is not one of ${INCLUSIONS.join(", ")}; Rulescope treats it as always (the default).`,
    });
  const description = typeof f.description === "string" && f.description.trim() ? f.description.trim() : undefined;
  const autoName = typeof f.name === "string" && f.name.trim() ? f.name.trim() : undefined;
  const patternsLine = f.fileMatchPattern !== undefined ? frontmatterKeyLine(text, "fileMatchPattern") : undefined;
  return {
    ...base,
    inclusion,
    patterns: strings(f.fileMatchPattern),
    ...(patternsLine ? { patternsLine } : {}),
    ...(description ? { description } : {}),
    ...(autoName ? { autoName } : {}),
    text: split.body,
    bodyLine: bodyLine(split.body),
  };
}

/** `.md` files directly in a steering folder, in name order. */
export function steeringFiles(ctx: ProfileContext, root: string, notes: Source[], layer: SourceLayer): string[] {
  return filesByExtension(ctx, join(root, STEERING_DIR), STEERING_EXT, (p, size) =>
    notes.push(noText(p, layer, "unmatched", `Not steering: only ${STEERING_EXT} files in ${STEERING_DIR} are read.`, size)),
  );
}
