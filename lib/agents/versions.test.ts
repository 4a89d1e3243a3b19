/** Picking a variant by id, by release number or by commit (`--agent id@ref`). */
import { describe, expect, it } from "vitest";
import type { AgentProfile } from "./base";
import { claudeCode } from "./claude-code";
import { modelsLine, variantFor } from "./versions";

const fake = {
  ...claudeCode,
  name: "Fake",
  variants: [
    { id: "new", description: "", models: { version: "81aa430 (2026-02-01)", checked: "2026-11-26" } },
    { id: "old", description: "", models: { version: "1.0 to 1.4", checked: "2026-11-26", since: "1.0", until: "1.4" } },
    { id: "plain", description: "" },
  ],
} satisfies AgentProfile;

describe("variantFor", () => {
  it("takes a variant id as is", () => expect(variantFor(claudeCode, "before-2.1.277")).toEqual({ ok: true, variant: "before-2.1.277" }));
  it("maps a release to the variant whose range covers it, both ends inclusive", () => {
    expect(variantFor(claudeCode, "2.1.276")).toEqual({ ok: true, variant: "before-2.1.277" });
    expect(variantFor(claudeCode, "2.1.277")).toEqual({ ok: true, variant: "upstream" });
    expect(variantFor(claudeCode, "v2.2")).toEqual({ ok: true, variant: "upstream" });
    expect(variantFor(fake, "1.4.0")).toEqual({ ok: true, variant: "old" });
    expect(variantFor(fake, "1.4.1").ok).toBe(false);
  });
  it("matches a commit at any length of 7 or more", () => {
    expect(variantFor(fake, "81aa430")).toEqual({ ok: true, variant: "new" });
    expect(variantFor(fake, "81aa430f00d")).toEqual({ ok: true, variant: "new" });
    expect(variantFor(fake, "81aa43").ok).toBe(false);
  });
  it("names every variant and what it models when nothing matches", () => {
    const r = variantFor(fake, "nope");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toContain("new: 81aa430 (2026-02-01); old: 1.0 to 1.4; plain");
  });
  it("modelsLine says what a variant models and when it was checked", () => {
    expect(modelsLine(fake.variants[0])).toBe("models 81aa430 (2026-02-01), checked 2026-11-26");
    expect(modelsLine(fake.variants[2])).toBeNull();
  });
});

describe("every profile's variants", () => {
  it("state the release or commit they model and the day it was checked (shown beside the Variant control)", async () => {
    const { PROFILES } = await import("./index");
    const missing = PROFILES.flatMap((p) => p.variants.filter((v) => !v.models || !/^\d{4}-\d{2}-\d{2}$/.test(v.models.checked)).map((v) => `${p.id}@${v.id}`));
    expect(missing).toEqual([]);
  });
});
