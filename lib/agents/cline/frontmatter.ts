/**
 * Cline's rule frontmatter (v3: user-instructions/frontmatter.ts parseYamlFrontmatter; v4: the SDK's
 * user-instruction-config-loader.ts parseMarkdownFrontmatter, same regex). A leading BOM is dropped;
 * the block must open on the first line and close at a later `---` line. Parse errors come back as a
 * value: v3 then keeps the whole raw text ("fail open"), v4 drops the file.
 */
import type { GlobGuard, GlobSite } from "../../core/glob-guard";
import type { YamlReader } from "../../core/yaml-bounded";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export interface ClineFrontmatter {
  data: Record<string, unknown>;
  body: string;
  hadFrontmatter: boolean;
  parseError?: string;
}

export function parseClineFrontmatter(markdown: string, yaml: YamlReader, path?: string): ClineFrontmatter {
  const text = markdown.replace(/^\uFEFF/, "");
  const m = FRONTMATTER.exec(text);
  if (!m) return { data: {}, body: text, hadFrontmatter: false };
  try {
    // The SDK uses the `yaml` package (core schema). v3 used js-yaml's JSON_SCHEMA: the same for the
    // maps, lists and strings rules use.
    const value: unknown = yaml.parse(m[1], { path });
    const data = value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    return { data, body: m[2], hadFrontmatter: true };
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).split("\n", 1)[0];
    return { data: {}, body: text, hadFrontmatter: true, parseError: message };
  }
}

export type PathsVerdict = { kind: "no-condition" } | { kind: "matched"; patterns: string[] } | { kind: "unmatched"; why: string };

/**
 * v3 rule-conditionals.ts: `paths` must be a list of non-empty strings, else it is ignored (fail
 * open); an empty list matches nothing; no candidate paths means no match; else picomatch (dot) on
 * workspace-relative POSIX paths, any pattern against any candidate.
 */
/** The `paths:` patterns as evaluatePaths reads them (trimmed, empties dropped), or undefined when it is no condition. */
export function pathsOf(data: Record<string, unknown>): string[] | undefined {
  const v = data.paths;
  if (!Array.isArray(v) || !v.every((p) => typeof p === "string" && p.length > 0)) return undefined;
  return (v as string[]).map((p) => p.trim()).filter(Boolean);
}

export function evaluatePaths(guard: GlobGuard, site: GlobSite, data: Record<string, unknown>, candidates: string[]): PathsVerdict {
  if (!("paths" in data)) return { kind: "no-condition" };
  const v = data.paths;
  if (!Array.isArray(v) || !v.every((p) => typeof p === "string" && p.length > 0)) return { kind: "no-condition" };
  const patterns = (v as string[]).map((p) => p.trim()).filter(Boolean);
  if (patterns.length === 0) return { kind: "unmatched", why: "its paths: list is empty, which matches nothing" };
  if (candidates.length === 0)
    return { kind: "unmatched", why: "it has paths: globs, no file is open, visible, mentioned or edited, and the prompt names no path" };
  const matched = guard.limitList(patterns, site).filter((p) => {
    const m = guard.picomatch(p, { dot: true }, site);
    return m !== null && candidates.some((c) => m(c));
  });
  return matched.length > 0
    ? { kind: "matched", patterns: matched }
    : { kind: "unmatched", why: `none of its paths: globs (${patterns.join(", ")}) matches a file in context` };
}
