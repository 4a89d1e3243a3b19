/**
 * From a click in the composed prompt to a line of the source file. A content part is a slice of its
 * file's text (a profile may have dropped frontmatter or cut the end), so we look the part's text up in
 * the file: found, the click maps to the exact line; not found (the profile rewrote the text, e.g. lossy
 * decoding), we say so and open the line where the part's first line is, or line 1.
 */
import type { FileEntry } from "../../lib/scenario/types";
import { dirname, normalize, resolvePath } from "../../lib/core/paths";

const MAX_LINKS = 40;

/** Follow symlinks (the entry's own and its parent directories') inside the scenario's tree. */
export function resolveInTree(files: Record<string, FileEntry>, path: string): string | undefined {
  let current = normalize(path);
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    const next = firstLink(files, current);
    if (next === null) return current;
    current = next;
  }
  return undefined;
}

/** `path` with its first symlinked component replaced by the link's target, or null when none is a link. */
function firstLink(files: Record<string, FileEntry>, path: string): string | null {
  const segments = path.split("/").filter(Boolean);
  let prefix = "";
  for (let i = 0; i < segments.length; i++) {
    prefix += "/" + segments[i];
    const entry = files[prefix];
    if (typeof entry === "object" && entry !== null && typeof entry.symlink === "string") {
      const target = resolvePath(dirname(prefix), entry.symlink);
      const rest = segments.slice(i + 1).join("/");
      return rest ? normalize(target + "/" + rest) : target;
    }
  }
  return null;
}

/** The text of a file in the tree, as the editor shows it; undefined for directories and missing files. */
export function fileText(files: Record<string, FileEntry>, path: string): string | undefined {
  const real = resolveInTree(files, path);
  if (real === undefined) return undefined;
  const entry = files[real];
  if (typeof entry === "string") return entry;
  if (!entry || entry.dir || entry.unreadable) return undefined;
  if (typeof entry.content === "string") return entry.content;
  if (typeof entry.base64 === "string") {
    try {
      const raw = atob(entry.base64);
      const bytes = Uint8Array.from(raw, (c) => c.charCodeAt(0));
      return new TextDecoder("utf-8").decode(bytes);
    } catch {
      return undefined;
    }
  }
  return entry.symlink === undefined ? "" : undefined;
}

/** 1-based line of a UTF-16 offset in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

export type PartLocation = { exact: true; offset: number } | { exact: false; line: number };

/** Where a part's text sits in its file, searching from `from` (after the previous part of the same file). */
export function locatePart(file: string, partText: string, from = 0): PartLocation {
  const at = file.indexOf(partText, from);
  if (at !== -1) return { exact: true, offset: at };
  const firstLine = partText
    .split("\n")
    .find((l) => l.trim() !== "")
    ?.trim();
  const near = firstLine ? file.indexOf(firstLine, from) : -1;
  return { exact: false, line: near === -1 ? 1 : lineAt(file, near) };
}

export interface PromptPart {
  start: number;
  end: number;
  kind: "content" | "frame";
  path?: string;
}

/**
 * The file line a click at `offsetInPart` (UTF-16, within part `index`) corresponds to. Earlier parts
 * of the same file are located first, in order, so a file split into several parts maps each one.
 */
export function lineForClick(
  files: Record<string, FileEntry>,
  prompt: string,
  parts: readonly PromptPart[],
  index: number,
  offsetInPart: number,
): number {
  const part = parts[index];
  if (!part?.path) return 1;
  const file = fileText(files, part.path);
  if (file === undefined) return 1;
  let from = 0;
  for (let i = 0; i < index; i++) {
    const p = parts[i];
    if (p.kind !== "content" || p.path !== part.path) continue;
    const loc = locatePart(file, prompt.slice(p.start, p.end), from);
    if (loc.exact) from = loc.offset + (p.end - p.start);
  }
  const loc = locatePart(file, prompt.slice(part.start, part.end), from);
  if (!loc.exact) return loc.line;
  const within = Math.min(Math.max(offsetInPart, 0), part.end - part.start);
  return lineAt(file, loc.offset + within);
}
