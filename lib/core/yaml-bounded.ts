/**
 * YAML frontmatter through the `yaml` package (the parser the agents themselves use), with bounds
 * checked before it parses: a block's size, its nesting depth and alias expansion, and the YAML all
 * rule files of one resolve may hold together. The package never executes tags; a custom tag such as
 * `!!js/function` is read as plain text, as the agents read it, and a warning says so. A bound hit
 * throws like a YAML syntax error, so each profile handles it the way its agent handles unparseable
 * frontmatter, and the message names the bound.
 */
import { parseDocument } from "yaml";
import type { Diagnostic } from "../types";

/** Characters in one frontmatter block. Real blocks are under 1 KiB; the parser slows past tens of KiB. */
export const MAX_FRONTMATTER_CHARS = 32 * 1024;
/** Characters of frontmatter all files of one resolve may hold together, before parsing stops. */
export const MAX_FRONTMATTER_CHARS_TOTAL = 1024 * 1024;
/** Nesting of lists and maps (flow brackets or block indentation); the parser recurses per level. */
export const MAX_YAML_DEPTH = 64;
/** Alias expansions in one block (the yaml package's own guard against "billion laughs"). */
export const MAX_YAML_ALIASES = 100;

export class YamlBoundError extends Error {}

/** Deepest nesting a block can reach: flow brackets outside quotes, and block indentation levels. */
export function yamlNestingDepth(text: string): number {
  let deepest = 0;
  let flow = 0;
  let quote: string | null = null;
  const indents: number[] = [];
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (lineStart) {
      lineStart = false;
      // Block structure: leading spaces plus `- ` / `? ` markers each open a level.
      let indent = 0;
      let markers = 0;
      while (i < text.length) {
        const d = text[i];
        if (d === " ") indent++;
        else if ((d === "-" || d === "?") && (text[i + 1] === " " || text[i + 1] === "\n")) {
          markers++;
          indent++;
        } else break;
        i++;
      }
      if (i < text.length && text[i] !== "\n" && text[i] !== "#") {
        while (indents.length > 0 && indents[indents.length - 1] >= indent) indents.pop();
        indents.push(indent);
        deepest = Math.max(deepest, indents.length + markers + flow);
      }
      i--;
      continue;
    }
    if (c === "\n") {
      lineStart = true;
      if (quote === "'") quote = null; // an unclosed single quote ends with the line for counting
      continue;
    }
    if (quote) {
      if (c === "\\" && quote === '"') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === "[" || c === "{") deepest = Math.max(deepest, ++flow + indents.length);
    else if ((c === "]" || c === "}") && flow > 0) flow--;
    else if (c === "#" && (i === 0 || text[i - 1] === " " || text[i - 1] === "\n" || text[i - 1] === "\t")) {
      while (i + 1 < text.length && text[i + 1] !== "\n") i++;
    }
  }
  return deepest;
}

export interface YamlSite {
  path?: string;
  line?: number;
}

/** One per resolve: parses frontmatter blocks within the per-block and per-resolve bounds. */
export class YamlReader {
  private spent = 0;
  private told = new Set<string>();

  constructor(private readonly report: (d: Diagnostic) => void = () => {}) {}

  /**
   * Like `yaml`'s parse(text): the value, or a throw on the first error. Throws YamlBoundError, with a
   * sentence naming the bound, before parsing a block over one.
   */
  parse(text: string, site: YamlSite = {}): unknown {
    if (text.length > MAX_FRONTMATTER_CHARS)
      throw new YamlBoundError(
        `the frontmatter is ${text.length.toLocaleString("en-US")} characters, over Rulescope's bound of ${MAX_FRONTMATTER_CHARS.toLocaleString("en-US")}, so it was not parsed`,
      );
    if (this.spent + text.length > MAX_FRONTMATTER_CHARS_TOTAL)
      throw new YamlBoundError(
        `the rule files' frontmatter together passed Rulescope's bound of ${MAX_FRONTMATTER_CHARS_TOTAL.toLocaleString("en-US")} characters per resolve, so this block was not parsed`,
      );
    const depth = yamlNestingDepth(text);
    if (depth > MAX_YAML_DEPTH)
      throw new YamlBoundError(
        `the frontmatter nests ${depth} levels deep, over Rulescope's bound of ${MAX_YAML_DEPTH}, so it was not parsed`,
      );
    this.spent += text.length;
    const doc = parseDocument(text, { logLevel: "silent" });
    if (doc.errors.length > 0) throw doc.errors[0];
    for (const w of doc.warnings) {
      if (w.code !== "TAG_RESOLVE_FAILED") continue;
      const key = `${site.path}\0${w.message}`;
      if (this.told.has(key)) continue;
      this.told.add(key);
      this.report({
        level: "warning",
        code: "yaml-custom-tag",
        message: `${site.path ? `${site.path}: ` : ""}the frontmatter uses a tag YAML does not define (${w.message.split("\n", 1)[0]}); nothing runs, and the value is read as plain text, as the agent's parser reads it.`,
        ...(site.path ? { path: site.path } : {}),
        ...(site.line ? { line: site.line } : {}),
      });
    }
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  }
}
