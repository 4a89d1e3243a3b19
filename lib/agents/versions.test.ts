/** Picking a variant by id, by release number or by commit (`--agent id@ref`). */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { AgentProfile } from "./base";
import { claudeCode } from "./claude-code";
import { compareReleases, modelsLine, variantFor } from "./versions";

const fake = {
  ...claudeCode,
  name: "Fake",
  variants: [
    { id: "new", description: "", models: { version: "81aa430 (2026-02-01)", checked: "2026-11-26" } },
    { id: "old", description: "", models: { version: "1.0 to 1.4", checked: "2026-11-26", since: "1.0", until: "1.4" } },
    { id: "plain", description: "" },
  ],
} satisfies AgentProfile;

describe("compareReleases", () => {
  it("orders releases by their numbers, not their spelling, and names after them", () => {
    expect(["2.1.197", "main", "2.1.83", "2.1.332", "0.9", "abc1234"].sort(compareReleases)).toEqual([
      "0.9",
      "2.1.83",
      "2.1.197",
      "2.1.332",
      "abc1234",
      "main",
    ]);
  });
});

describe("variantFor", () => {
  it("takes a variant id as is", () => expect(variantFor(claudeCode, "before-2.1.277")).toEqual({ ok: true, variant: "before-2.1.277" }));
  it("maps a release to the variant whose range covers it, both ends inclusive", () => {
    expect(variantFor(claudeCode, "2.1.276")).toEqual({ ok: true, variant: "before-2.1.277" });
    expect(variantFor(claudeCode, "2.1.277")).toEqual({ ok: true, variant: "before-2.1.330" });
    expect(variantFor(claudeCode, "2.1.330")).toEqual({ ok: true, variant: "upstream" });
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
    const missing = PROFILES.flatMap((p) =>
      p.variants.filter((v) => !v.models || !/^\d{4}-\d{2}-\d{2}$/.test(v.models.checked)).map((v) => `${p.id}@${v.id}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("profile READMEs", () => {
  // Read from disk: the READMEs are documentation, not part of the bundle the resolver ships in.
  const here = dirname(fileURLToPath(import.meta.url));
  const folders = readdirSync(here, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const HEADING = "## Versions: what changed in loading";
  const row = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());

  it("there is one folder per profile", async () => {
    const { PROFILES } = await import("./index");
    expect(folders).toEqual(PROFILES.map((p) => p.id).sort());
  });

  it.each(folders)("%s: has the versions heading, once, followed by a table (version, what changed, source)", (id) => {
    const lines = readFileSync(join(here, id, "README.md"), "utf8").split("\n");
    const at = lines.flatMap((l, i) => (l.trim() === HEADING ? [i] : []));
    expect(at).toHaveLength(1);
    const end = lines.findIndex((l, i) => i > at[0] && /^#{1,2} /.test(l));
    const section = lines.slice(at[0] + 1, end === -1 ? undefined : end);
    const start = section.findIndex((l) => l.trim().startsWith("|"));
    expect(start).toBeGreaterThanOrEqual(0);
    // Only prose may come between the heading and the table, not a sub-heading.
    expect(section.slice(0, start).some((l) => l.startsWith("#"))).toBe(false);
    const table: string[] = [];
    for (const l of section.slice(start))
      if (l.trim().startsWith("|")) table.push(l);
      else break;
    const [head, rule, ...rows] = table.map(row);
    expect(head.length).toBeGreaterThanOrEqual(3);
    expect(rule.every((c) => /^:?-{3,}:?$/.test(c))).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const r of rows) {
      expect(r).toHaveLength(head.length);
      expect(r.every((c) => c.length > 0)).toBe(true);
    }
  });

  it("no README keeps an older name for that section", () => {
    const old = folders.filter((id) =>
      /^#{2,3} (Changelog|Versions)\b/m.test(readFileSync(join(here, id, "README.md"), "utf8").replace(HEADING, "")),
    );
    expect(old).toEqual([]);
  });
});
