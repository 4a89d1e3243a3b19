/**
 * One `.aiassistant/rules/*.md` file as the AI Assistant plugin reads it: a leading metadata block
 * (`---`, `field: value` lines, `---`) that is not YAML, then the rule text. The plugin finds the block
 * with `^---\s*([\s\S]*?)---\s*` at the very start of the file; each line splits on its first colon.
 * Without an `apply:` line the rule is Off (rulesync aiassistant-rule.ts @ 197500d, from the plugin).
 */
import { APPLY, APPLY_VALUES, DELIMITER, FIELD, type Apply } from "./facts";

export interface RuleFile {
  /** The type the plugin acts on: an unknown or missing value is Off. */
  apply: Apply;
  /** The `apply:` value as written, when it is not one the plugin knows. */
  unknownApply?: string;
  /** True when the file has no block or the block has no `apply:` line. */
  noApply: boolean;
  instructions?: string;
  patterns: string[];
  body: string;
}

/** The block's text and where the body starts, or null when the file does not open with `---`. */
function block(text: string): { inner: string; bodyAt: number } | null {
  if (!text.startsWith(DELIMITER)) return null;
  let at = DELIMITER.length;
  while (at < text.length && /\s/.test(text[at])) at++;
  const close = text.indexOf(DELIMITER, at);
  if (close < 0) return null;
  let bodyAt = close + DELIMITER.length;
  while (bodyAt < text.length && /\s/.test(text[bodyAt])) bodyAt++;
  return { inner: text.slice(at, close), bodyAt };
}

function fields(inner: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of inner.split(/\r\n|\r|\n/)) {
    const colon = line.indexOf(":");
    if (colon >= 0) out.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return out;
}

export function parseRuleFile(text: string): RuleFile {
  const b = block(text);
  if (!b) return { apply: APPLY.off, noApply: true, patterns: [], body: text };
  const f = fields(b.inner);
  const body = text.slice(b.bodyAt);
  const raw = f.get(FIELD.apply);
  if (raw === undefined || raw === "") return { apply: APPLY.off, noApply: true, patterns: [], body };
  const known = APPLY_VALUES.includes(raw);
  const apply = (known ? raw : APPLY.off) as Apply;
  const instructions = f.get(FIELD.instructions);
  const patterns = (f.get(FIELD.patterns) ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
  return {
    apply,
    ...(known ? {} : { unknownApply: raw }),
    noApply: false,
    ...(instructions ? { instructions } : {}),
    patterns,
    body,
  };
}
