/**
 * Which profile variant a real version is compared with: the one whose `models` range (or named
 * version) covers it, as `--agent <id>@<version>` picks; none covers it: the profile's default. The
 * run, the record and the replay all ask here, so a version's verdicts meet the variant made for it.
 */
import { findProfile } from "../lib/agents";
import { variantFor } from "../lib/agents/versions";

export function variantOf(agent: string, version: string): string | undefined {
  const profile = findProfile(agent);
  if (!profile) return undefined;
  const picked = variantFor(profile, version);
  return picked.ok ? picked.variant : undefined;
}
