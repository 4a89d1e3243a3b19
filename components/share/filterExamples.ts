/**
 * The Examples gallery's filter: every word typed must appear, in any case, in the example's agent
 * name, id, title or explanation ("claude import" finds Claude Code's import examples). Pure, so the
 * menu and its test share it.
 */
import type { Example } from "@/lib/agents/base";

export function matchesQuery(example: Example, agentName: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${agentName} ${example.id} ${example.title} ${example.explanation}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
