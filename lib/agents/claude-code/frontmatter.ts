/**
 * Frontmatter as Claude Code reads it (src/utils/frontmatterParser.ts, reconstructed): a block that
 * opens with `---` on the first line and closes at the next `---` followed by optional whitespace
 * and a newline (lazily, so a `---` inside a value closes it too). YAML goes through the `yaml`
 * package; on a parse error it retries once with risky unquoted values quoted; still failing, the
 * metadata is empty but the block is stripped anyway. `paths` is a comma list (commas inside braces
 * kept) or a YAML list, with `{a,b}` expanded; a trailing `/**` is dropped; all-`**` means "always".
 * A pattern whose braces would expand past MAX_BRACE_EXPANSION is kept whole: the glob guard then
 * refuses it with a warning, where expanding it (2^30 patterns for 30 groups) would exhaust memory.
 */
import { frontmatterKeyLine } from "../../core/key-line";
import { MAX_BRACE_EXPANSION, braceExpansionCount } from "../../core/glob-shape";
import type { YamlReader } from "../../core/yaml-bounded";
const YAML_SPECIAL = /[{}[\]*&#!|>%@`]|: /;

export interface Frontmatter {
  /** The text after the frontmatter block (all of it when there is none). */
  content: string;
  /** Globs from `paths`, or undefined when the file applies everywhere. */
  paths?: string[];
  /** The line `paths:` is written on. */
  pathsLine?: number;
  /** Set when the block did not parse even after quoting. */
  error?: string;
  /** `paths:` is a YAML list, which releases before 2.1.84 did not read: the rule never matches. */
  listIgnored?: true;
}

/**
 * Upstream's /^---\s*\n([\s\S]*?)---\s*\n?/, read in one pass: that expression backtracks
 * quadratically over a long whitespace run after an unclosed `---`. Same result: the block starts
 * after the last newline of the whitespace that follows the opening `---` (`---` cannot start inside
 * whitespace, so no earlier choice could succeed where this one fails), ends at the first `---`
 * after that, and the whitespace after the closing `---` belongs to the match.
 */
function splitClaudeFrontmatter(raw: string): { block: string; content: string } | null {
  if (!raw.startsWith("---")) return null;
  let i = 3;
  let lastNewline = -1;
  for (; i < raw.length && /\s/.test(raw[i]); i++) if (raw[i] === "\n") lastNewline = i;
  if (lastNewline < 0) return null;
  const close = raw.indexOf("---", lastNewline + 1);
  if (close < 0) return null;
  let end = close + 3;
  while (end < raw.length && /\s/.test(raw[end])) end++;
  return { block: raw.slice(lastNewline + 1, close), content: raw.slice(end) };
}

function tryYaml(yaml: YamlReader, text: string, path?: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: yaml.parse(text, { path }) };
  } catch (e) {
    return { ok: false, error: (e instanceof Error ? e.message : String(e)).split("\n", 1)[0] };
  }
}

/** Quote `key: value` lines whose value holds YAML indicator characters (the retry pass). */
function quoteRiskyValues(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const m = /^([a-zA-Z_-]+):\s+(.+)$/.exec(line);
      if (!m) return line;
      const [, key, value] = m;
      const quoted = (value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"));
      if (quoted || !YAML_SPECIAL.test(value)) return line;
      return `${key}: "${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
    })
    .join("\n");
}

function expandBraces(pattern: string): string[] {
  if (braceExpansionCount(pattern) > MAX_BRACE_EXPANSION) return [pattern];
  const m = /^([^{]*)\{([^}]+)\}(.*)$/.exec(pattern);
  if (!m) return [pattern];
  return m[2].split(",").flatMap((alt) => expandBraces(m[1] + alt.trim() + m[3]));
}

/** splitPathInFrontmatter: comma list (braces respected) or list of such, braces expanded. */
function splitPaths(input: unknown): string[] {
  if (Array.isArray(input)) return input.flatMap(splitPaths);
  if (typeof input !== "string") return [];
  const parts: string[] = [];
  let current = "";
  let depth = 0;
  for (const ch of input) {
    if (ch === "{") depth++;
    else if (ch === "}") depth--;
    if (ch === "," && depth === 0) {
      if (current.trim()) parts.push(current.trim());
      current = "";
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts.flatMap(expandBraces);
}

/** `listPaths: false`: a YAML list under `paths:` leaves the rule conditional with no pattern (before 2.1.84). */
export function parseFrontmatter(raw: string, yaml: YamlReader, path?: string, opts: { listPaths?: boolean } = {}): Frontmatter {
  const m = splitClaudeFrontmatter(raw);
  if (!m) return { content: raw };
  const content = m.content;
  let data: unknown = {};
  let error: string | undefined;
  const first = tryYaml(yaml, m.block, path);
  if (first.ok) data = first.value;
  else {
    const second = tryYaml(yaml, quoteRiskyValues(m.block), path);
    if (second.ok) data = second.value;
    else error = second.error;
  }
  const fm = data !== null && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const out: Frontmatter = { content, ...(error ? { error } : {}) };
  if (!fm.paths) return out;
  if (opts.listPaths === false && Array.isArray(fm.paths)) {
    const line = frontmatterKeyLine(raw, "paths");
    return { ...out, paths: [], listIgnored: true, ...(line ? { pathsLine: line } : {}) };
  }
  const patterns = splitPaths(fm.paths)
    .map((p) => (p.endsWith("/**") ? p.slice(0, -3) : p))
    .filter((p) => p.length > 0);
  if (patterns.length === 0 || patterns.every((p) => p === "**")) return out;
  const pathsLine = frontmatterKeyLine(raw, "paths");
  return { ...out, paths: patterns, ...(pathsLine ? { pathsLine } : {}) };
}
