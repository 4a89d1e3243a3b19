/**
 * Frontmatter as Claude Code reads it (src/utils/frontmatterParser.ts, reconstructed): a block that
 * opens with `---` on the first line and closes at the next `---` followed by optional whitespace
 * and a newline (lazily, so a `---` inside a value closes it too). YAML goes through the `yaml`
 * package; on a parse error it retries once with risky unquoted values quoted; still failing, the
 * metadata is empty but the block is stripped anyway. `paths` is a comma list (commas inside braces
 * kept) or a YAML list, with `{a,b}` expanded; a trailing `/**` is dropped; all-`**` means "always".
 */
import { parse as parseYaml } from "yaml";

const FRONTMATTER = /^---\s*\n([\s\S]*?)---\s*\n?/;
const YAML_SPECIAL = /[{}[\]*&#!|>%@`]|: /;

export interface Frontmatter {
  /** The text after the frontmatter block (all of it when there is none). */
  content: string;
  /** Globs from `paths`, or undefined when the file applies everywhere. */
  paths?: string[];
  /** Set when the block did not parse even after quoting. */
  error?: string;
}

function tryYaml(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: parseYaml(text, { logLevel: "error" }) };
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
  const m = /^([^{]*)\{([^}]+)\}(.*)$/.exec(pattern);
  if (!m) return [pattern];
  return m[2].split(",").flatMap((alt) => expandBraces(m[1] + alt.trim() + m[3]));
}

/** splitPathInFrontmatter: comma list (braces respected) or list of such, braces expanded. */
export function splitPaths(input: unknown): string[] {
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

export function parseFrontmatter(raw: string): Frontmatter {
  const m = FRONTMATTER.exec(raw);
  if (!m) return { content: raw };
  const content = raw.slice(m[0].length);
  let data: unknown = {};
  let error: string | undefined;
  const first = tryYaml(m[1]);
  if (first.ok) data = first.value;
  else {
    const second = tryYaml(quoteRiskyValues(m[1]));
    if (second.ok) data = second.value;
    else error = second.error;
  }
  const fm = data !== null && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const out: Frontmatter = { content, ...(error ? { error } : {}) };
  if (!fm.paths) return out;
  const patterns = splitPaths(fm.paths)
    .map((p) => (p.endsWith("/**") ? p.slice(0, -3) : p))
    .filter((p) => p.length > 0);
  if (patterns.length === 0 || patterns.every((p) => p === "**")) return out;
  return { ...out, paths: patterns };
}
