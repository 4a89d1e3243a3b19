/**
 * `npm run lab -- --agent <id> [--version <v>] [--record] [--count N] [--from S] [--seeds a,b]
 * [--diffs K] [--show <seed>] [--reduce <seed>]`: installs the agent's pinned package into the cache,
 * generates trees from the profile's facts, and compares the real agent's instruction text with
 * Rulescope's for each. docs/lab.md says how it works.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { LabDriver } from "../lib/agents/lab-driver";
import type { Scenario } from "../lib/scenario/types";
import { formatProblems, validateScenario } from "../lib/scenario/validate";
import { compareTree } from "./compare";
import { unifiedDiff } from "../lib/cli/lab/diff";
import { LAB_DRIVERS } from "../lib/agents/lab-drivers";
import { treeForSeed } from "./generate";
import { checkVersion, ensureInstalled, LabError, resolveVersion } from "./install";
import { startRecorder, type Recorder } from "../lib/cli/lab/recorder";
import { fingerprint, readKnown, RECORD_SEEDS, writeVerdicts, type VerdictFile } from "./verdicts";
import { reduce } from "./reduce";
import { variantOf } from "./variant";

const out = (s: string) => void process.stdout.write(s);

const OPTIONS = {
  agent: { type: "string" },
  version: { type: "string" },
  record: { type: "boolean" },
  count: { type: "string" },
  from: { type: "string" },
  seeds: { type: "string" },
  diffs: { type: "string" },
  show: { type: "string" },
  reduce: { type: "string" },
  scenario: { type: "string" },
  newest: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

const HELP = `npm run lab -- --agent <id> [options]
  --version <v>     the package version to run (default: the driver's pinned one; "latest" works)
  --record          run the recorded seed list and write lab/verdicts/<id>/<version>.json.gz
  --count N         how many trees (default 20), from seed --from S (default 1)
  --seeds a,b,c     exactly these seeds
  --diffs K         print the diff of the first K different trees (default 3)
  --show <seed>     print one tree's scenario and both texts
  --reduce <seed>   shrink one different tree to the entries that keep it different
  --scenario <file> compare on one scenario file (a tree written by hand, or a reduced one)
  --newest          the newest release npm serves, on the recorded seeds (every agent unless --agent):
                    exit 1 with the diffs when a tree differs that is no known divergence (drift)
Agents: ${Object.keys(LAB_DRIVERS).join(", ")}.
`;

function int(flag: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new LabError(`--${flag} takes a whole number, not "${raw}".`);
  return Number(raw);
}

/** The first changed lines of a diff, with paths and numbers masked: trees that differ alike group together. */
function signature(diff: string): string {
  const lines = diff.split("\n").slice(2);
  const first = (mark: string) => lines.find((l) => l.startsWith(mark) && !l.startsWith("@@"))?.slice(1) ?? "";
  const mask = (l: string) => l.replace(/\/.*/, "<path>").replace(/\d+/g, "#").slice(0, 60);
  return `real: ${mask(first("-"))} | rulescope: ${mask(first("+"))}`;
}

interface Session {
  driver: LabDriver;
  bin: string;
  recorder?: Recorder;
  /** The profile variant for the version run (lab/variant.ts); none: the default. */
  variant?: string;
}

async function compareScenario(s: Session, scenario: Scenario) {
  return compareTree(s.driver, s.bin, scenario, s.recorder, s.variant);
}

/** Long file bodies shortened for the screen. */
const brief = (scenario: Scenario) =>
  JSON.stringify(
    scenario,
    (_k, v: unknown) => (typeof v === "string" && v.length > 300 ? `${v.slice(0, 300)}… (${v.length} characters)` : v),
    2,
  );

async function show(s: Session, scenario: Scenario): Promise<void> {
  const c = await compareScenario(s, scenario);
  out(`${brief(scenario)}\n`);
  out(`--- real ${c.real.ok ? JSON.stringify(c.real.text) : `(error) ${c.real.error}`}\n`);
  out(`+++ rulescope ${c.rulescope.ok ? JSON.stringify(c.rulescope.text) : `(error) ${c.rulescope.error}`}\n`);
  out(c.equal ? "equal\n" : "different\n");
}

