/**
 * Frontmatter for agents whose rule files carry "YAML-ish" metadata that real YAML parsers reject:
 * Cursor's `.mdc` (and similar tools) write `globs: **\/*.ts` or `globs: *.ts, *.tsx` unquoted, which
 * YAML reads as an alias and fails on. The block is split off first; its text goes through the `yaml`
 * package, and when that fails, a line reader takes top-level `key: value` lines (and `- item` lists
 * under a bare `key:`) as plain strings. Which keys mean what stays in each profile.
 */
import type { YamlReader, YamlSite } from "./yaml-bounded";

export interface FrontmatterSplit {
  /** The text between the `---` lines, or undefined when the file has no (closed) block. */
  block?: string;
  /** The text after the closing line (all of the text when there is no block). */
  body: string;
  /** True when the text opens with `---` but no closing `---` line follows. */
  unclosed: boolean;
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSE = /^---[ \t]*$/;

/** Split `---` frontmatter (first line, closed by the next line that is only `---`) from the body. */
export function splitFrontmatter(text: string): FrontmatterSplit {
  const open = OPEN.exec(text);
  if (!open) return { body: text, unclosed: /^\uFEFF?---[ \t]*$/.test(text) };
  let at = open[0].length;
  while (at <= text.length) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl + 1;
    const line = text.slice(at, end).replace(/\r?\n$/, "");
    if (CLOSE.test(line)) return { block: text.slice(open[0].length, at), body: text.slice(end), unclosed: false };
    if (nl < 0) break;
    at = end;
  }
  return { body: text, unclosed: true };
}

export interface FrontmatterFields {
  fields: Record<string, unknown>;
  /** How the block was read: real YAML, or the line reader after YAML failed. */
  via: "yaml" | "lines";
  /** The YAML error (first line) when the line reader had to step in. */
  yamlError?: string;
}

function unquote(v: string): string {
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) return v.slice(1, -1);
  return v;
}

/** `key: value` per line; `true`/`false` unquoted become booleans, everything else stays a string. */
function readLines(block: string): Record<string, unknown> {
  // No prototype: a `__proto__:` line is just a key.
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let listKey: string | undefined;
  for (const raw of block.split(/\r?\n/)) {
    const item = /^\s+-\s*(.*)$/.exec(raw);
    if (item && listKey !== undefined) {
      // Appended in place: copying the list per item made 50,000 items take minutes.
      const prev = out[listKey];
      if (Array.isArray(prev)) prev.push(unquote(item[1].trim()));
      else out[listKey] = [unquote(item[1].trim())];
      continue;
    }
    const m = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(raw);
    if (!m) continue;
    const value = m[2].trim();
    listKey = value === "" ? m[1] : undefined;
    out[m[1]] = value === "" ? null : value === "true" ? true : value === "false" ? false : unquote(value);
  }
  return out;
}

/**
 * Read the block's fields: YAML when it parses to a map, else the line reader. Never throws. A block
 * over one of the YAML reader's bounds goes to the line reader too, with the bound as its error.
 */
export function readFrontmatterFields(block: string, yaml: YamlReader, site: YamlSite = {}): FrontmatterFields {
  try {
    const value: unknown = yaml.parse(block, site);
    if (value === null || value === undefined) return { fields: {}, via: "yaml" };
    if (typeof value === "object" && !Array.isArray(value)) return { fields: value as Record<string, unknown>, via: "yaml" };
    return { fields: readLines(block), via: "lines", yamlError: "the block is not a key: value map" };
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).split("\n", 1)[0];
    return { fields: readLines(block), via: "lines", yamlError: message };
  }
}
