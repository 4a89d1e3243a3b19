/**
 * A profile's `homePaths` made absolute for one session: plain entries under the home folder, and
 * "$NAME/rest" entries from the session's environment. Only places under home are kept: the list
 * says which parts of the home folder an agent reads on its own, nothing else.
 */
import { isWithin, join, normalize } from "../core/paths";
import type { ProfileMeta } from "./base";

/** `cwd`: where the agent runs, against which it takes a relative value (codex-cli 0.171.0 does, in the lab). */
export function homePathsIn(entries: readonly string[], home: string, env: Record<string, string>, cwd: string): string[] {
  const out = new Set<string>();
  for (const entry of entries) {
    const place = entry.startsWith("$") ? fromEnv(entry, env, cwd) : join(home, entry);
    if (place !== null && isWithin(place, home)) out.add(place);
  }
  return [...out];
}

/** "$NAME" or "$NAME/rest": the variable's value (relative: to `cwd`) with `rest` under it, or null when unset or empty. */
function fromEnv(entry: string, env: Record<string, string>, cwd: string): string | null {
  const slash = entry.indexOf("/");
  const name = entry.slice(1, slash === -1 ? undefined : slash);
  const raw = Object.hasOwn(env, name) ? env[name].trim() : "";
  if (raw === "") return null;
  const value = raw.startsWith("/") ? raw : join(cwd, raw);
  return slash === -1 ? normalize(value) : join(value, entry.slice(slash + 1));
}

/**
 * A profile's home places and its host's, host first, as the entries homePathsIn takes: a plugin
 * reads what the agent it runs inside reads (ProfileMeta.host). `find`: the registry's lookup.
 */
export function homePathsOf(
  profile: Pick<ProfileMeta, "homePaths" | "host">,
  find: (id: string) => Pick<ProfileMeta, "homePaths"> | undefined,
): readonly string[] {
  const host = profile.host === undefined ? [] : (find(profile.host)?.homePaths ?? []);
  return [...new Set([...host, ...profile.homePaths])];
}
