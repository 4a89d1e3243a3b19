/**
 * A canary round trip for every profile, on each of its examples: planting codewords must not change
 * which files the agent loads (else the prediction would describe another tree), every loaded file
 * must carry a predicted codeword, and verify must tell an answer that matches the prediction from
 * one that misses a file or reports a file the kit predicted unseen. The recorded answers of real
 * agents are in round-trip.test.ts (codex, claude-code); this covers the kit's contract per profile.
 */
import { examplesOf } from "../agents/examples";
import { describe, expect, it } from "vitest";
import { PROFILES } from "../agents";
import { makeKit } from "./kit";
import { verify } from "./verify";

const LOADED = new Set(["included", "truncated"]);
/** Codewords add bytes: a file at a shared budget's edge may be cut or dropped after planting. The kit's
 * prediction comes from the planted tree, so it stays honest; only the budget outcome may move. */
const AT_BUDGET = new Set(["truncated", "over-budget"]);

describe.each(PROFILES.map((p) => [p.id, p] as const))("canary kit: %s", (_id, profile) => {
  it.each(examplesOf(profile.id).map((e) => [e.id, e.scenario] as const))(
    "%s: planting keeps what loads, and verify tells agreement from a miss",
    (_e, scenario) => {
      const made = makeKit(scenario, { seed: "profiles" });
      expect(made.ok, made.ok ? "" : made.error).toBe(true);
      if (!made.ok) return;
      const m = made.kit.manifest;
      for (const f of m.files) {
        if (AT_BUDGET.has(f.status) || AT_BUDGET.has(f.statusAfter)) continue;
        expect(LOADED.has(f.statusAfter), `${f.path}: ${f.status} before planting, ${f.statusAfter} after`).toBe(LOADED.has(f.status));
      }
      // Files attached mid-session (a read) are predicted under `later`, not asked about.
      const predicted = new Set([...m.prediction.order, ...m.prediction.later.map((l) => l.word)]);
      const loaded = m.files.filter((f) => LOADED.has(f.statusAfter) && m.codewords.some((c) => c.path === f.path));
      for (const f of loaded)
        expect(
          m.codewords.some((c) => c.path === f.path && predicted.has(c.word)),
          `${f.path} is loaded but none of its codewords is predicted`,
        ).toBe(true);

      // A consistency check of verify against the kit's own prediction (the recorded answers of real
      // agents are in round-trip.test.ts); the miss below is what this test is for.
      const agree = verify(m, m.prediction.order.join("\n"));
      expect(agree.ok && agree.verification.agreed).toBe(true);
      if (m.prediction.order.length === 0) return;
      const firstPath = m.codewords.find((c) => c.word === m.prediction.order[0])!.path;
      const missed = verify(m, m.prediction.order.filter((w) => m.codewords.find((c) => c.word === w)!.path !== firstPath).join("\n"));
      expect(missed.ok && missed.verification.agreed).toBe(false);
      if (missed.ok) expect(missed.verification.files.find((f) => f.path === firstPath)?.verdict).toBe("disagreed");
    },
  );
});