function readScenario(path: string, agent: string): Scenario {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new LabError(`${path} is not a JSON file the lab can read (${(e as Error).message}).`);
  }
  const parsed = validateScenario(raw);
  if (!parsed.ok) throw new LabError(`${path} is not a valid scenario:\n${formatProblems(parsed.problems)}`);
  if (parsed.scenario.agent !== agent) throw new LabError(`${path} is a scenario for ${parsed.scenario.agent}, not ${agent}.`);
  return parsed.scenario;
}

async function reduceSeed(s: Session, agent: string, seed: number): Promise<void> {
  const { scenario } = treeForSeed(agent, s.driver.trees, seed);
  const differs = async (sc: Scenario) => {
    const c = await compareScenario(s, sc);
    return c.real.ok && c.rulescope.ok && !c.equal;
  };
  if (!(await differs(scenario)))
    throw new LabError(`Seed ${seed}: the real agent and Rulescope agree (or one failed); nothing to reduce.`);
  const small = await reduce(scenario, differs);
  const c = await compareScenario(s, small);
  const text = (r: typeof c.real) => (r.ok ? r.text : "");
  out(`${JSON.stringify({ scenario: small, real: text(c.real) }, null, 2)}\n`);
  out(`${unifiedDiff(text(c.real), text(c.rulescope), "real", "rulescope")}\n`);
}

async function runSeeds(
  s: Session,
  agent: string,
  version: string,
  said: string,
  seeds: readonly number[],
  diffs: number,
  record: boolean,
) {
  let equal = 0;
  let shown = 0;
  const failures: string[] = [];
  const groups = new Map<string, number[]>();
  const undeclared = new Set<string>();
  const different: number[] = [];
  const trees: VerdictFile["trees"] = [];
  const texts: string[] = [];
  for (const seed of seeds) {
    const { scenario } = treeForSeed(agent, s.driver.trees, seed);
    const c = await compareScenario(s, scenario);
    c.undeclared.forEach((p) => undeclared.add(p));
    if (!c.real.ok || !c.rulescope.ok) {
      const why = !c.real.ok ? `real: ${c.real.error}` : `rulescope: ${(c.rulescope as { error: string }).error}`;
      failures.push(`seed ${seed}: ${why}`);
      out(`seed ${seed}: error (${why})\n`);
      continue;
    }
    let index = texts.indexOf(c.real.text);
    if (index === -1) index = texts.push(c.real.text) - 1;
    trees.push({ seed, tree: fingerprint(scenario), text: index, ...(c.order ? { order: c.order } : {}) });
    if (c.equal) {
      equal++;
      out(`seed ${seed}: equal\n`);
      continue;
    }
    different.push(seed);
    const diff = unifiedDiff(c.real.text, c.rulescope.text, `real ${agent} ${version}`, "rulescope");
    const sig = signature(diff);
    groups.set(sig, [...(groups.get(sig) ?? []), seed]);
    out(`seed ${seed}: different\n`);
    if (shown++ < diffs) out(`${diff}\n`);
  }
  out(`\n${said}: ${seeds.length} trees, ${equal} equal, ${different.length} different, ${failures.length} failed\n`);
  for (const [sig, list] of groups) out(`  ${list.length} like seed ${list[0]}: ${sig}\n`);
  if (undeclared.size) out(`  written under home and not declared by the driver: ${[...undeclared].sort().join(", ")}\n`);
  if (!record) return { ok: failures.length === 0, different };
  if (failures.length) throw new LabError(`Not recorded: ${failures.length} tree(s) failed (${failures[0]}).`);
  const fastCheck = (
    JSON.parse(readFileSync(new URL("../node_modules/fast-check/package.json", import.meta.url), "utf8")) as { version: string }
  ).version;
  const recorded = new Date().toISOString().slice(0, 10);
  const path = writeVerdicts({ agent, package: s.driver.package, version, said, fastCheck, recorded, trees, texts });
  out(`recorded ${trees.length} verdicts in ${path}\n`);
  const known = new Set(readKnown(agent, version).divergences.flatMap((d) => d.seeds));
  const fresh = different.filter((seed) => !known.has(seed));
  const gone = [...known].filter((seed) => !different.includes(seed));
  if (fresh.length) out(`  not in ${version}.known.json yet: seeds ${fresh.join(", ")}\n`);
  if (gone.length) out(`  listed as known but now equal: seeds ${gone.join(", ")}\n`);
  return { ok: true, different };
}

