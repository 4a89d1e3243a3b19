/**
 * A small YAML reader for rule frontmatter. opencode-rules parses frontmatter with the `yaml`
 * package (YAML 1.2 core schema) and only looks at a few top-level keys, so we model what changes
 * the outcome: a top-level mapping whose values are block sequences, flow sequences, quoted or plain
 * scalars (null, booleans, numbers resolved as the core schema does), and errors `yaml` would throw
 * on (duplicate keys, tab indentation, unclosed quotes or brackets, aliases to unknown anchors,
 * reserved indicators, stray lines). Anything deeper (nested maps, block scalars, anchors, tags) is
 * kept as an opaque value: upstream ignores such values for every key it reads.
 */

export const OPAQUE = Symbol("opaque");
export type YamlValue = string | number | boolean | null | YamlValue[] | typeof OPAQUE;

export type YamlResult =
  | { ok: true; kind: "map"; map: Map<string, YamlValue> }
  | { ok: true; kind: "other" }
  | { ok: false; error: string };

class YamlError extends Error {}

const fail = (msg: string): never => {
  throw new YamlError(msg);
};

/** Core-schema resolution of a plain scalar. */
function resolvePlain(s: string): YamlValue {
  if (s === "" || s === "~" || /^(null|Null|NULL)$/.test(s)) return null;
  if (/^(true|True|TRUE)$/.test(s)) return true;
  if (/^(false|False|FALSE)$/.test(s)) return false;
  if (/^[-+]?[0-9]+$/.test(s)) return Number(s);
  if (/^0o[0-7]+$/.test(s)) return parseInt(s.slice(2), 8);
  if (/^0x[0-9a-fA-F]+$/.test(s)) return parseInt(s.slice(2), 16);
  if (/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(s)) return Number(s);
  if (/^[-+]?\.(inf|Inf|INF)$/.test(s)) return s.startsWith("-") ? -Infinity : Infinity;
  if (/^\.(nan|NaN|NAN)$/.test(s)) return NaN;
  return s;
}

/** Drop a trailing ` # comment` outside quotes. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === "\\" && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      if (i === 0 || /[\s[{,:-]/.test(line[i - 1])) quote = c;
    } else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]))) return line.slice(0, i).trimEnd();
  }
  return line.trimEnd();
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", "0": "\0", '"': '"', "\\": "\\", "/": "/", " ": " ", b: "\b", e: "\x1b" };

/** Read a quoted scalar starting at s[0]; returns the value and the rest of the text. */
function readQuoted(s: string): [string, string] {
  const q = s[0];
  let out = "";
  for (let i = 1; i < s.length; i++) {
    const c = s[i];
    if (q === "'" && c === "'") {
      if (s[i + 1] === "'") {
        out += "'";
        i++;
        continue;
      }
      return [out, s.slice(i + 1)];
    }
    if (q === '"' && c === '"') return [out, s.slice(i + 1)];
    if (q === '"' && c === "\\") {
      const n = s[++i];
      if (n === "u" || n === "x") {
        const len = n === "u" ? 4 : 2;
        const hex = s.slice(i + 1, i + 1 + len);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== len) fail("invalid escape sequence in a double-quoted string");
        out += String.fromCharCode(parseInt(hex, 16));
        i += len;
      } else if (n !== undefined && n in ESCAPES) out += ESCAPES[n];
      else fail(`invalid escape sequence \\${n ?? ""} in a double-quoted string`);
      continue;
    }
    out += c;
  }
  return fail("a quoted string is not closed");
}

function checkPlainStart(s: string): void {
  const c = s[0];
  if (c === "*") fail(`unresolved alias ${s.split(/[\s,\]}]/)[0]} (YAML reads a leading * as an alias; quote the value)`);
  if (c === "@" || c === "`") fail(`a plain value cannot start with the reserved character ${c}`);
  if (c === "%") fail("a plain value cannot start with %");
}

/** A value written on one line (after `key:` or `- `). */
function readInline(raw: string): YamlValue {
  const s = raw.trim();
  if (s === "") return null;
  if (s[0] === '"' || s[0] === "'") {
    const [v, rest] = readQuoted(s);
    if (rest.trim() !== "") fail("unexpected text after a quoted string");
    return v;
  }
  if (s[0] === "[") return readFlowSeq(s);
  if (s[0] === "{") {
    if (!s.endsWith("}")) fail("a flow mapping is not closed");
    return OPAQUE;
  }
  if (s[0] === "|" || s[0] === ">" || s[0] === "&" || s[0] === "!") return OPAQUE;
  checkPlainStart(s);
  if (/:(\s|$)/.test(s)) fail("nested mappings are not allowed in compact mappings");
  return resolvePlain(s);
}

