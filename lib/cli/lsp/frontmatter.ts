/** Completion and hover for the frontmatter keys of a rule file, in the dialect of the agent that reads it. */
import { CompletionItemKind, MarkupKind, type CompletionItem, type Position } from "vscode-languageserver/node";
import { dialectOf, frontmatterEnd } from "../../session/frontmatter-dialects";

const KEY_LINE = /^([A-Za-z_][\w.-]*)[ \t]*:[ \t]*(.*)$/;

/** The frontmatter lines of `text` when `position` is inside its block, else null. */
function inBlock(text: string, position: Position): string[] | null {
  const lines = text.split("\n", 2_002);
  const end = frontmatterEnd(lines);
  return end !== null && position.line > 0 && position.line < end ? lines.slice(1, end) : null;
}

export function completionsAt(text: string, relPath: string, position: Position): CompletionItem[] {
  const dialect = dialectOf(relPath);
  const block = dialect ? inBlock(text, position) : null;
  if (!dialect || !block) return [];
  const line = (text.split("\n", position.line + 1)[position.line] ?? "").slice(0, position.character);
  const keyed = KEY_LINE.exec(line);
  if (keyed) {
    const values = dialect.values?.[keyed[1]] ?? [];
    return values.map((v) => ({ label: v, kind: CompletionItemKind.EnumMember, detail: `${dialect.agent}: ${keyed[1]}` }));
  }
  if (!/^[A-Za-z_]*$/.test(line)) return [];
  const present = new Set(block.map((l) => KEY_LINE.exec(l)?.[1]).filter(Boolean));
  return dialect.keys
    .filter((k) => !present.has(k))
    .map((k) => ({
      label: k,
      kind: CompletionItemKind.Property,
      detail: `${dialect.agent} frontmatter`,
      documentation: { kind: MarkupKind.PlainText, value: dialect.help[k] ?? "" },
      insertText: `${k}: `,
    }));
}

/** The help of the key under the cursor, or null. */
export function frontmatterHover(text: string, relPath: string, position: Position): string | null {
  const dialect = dialectOf(relPath);
  if (!dialect || !inBlock(text, position)) return null;
  const line = text.split("\n", position.line + 1)[position.line] ?? "";
  const key = KEY_LINE.exec(line)?.[1];
  if (!key || position.character > key.length) return null;
  const help = dialect.help[key];
  const values = dialect.values?.[key];
  if (!help) return `\`${key}\` is not a key ${dialect.agent} reads here (it knows ${dialect.keys.join(", ")}).`;
  return `**${key}** (${dialect.agent})\n\n${help}${values ? `\n\nValues: ${values.join(", ")}` : ""}`;
}