/**
 * `--newest`: each agent's newest release on the recorded seeds. Drift is a tree that differs and is
 * no known divergence (of that version when it was recorded, else of the pinned one): the agent changed.
 */
async function newest(agents: string[], diffs: number): Promise<number> {
  const drifted: string[] = [];
  for (const agent of agents) {
    const driver = LAB_DRIVERS[agent];
    const version = resolveVersion(driver, "latest");
    const bin = ensureInstalled(driver, version, out);
    const said = checkVersion(driver, bin, version);
    const recorder = driver.recorder ? await startRecorder() : undefined;
    try {
      const run = await runSeeds(
        { driver, bin, recorder, variant: variantOf(agent, version) },
        agent,
        version,
        said,
        RECORD_SEEDS,
        diffs,
        false,
      );
      const own = readKnown(agent, version);
      const known = new Set((own.divergences.length > 0 ? own : readKnown(agent, driver.pinned)).divergences.flatMap((d) => d.seeds));
      const fresh = run.different.filter((seed) => !known.has(seed));
      if (!run.ok || fresh.length > 0)
        drifted.push(
          `${driver.package}@${version}: ${fresh.length} tree(s) differ beyond the known divergences${run.ok ? "" : ", and some failed to run"}`,
        );
    } finally {
      await recorder?.close();
    }
  }
  out(
    drifted.length === 0
      ? "\nno drift: every newest release agrees with Rulescope on the recorded seeds\n"
      : `\ndrift:\n${drifted.map((d) => `  ${d}`).join("\n")}\n`,
  );
  return drifted.length === 0 ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false });
  if (values.help) {
    out(HELP);
    return 0;
  }
  if (values.newest) {
    if (values.agent !== undefined && !Object.hasOwn(LAB_DRIVERS, values.agent))
      throw new LabError(`The lab has no driver for "${values.agent}"; it has: ${Object.keys(LAB_DRIVERS).join(", ")}.`);
    return newest(values.agent !== undefined ? [values.agent] : Object.keys(LAB_DRIVERS), int("diffs", values.diffs, 3));
  }
  const agent = values.agent;
  if (!agent) throw new LabError(`--agent is required (one of: ${Object.keys(LAB_DRIVERS).join(", ")}).`);
  const driver = Object.hasOwn(LAB_DRIVERS, agent) ? LAB_DRIVERS[agent] : undefined;
  if (!driver) throw new LabError(`The lab has no driver for "${agent}"; it has: ${Object.keys(LAB_DRIVERS).join(", ")}.`);
  const version = resolveVersion(driver, values.version ?? driver.pinned);
  if (!driver.verified.includes(version))
    out(`note: ${driver.package}@${version} is not among the versions verified (${driver.verified.join(", ")})\n`);
  const bin = ensureInstalled(driver, version, out);
  const said = checkVersion(driver, bin, version);
  const variant = variantOf(agent, version);
  out(`compared with the profile's ${variant ?? "default"} variant\n`);
  const recorder = driver.recorder ? await startRecorder() : undefined;
  const session: Session = { driver, bin, recorder, variant };
  try {
    if (values.show !== undefined)
      return await show(session, treeForSeed(agent, driver.trees, int("show", values.show, 0)).scenario).then(() => 0);
    if (values.scenario !== undefined) return await show(session, readScenario(values.scenario, agent)).then(() => 0);
    if (values.reduce !== undefined) return await reduceSeed(session, agent, int("reduce", values.reduce, 0)).then(() => 0);
    const from = int("from", values.from, 1);
    const seeds = values.record
      ? RECORD_SEEDS
      : values.seeds !== undefined
        ? values.seeds.split(",").map((x) => int("seeds", x.trim(), 0))
        : Array.from({ length: int("count", values.count, 20) }, (_, i) => from + i);
    const { ok } = await runSeeds(session, agent, version, said, seeds, int("diffs", values.diffs, 3), Boolean(values.record));
    return ok ? 0 : 1;
  } finally {
    await recorder?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (e: unknown) => {
    // A sentence for what the lab could not do; a real bug keeps its stack.
    if (e instanceof LabError || (e instanceof Error && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"))) {
      process.stderr.write(`lab: ${e.message}\n`);
      process.exitCode = 2;
    } else throw e;
  },
);
