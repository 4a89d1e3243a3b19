/**
 * The real agents' recorded verdicts, replayed against Rulescope with no install and no binary: each
 * tree is generated again from its seed, written to a temporary folder and resolved the way
 * `rulescope resolve --dir` does, and its text compared with the real agent's. Trees listed in
 * <version>.known.json must still differ (so the list stays true); any other tree must be equal.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { rulescopeOnDisk } from "./compare";
import { unifiedDiff } from "../lib/cli/lab/diff";
import { LAB_DRIVERS } from "../lib/agents/lab-drivers";
import { treeForSeed } from "./generate";
import type { SideResult } from "../lib/cli/lab/sides";
import { variantOf } from "./variant";
import { fingerprint, readKnown, readVerdicts, recordedVersions, RECORD_SEEDS } from "./verdicts";

it("every lab driver has verdicts recorded for its pinned version, over the whole seed list", () => {
  for (const [agent, driver] of Object.entries(LAB_DRIVERS)) {
    expect(recordedVersions()).toContainEqual({ agent, version: driver.pinned });
    expect(readVerdicts(agent, driver.pinned).trees.map((t) => t.seed)).toEqual(RECORD_SEEDS.slice(0, driver.recordedSeeds));
  }
});

for (const { agent, version } of recordedVersions()) {
  describe(`${agent} ${version}: Rulescope against the recorded real agent`, () => {
    const driver = LAB_DRIVERS[agent];
    const variant = variantOf(agent, version);
    const verdicts = readVerdicts(agent, version);
    const known = readKnown(agent, version);
    const knownSeeds = new Set(known.divergences.flatMap((d) => d.seeds));
    const ours = new Map<number, SideResult>();
    /** Trees whose ordered folders this disk lists otherwise than the recording disk did (lab/listing.ts). */
    const listedOtherwise = new Set<number>();
    const stale: number[] = [];

    beforeAll(async () => {
      for (const t of verdicts.trees) {
        const { scenario } = treeForSeed(agent, driver.trees, t.seed);
        if (fingerprint(scenario) !== t.tree) stale.push(t.seed);
        else {
          const { result, order } = await rulescopeOnDisk(driver, scenario, variant);
          ours.set(t.seed, result);
          if ((t.order ?? null) !== order) listedOtherwise.add(t.seed);
        }
      }
    }, 120_000);

    const differs = (seed: number, real: string) => {
      const r = ours.get(seed);
      return !r?.ok || r.text !== real;
    };
    const realOf = (seed: number) => verdicts.texts[verdicts.trees.find((t) => t.seed === seed)!.text];

    it("the generator still makes the recorded trees (else: npm run lab -- --agent <id> --record)", () => {
      expect(stale).toEqual([]);
    });

    it("every tree outside the known divergences gives the real agent's text, byte for byte", () => {
      const differing = verdicts.trees.filter(
        (t) => !knownSeeds.has(t.seed) && ours.has(t.seed) && differs(t.seed, verdicts.texts[t.text]),
      );
      // A disk that lists a rules folder in another order cannot give the recorded order: said, not failed.
      const unordered = differing.filter((t) => listedOtherwise.has(t.seed)).map((t) => t.seed);
      if (unordered.length)
        console.info(
          `${agent} ${version}: seeds ${unordered.join(", ")} differ, and this disk lists their rules folders in another order than the one recorded on`,
        );
      const fresh = differing.filter((t) => !listedOtherwise.has(t.seed));
      const report = fresh.slice(0, 3).map((t) => {
        const r = ours.get(t.seed)!;
        return `seed ${t.seed}:\n${r.ok ? unifiedDiff(verdicts.texts[t.text], r.text, `real ${agent} ${version}`, "rulescope") : r.error}`;
      });
      expect(
        fresh.map((t) => t.seed),
        report.join("\n\n"),
      ).toEqual([]);
    });

    for (const d of known.divergences)
      it(`known divergence ${d.id} (${d.seeds.length} trees): ${d.reason}`, async () => {
        const nowEqual = d.seeds.filter((seed) => ours.has(seed) && !differs(seed, realOf(seed)));
        expect(nowEqual, `now equal: take these seeds off ${version}.known.json`).toEqual([]);
        if (d.reduced) {
          const { result: r } = await rulescopeOnDisk(driver, d.reduced.scenario, variant);
          expect(r.ok && r.text === d.reduced.real, "the reduced tree now matches the real agent").toBe(false);
        }
      });
  });
}
