/**
 * `@path` mentions in a guidance file (manual: "@doc/style.md", "@specs/**\/*.md"): found in markdown
 * text only (not code), resolved against the mentioning file's folder (`~/` from home, `/` as is),
 * globs expanded. A mentioned file may carry `globs:` frontmatter: it is then included only once a
 * file matching one of them has been read.
 */
import type { GlobGuard, GlobSite } from "../../core/glob-guard";
import { globFiles } from "../../core/glob-walk";
import { frontmatterKeyLine } from "../../core/key-line";
import { readFrontmatterFields, splitFrontmatter } from "../../core/lenient-frontmatter";
import type { YamlReader } from "../../core/yaml-bounded";
import { markdownTextRuns } from "../../core/markdown-scan";
import { dirname, join, normalize, relative } from "../../core/paths";
import type { FsPort } from "../../fs/port";
import { IMPLICIT_GLOB_PREFIX } from "./facts";

const MENTION = /(?:^|\s)@([^\s@`"'()<>[\]]+)/g;

/** Mentioned paths in text order, without repeats; tokens without `/` or `.` are not paths (@someone). */
export function mentionedPaths(
  fs: FsPort,
  guard: GlobGuard,
  text: string,
  mentioningFile: string,
  home: string,
  onSimplified: (why: string) => void,
): { token: string; paths: string[] }[] {
  const out: { token: string; paths: string[] }[] = [];
  const seen = new Set<string>();
  const { runs, simplified } = markdownTextRuns(text);
  if (simplified) onSimplified(simplified);
  for (const run of runs) {
    for (const m of run.matchAll(MENTION)) {
      const token = m[1].replace(/[.,;:!?]+$/, "");
      if (!/[./]/.test(token) || seen.has(token)) continue;
      seen.add(token);
      const base = token.startsWith("~/") ? home : token.startsWith("/") ? "/" : dirname(mentioningFile);
      const pattern = token.startsWith("~/") ? token.slice(2) : token.startsWith("/") ? token.slice(1) : token;
      const isGlob = /[*?[{]/.test(pattern);
      const paths = isGlob
        ? globFiles(fs, base, pattern, { guard, site: { path: mentioningFile } }).files
        : [normalize(join(base, pattern))];
      out.push({ token, paths });
    }
  }
  return out;
}

export interface MentionedText {
  body: string;
  /** Globs from frontmatter, made absolute-ready: each is matched against absolute paths. */
  globs: string[];
  /** The line `globs:` is written on, for warnings about its patterns. */
  globsLine?: number;
}

function globList(v: unknown): string[] {
  const parts = Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? v.split(",") : [];
  return parts.map((p) => p.trim()).filter((p) => p !== "");
}

export function parseMentioned(text: string, yaml: YamlReader, path?: string): MentionedText {
  const split = splitFrontmatter(text);
  if (split.block === undefined) return { body: text, globs: [] };
  const globs = globList(readFrontmatterFields(split.block, yaml, { path, line: 2 }).fields.globs);
  const globsLine = globs.length > 0 ? frontmatterKeyLine(text, "globs") : undefined;
  return { body: split.body, globs, ...(globsLine ? { globsLine } : {}) };
}

/** One object, so the guard's matcher cache knows it without serialising it per test. */
const DOT = Object.freeze({ dot: true });

/** Globs (as written) that match an absolute `read` path, for a mentioned file at `file`. */
export function globsMatching(guard: GlobGuard, site: GlobSite, globs: string[], file: string, read: string): string[] {
  return guard.limitList(globs, site).filter((g) => {
    if (g.startsWith("./") || g.startsWith("../")) {
      const anchored = normalize(join(dirname(file), g));
      return guard.minimatch(normalize(read), anchored, DOT, site);
    }
    const pattern = g.startsWith(IMPLICIT_GLOB_PREFIX) ? g : IMPLICIT_GLOB_PREFIX + g.replace(/^\/+/, "");
    return guard.minimatch(relative("/", normalize(read)), pattern, DOT, site);
  });
}
