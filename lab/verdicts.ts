/**
 * Recorded verdicts: for a fixed seed list, the real agent's instruction text per tree, kept in the
 * repository (lab/verdicts/<agent>/<version>.json.gz, texts stored once each) so `npm test` replays
 * them against Rulescope with no install and no binary. Beside each, <version>.known.json lists the
 * trees where Rulescope is known to differ, by class, with a reduced tree and the reason.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compareReleases } from "../lib/agents/versions";
import { gunzipSync, gzipSync, strFromU8, strToU8 } from "fflate";
import type { Scenario } from "../lib/scenario/types";

const VERDICTS_DIR = join(import.meta.dirname, "verdicts");

/** The seeds recorded: 1 to 210. */
export const RECORD_SEEDS: readonly number[] = Array.from({ length: 210 }, (_, i) => i + 1);

export interface VerdictFile {
  agent: string;
  package: string;
  version: string;
  /** What the binary said when asked its version. */
  said: string;
  /** The fast-check version the trees were generated with (another may make other trees from a seed). */
  fastCheck: string;
  /** The day the verdicts were recorded, YYYY-MM-DD. */
  recorded?: string;
  /**
   * Per seed: the tree's fingerprint, the index of the real agent's text in `texts`, and where the agent
   * reads folders in the disk's order, that order's digest on the disk recorded on (lab/listing.ts).
   */
  trees: { seed: number; tree: string; text: number; order?: string }[];
  texts: string[];
}

interface KnownDivergence {
  id: string;
  /** Why Rulescope differs: what the real agent does that the profile does not (yet). */
  reason: string;
  seeds: number[];
  /** A smallest tree that still shows it, with the real agent's text for it. */
  reduced?: { scenario: Scenario; real: string };
}

export interface KnownFile {
  agent: string;
  version: string;
  divergences: KnownDivergence[];
}

/** A short hash of a scenario: the replay checks the generator still makes the recorded tree. */
export function fingerprint(scenario: Scenario): string {
  return createHash("sha256").update(JSON.stringify(scenario)).digest("hex").slice(0, 16);
}

const verdictPath = (agent: string, version: string) => join(VERDICTS_DIR, agent, `${version}.json.gz`);
const knownPath = (agent: string, version: string) => join(VERDICTS_DIR, agent, `${version}.known.json`);

export function writeVerdicts(v: VerdictFile): string {
  const path = verdictPath(v.agent, v.version);
  mkdirSync(join(VERDICTS_DIR, v.agent), { recursive: true });
  // mtime 0: the same verdicts make the same bytes, so a re-record with no change leaves no diff.
  writeFileSync(path, gzipSync(strToU8(JSON.stringify(v)), { level: 9, mtime: 0 }));
  return path;
}

export function readVerdicts(agent: string, version: string): VerdictFile {
  return JSON.parse(strFromU8(gunzipSync(readFileSync(verdictPath(agent, version))))) as VerdictFile;
}

export function readKnown(agent: string, version: string): KnownFile {
  const path = knownPath(agent, version);
  if (!existsSync(path)) return { agent, version, divergences: [] };
  return JSON.parse(readFileSync(path, "utf8")) as KnownFile;
}

/** Every recorded (agent, version) pair. */
export function recordedVersions(): { agent: string; version: string }[] {
  if (!existsSync(VERDICTS_DIR)) return [];
  return readdirSync(VERDICTS_DIR)
    .sort()
    .flatMap((agent) =>
      readdirSync(join(VERDICTS_DIR, agent))
        .filter((f) => f.endsWith(".json.gz"))
        .map((f) => f.slice(0, -".json.gz".length))
        .sort(compareReleases)
        .map((version) => ({ agent, version })),
    );
}
