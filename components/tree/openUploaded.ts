/**
 * Which file an upload opens in the editor: the first file under it with an error, else the first
 * one the current agent loads from it, else its root AGENTS.md, else its shallowest Markdown file;
 * an empty path when it holds none. Called with the first answer for the tree with the upload.
 */
import { isWithin } from "@/lib/core/paths";
import type { Finding } from "@/lib/check/types";
import type { Scenario } from "@/lib/scenario/types";
import type { Source } from "@/lib/types";

export function fileToOpen(
  root: string,
  files: Scenario["files"],
  sources: readonly Source[] | undefined,
  findings: readonly Finding[] | null,
): { path: string; line: number } {
  const error = findings?.find((f) => f.severity === "error" && isWithin(f.path, root) && typeof files[f.path] !== "undefined");
  if (error) return { path: error.path, line: error.line ?? 1 };
  const loaded = sources?.find((s) => (s.status === "included" || s.status === "truncated") && isWithin(s.path, root));
  if (loaded && loaded.path in files) return { path: loaded.path, line: 1 };
  const agents = `${root}/AGENTS.md`;
  if (agents in files) return { path: agents, line: 1 };
  const md = Object.keys(files)
    .filter((p) => isWithin(p, root) && p.toLowerCase().endsWith(".md") && !(files[p] as { dir?: true })?.dir)
    .sort((a, b) => a.split("/").length - b.split("/").length || (a < b ? -1 : a > b ? 1 : 0));
  return md.length ? { path: md[0], line: 1 } : { path: "", line: 1 };
}
