/**
 * A profile's `homePaths` made absolute for one session: plain entries under the home folder, and
 * "$NAME/rest" entries from the session's environment. Only places under home are kept: the list
 * says which parts of the home folder an agent reads on its own, nothing else.
 */
import { isWithin, join, normalize, resolvePath } from "../core/paths";

/**
 * `cwd`: the session's working directory, against which a relative value is taken (Codex's
 * CODEX_HOME and Qwen Code's QWEN_HOME are, as the lab measured); without it a relative value
 * counts for nothing.
 */
export function homePathsIn(entries: readonly string[], home: string, env: Record<string, string>, cwd?: string): string[] {
  const out = new Set<string>();
  for (const entry of entries) {
    const place = entry.startsWith("$") ? fromEnv(entry, env, cwd) : join(home, entry);
    if (place !== null && isWithin(place, home)) out.add(place);
  }
  return [...out];
}

/** "$NAME" or "$NAME/rest": the variable's value (absolute, or relative to `cwd`) with `rest` under it, or null. */
function fromEnv(entry: string, env: Record<string, string>, cwd: string | undefined): string | null {
  const slash = entry.indexOf("/");
  const name = entry.slice(1, slash === -1 ? undefined : slash);
  const value = Object.hasOwn(env, name) ? env[name].trim() : "";
  if (value === "" || (!value.startsWith("/") && cwd === undefined)) return null;
  const base = value.startsWith("/") ? normalize(value) : resolvePath(cwd!, value);
  return slash === -1 ? base : join(base, entry.slice(slash + 1));
}
