/**
 * Rule frontmatter as opencode-rules reads it (src/rule-metadata.ts @ 744162c): only when the text
 * starts with `---`; it closes at the first `---` found from offset 3 (even one inside a YAML value);
 * the body is what follows, with leading whitespace trimmed. The YAML goes through `parse` from the
 * `yaml` package, as upstream does. Array keys count only as YAML lists of strings (trimmed, empties
 * dropped); a scalar is ignored. `ci` must be a real boolean, `match` any|all.
 */
import type { YamlReader } from "../../core/yaml-bounded";
import type { DiagnosticCode } from "../../diagnostic-codes";

const ARRAY_KEYS = ["globs", "keywords", "tools", "model", "agent", "command", "project", "branch", "os"] as const;
/** The seed document recognises only these three. */
const SEED_KEYS = ["globs", "keywords", "tools"] as const;
export type ArrayKey = (typeof ARRAY_KEYS)[number];
/** Every key upstream reads (the seed variant says on its own which of them it ignores). */
export const KNOWN_KEYS = [...ARRAY_KEYS, "ci", "match"] as const;

export interface RuleMetadata {
  lists: Partial<Record<ArrayKey, string[]>>;
  ci?: boolean;
  match?: "any" | "all";
}

/** Something a user should hear about, phrased without the file path (the caller adds it). */
interface FrontmatterNote {
  level: "warning" | "info";
  code: DiagnosticCode;
  message: string;
}

export interface ParsedRule {
  metadata: RuleMetadata | undefined;
  body: string;
  notes: FrontmatterNote[];
}

const MARK = "---";

/** The body as upstream's stripFrontmatter returns it. */
function stripFrontmatter(text: string): string {
  if (!text.startsWith(MARK)) return text;
  const end = text.indexOf(MARK, 3);
  return end === -1 ? text : text.slice(end + 3).trimStart();
}

function describe(v: unknown): string {
  if (v === null || v === undefined) return "empty";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a nested map";
  return `the ${typeof v} ${JSON.stringify(v)}`;
}

/** Upstream's `parseYaml(frontmatter)`: throws on any YAML error (and on unresolved aliases). */
function readYaml(reader: YamlReader, yaml: string, path?: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    // Errors throw, exactly as with upstream's default options; warnings stay off the host's stderr.
    return { ok: true, value: reader.parse(yaml, { path }) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, error: message.split("\n", 1)[0] };
  }
}

function stringList(v: unknown): string[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out = v
    .filter((x): x is string => typeof x === "string")
    .map((x) => x.trim())
    .filter((x) => x.length > 0);
  return out.length > 0 ? out : undefined;
}

/** ci: and match:, which upstream reads and the seed does not. */
function scalarKeys(map: Map<string, unknown>, seed: boolean, meta: RuleMetadata, notes: FrontmatterNote[]): void {
  if (!seed) {
    if (map.has("ci")) {
      const ci = map.get("ci");
      if (typeof ci === "boolean") meta.ci = ci;
      else
        notes.push({
          level: "warning",
          code: "frontmatter-ci-not-boolean",
          message: `sets ci: to ${describe(ci)}; only an unquoted true or false counts, so it is ignored`,
        });
    }
    if (map.has("match")) {
      const m = map.get("match");
      if (m === "any" || m === "all") meta.match = m;
      else
        notes.push({
          level: "warning",
          code: "frontmatter-unknown-match",
          message: `sets match: to ${describe(m)}; only any or all are known, so the default (any) is used`,
        });
    }
  } else {
    for (const key of ["ci", "match"])
      if (map.has(key))
        notes.push({
          level: "info",
          code: "seed-ignores-key",
          message: `sets ${key}:, which the seed document does not know; the seed variant ignores it (upstream v0.6.4 reads it)`,
        });
  }
}

/** Parse one rule file's text. `seed` limits the recognised keys to the seed's globs/keywords/tools. */
export function parseRule(text: string, seed: boolean, reader: YamlReader, path?: string): ParsedRule {
  const body = stripFrontmatter(text);
  const notes: FrontmatterNote[] = [];
  if (!text.startsWith(MARK)) return { metadata: undefined, body, notes };
  const end = text.indexOf(MARK, 3);
  if (end === -1) {
    notes.push({
      level: "warning",
      code: "frontmatter-unclosed",
      message:
        "starts with --- but has no closing ---, so the whole file (with the --- line) is the rule text and it applies unconditionally",
    });
    return { metadata: undefined, body, notes };
  }
  const yaml = text.slice(3, end).trim();
  if (yaml === "") return { metadata: undefined, body, notes };
  const parsed = readYaml(reader, yaml, path);
  if (!parsed.ok) {
    notes.push({
      level: "warning",
      code: "frontmatter-invalid",
      message: `has frontmatter that is not valid YAML (${parsed.error}); opencode-rules logs a warning and applies the rule unconditionally`,
    });
    return { metadata: undefined, body, notes };
  }
  // A list or a scalar document has none of the keys upstream looks up, so no metadata.
  if (typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) return { metadata: undefined, body, notes };
  const map = new Map(Object.entries(parsed.value));
  const known = seed ? SEED_KEYS : ARRAY_KEYS;
  const meta: RuleMetadata = { lists: {} };
  for (const key of ARRAY_KEYS) {
    if (!map.has(key)) continue;
    const raw = map.get(key);
    if (!(known as readonly string[]).includes(key)) {
      notes.push({
        level: "info",
        code: "seed-ignores-key",
        message: `sets ${key}:, which the seed document does not know; the seed variant ignores it (upstream v0.6.4 reads it)`,
      });
      continue;
    }
    const list = stringList(raw);
    if (list) meta.lists[key] = list;
    else if (!Array.isArray(raw))
      notes.push({
        level: "warning",
        code: "frontmatter-not-a-list",
        message: `sets ${key}: to ${describe(raw)}, not a YAML list; opencode-rules ignores it (write it as a list: ${key}: ["..."])`,
      });
    else
      notes.push({
        level: "info",
        code: "frontmatter-empty-list",
        message: `sets ${key}: to a list with no non-empty strings, so it is ignored`,
      });
  }
  scalarKeys(map, seed, meta, notes);
  const empty = Object.keys(meta.lists).length === 0 && meta.ci === undefined && meta.match === undefined;
  return { metadata: empty ? undefined : meta, body, notes };
}

/** True when the metadata declares at least one condition (match: alone is not one). */
export function hasConditions(meta: RuleMetadata | undefined): meta is RuleMetadata {
  return meta !== undefined && (Object.keys(meta.lists).length > 0 || meta.ci !== undefined);
}