/** `[a, 'b', "c"]`: items are scalars; nested collections become opaque items. */
function readFlowSeq(s: string): YamlValue {
  const items: YamlValue[] = [];
  let i = 1;
  const skipWs = () => {
    while (i < s.length && /\s/.test(s[i])) i++;
  };
  for (;;) {
    skipWs();
    if (i >= s.length) fail("a flow sequence is not closed");
    if (s[i] === "]") {
      i++;
      break;
    }
    let item: YamlValue;
    if (s[i] === '"' || s[i] === "'") {
      const [v, rest] = readQuoted(s.slice(i));
      item = v;
      i = s.length - rest.length;
    } else if (s[i] === "[" || s[i] === "{") {
      const close = s[i] === "[" ? "]" : "}";
      let depth = 0;
      const start = i;
      for (; i < s.length; i++) {
        if (s[i] === s[start]) depth++;
        else if (s[i] === close && --depth === 0) break;
      }
      if (i >= s.length) fail("a flow collection is not closed");
      i++;
      item = OPAQUE;
    } else {
      const m = /^[^,\]]*/.exec(s.slice(i))![0];
      const text = m.trim();
      if (text === "") fail("empty entry in a flow sequence");
      checkPlainStart(text);
      if (/[[{}]/.test(text)) fail("unexpected flow indicator in a flow sequence");
      i += m.length;
      item = /:(\s|$)/.test(text) ? OPAQUE : resolvePlain(text);
    }
    items.push(item);
    skipWs();
    if (s[i] === ",") i++;
    else if (s[i] !== "]") fail("a flow sequence is not closed");
  }
  if (s.slice(i).trim() !== "") fail("unexpected text after a flow sequence");
  return items;
}

interface Line {
  indent: number;
  text: string;
}

/** The lines of a block sequence item at `indent` (`- x`), or of a nested block: opaque. */
function readBlock(lines: Line[]): YamlValue {
  const indent = lines[0].indent;
  if (!lines[0].text.startsWith("-") || !/^-(\s|$)/.test(lines[0].text)) {
    // A nested mapping or a multi-line scalar: a value upstream never reads; still catch stray dedents.
    if (lines.some((l) => l.indent < indent)) fail("bad indentation of a nested block");
    return OPAQUE;
  }
  const items: YamlValue[] = [];
  let current: string[] | null = null;
  let nested = false;
  const flush = () => {
    if (current === null) return;
    // Continuation lines of an item fold into one line, as YAML folds multi-line flow scalars.
    items.push(nested ? OPAQUE : readInline(current.join(" ")));
  };
  for (const l of lines) {
    if (l.indent === indent && /^-(\s|$)/.test(l.text)) {
      flush();
      const rest = l.text.slice(1).trim();
      nested = /^-(\s|$)/.test(rest) || (/^[^"'[{].*?:(\s|$)/.test(rest) && !rest.startsWith("*"));
      current = [rest];
    } else if (l.indent > indent && current !== null) current.push(l.text.trim());
    else fail("bad indentation of a sequence entry");
  }
  flush();
  return items;
}

/** Parse frontmatter text; `ok: false` carries the error message upstream would log. */
export function parseYamlSubset(text: string): YamlResult {
  try {
    const lines: Line[] = [];
    for (const rawLine of text.replace(/\r\n?/g, "\n").split("\n")) {
      const lead = /^[ \t]*/.exec(rawLine)![0];
      const stripped = stripComment(rawLine);
      if (stripped.trim() === "") continue;
      if (lead.includes("\t")) fail("tabs are not allowed as indentation");
      lines.push({ indent: lead.length, text: stripped.trim() });
    }
    if (lines.length === 0) return { ok: true, kind: "other" };
    if (lines[0].text === "---" || lines[0].text.startsWith("%")) return { ok: true, kind: "other" };
    const isKeyLine = (l: Line) => !/^-(\s|$)/.test(l.text) && /^("[^"]*"|'[^']*'|[^\s"'#[\]{},][^:]*?):(\s|$)/.test(l.text);
    if (!isKeyLine(lines[0])) {
      // A lone scalar or sequence document: not a mapping, so no metadata.
      if (lines[0].indent !== 0 && lines.length > 1) fail("bad indentation");
      if (/^-(\s|$)/.test(lines[0].text)) readBlock(lines);
      else if (lines.length === 1) readInline(lines[0].text);
      return { ok: true, kind: "other" };
    }
    const map = new Map<string, YamlValue>();
    const top = lines[0].indent;
    let i = 0;
    while (i < lines.length) {
      const l = lines[i];
      if (l.indent !== top || !isKeyLine(l)) fail(`unexpected line "${l.text.slice(0, 40)}" in a mapping`);
      const quotedKey = l.text.startsWith('"') || l.text.startsWith("'") ? readQuoted(l.text) : null;
      const colon = quotedKey ? l.text.length - quotedKey[1].length : l.text.search(/:(\s|$)/);
      const key = quotedKey ? quotedKey[0] : l.text.slice(0, colon).trim();
      if (map.has(key)) fail(`map keys must be unique ("${key}" appears twice)`);
      const inline = l.text.slice(colon + 1);
      const body: Line[] = [];
      let j = i + 1;
      while (j < lines.length && (lines[j].indent > top || (lines[j].indent === top && /^-(\s|$)/.test(lines[j].text)))) body.push(lines[j++]);
      let value: YamlValue;
      if (inline.trim() === "") value = body.length ? readBlock(body) : null;
      else if (body.length) {
        const head = inline.trim();
        if (head.startsWith("[") && !head.endsWith("]")) value = readInline([head, ...body.map((b) => b.text)].join(" "));
        else if (head.startsWith("|") || head.startsWith(">") || head.startsWith("&") || head.startsWith("!")) value = OPAQUE;
        else if (body.some((b) => b.indent === top)) value = fail("a sequence cannot follow a value on the same key");
        else value = readInline([head, ...body.map((b) => b.text)].join(" "));
      } else value = readInline(inline);
      map.set(key, value);
      i = j;
    }
    return { ok: true, kind: "map", map };
  } catch (e) {
    if (e instanceof YamlError) return { ok: false, error: e.message };
    throw e;
  }
}
