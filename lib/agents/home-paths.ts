/**
 * A profile's `homePaths` made absolute for one session: plain entries under the home folder, and
 * "$NAME/rest" entries from the session's environment. Only places under home are kept: the list
 * says which parts of the home folder an agent reads on its own, nothing else.
 */
import { isWithin, join, normalize } from "../core/paths";

export function homePathsIn(entries: readonly string[], home: string, env: Record<string, string>): string[] {
  const out = new Set<string>();
  for (const entry of entries) {
    const place = entry.startsWith("$") ? fromEnv(entry, env) : join(home, entry);
    if (place !== null && isWithin(place, home)) out.add(place);
  }
  return [...out];
}

/** "$NAME" or "$NAME/rest": the variable's value (absolute only) with `rest` under it, or null. */
function fromEnv(entry: string, env: Record<string, string>): string | null {
  const slash = entry.indexOf("/");
  const name = entry.slice(1, slash === -1 ? undefined : slash);
  const value = Object.hasOwn(env, name) ? env[name].trim() : "";
  if (!value.startsWith("/")) return null;
  return slash === -1 ? normalize(value) : join(value, entry.slice(slash + 1));
}
