/**
 * Fuzz: zip uploads (anyone's repo). Random bytes, crafted zips with hostile names, links and lying
 * fields, real zips (fflate) cut short or with bytes changed: importZip never throws, keeps nothing
 * outside the upload (no key outside its folder, no link that resolves outside it), respects its caps,
 * shows no raw control character, and what it keeps is a valid scenario.
 */
import { zipSync } from "fflate";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWithin } from "../../lib/core/paths";
import { buildMemfs } from "../../lib/fs/memfs";
import { importFiles, importZip, type ImportResult } from "../../lib/import";
import { MAX_FILES, MAX_FOLDERS, MAX_LISTED_SKIPS, MAX_TOTAL_BYTES } from "../../lib/import/limits";
import { validateScenario } from "../../lib/scenario/validate";
import { craftZip, type CraftEntry } from "../zip-craft";
import { fuzzParams, fuzzTimeout, RAW_CONTROL } from "./fuzz-config";
import { hostileName } from "./hostile";

/** Entry names: a path of hostile names, sometimes under one top folder, sometimes with odd separators. */
const entryName: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.array(hostileName, { minLength: 1, maxLength: 4 }).map((n) => n.join("/")) },
  { weight: 2, arbitrary: fc.array(hostileName, { minLength: 1, maxLength: 3 }).map((n) => "repo/" + n.join("/")) },
  { weight: 1, arbitrary: fc.array(hostileName, { minLength: 1, maxLength: 3 }).map((n) => n.join("//") + "/") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("/etc/passwd", "C:/x", "../x", "a/../../x", "./a", "repo//AGENTS.md", "repo/", "", "\\\\server\\share"),
  },
);

/** Link targets that stay, leave, or play tricks (`..` after a name, absolute, Windows, long). */
const target: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom("..", ".", "a", "repo", "AGENTS.md", "x"), { minLength: 1, maxLength: 5 }).map((s) => s.join("/")),
  fc.constantFrom("/etc/passwd", "C:\\Windows", "../../../../etc/passwd", "", "a\u0000b", "x".repeat(5000)),
  entryName,
);

const entry: fc.Arbitrary<CraftEntry> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      name: entryName,
      bytes: fc.oneof(fc.string({ maxLength: 40 }), fc.uint8Array({ maxLength: 40 })),
      method: fc.constantFrom(0, 8),
    }),
  },
  { weight: 2, arbitrary: fc.record({ name: entryName, bytes: target, mode: fc.constant(0o120777) }) },
  { weight: 1, arbitrary: fc.record({ name: entryName.map((n) => n.replace(/\/?$/, "/")), method: fc.constant(0) }) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        name: entryName,
        bytes: fc.string({ maxLength: 40 }),
        method: fc.constantFrom(0, 8, 12, 99),
        size: fc.oneof(fc.nat(200), fc.constant(0xffffffff), fc.constant(2 * 1024 * 1024)),
        compressedSize: fc.oneof(fc.nat(200), fc.constant(0xffffffff)),
        localOffset: fc.oneof(fc.nat(500), fc.constant(0xffffffff)),
        mode: fc.constantFrom(0o100644, 0o040755, 0o120777, 0o170000),
        flags: fc.constantFrom(0, 1, 0x800, 0x808),
      },
      { requiredKeys: ["name"] },
    ),
  },
);

/** A change to a zip's bytes: cut it, overwrite a byte, a 16- or 32-bit field, or repeat a stretch. */
const mutation = fc.tuple(
  fc.oneof({ weight: 5, arbitrary: fc.constant("none") }, { weight: 5, arbitrary: fc.constantFrom("cut", "byte", "u16", "u32", "splice") }),
  fc.nat(),
  fc.nat(0xffffffff),
);

function mutate(zip: Uint8Array, [how, at, value]: [string, number, number]): Uint8Array {
  if (how === "none" || zip.length === 0) return zip;
  const i = at % zip.length;
  if (how === "cut") return zip.subarray(0, i);
  const out = zip.slice();
  const v = new DataView(out.buffer);
  if (how === "byte") out[i] = value & 0xff;
  else if (how === "u16" && i + 2 <= out.length) v.setUint16(i, value & 0xffff, true);
  else if (how === "u32" && i + 4 <= out.length) v.setUint32(i, value, true);
  else if (how === "splice") return new Uint8Array([...out.subarray(0, i), ...out.subarray(value % out.length)]);
  return out;
}

/** End-record fields that lie, now and then (most zips keep a true one, so their entries are reached). */
const lyingEnd = fc.oneof(
  { weight: 9, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.record({ count: fc.nat(20), directorySize: fc.nat(2000), directoryOffset: fc.nat(2000) }, { requiredKeys: [] }),
  },
);

const zipBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(entry, { maxLength: 8 }), lyingEnd, mutation)
      .map(([entries, options, m]) => mutate(craftZip(entries, options ?? {}), m)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.dictionary(entryName, fc.string({ maxLength: 30 }), { maxKeys: 6 }), mutation)
      .map(([files, m]) => mutate(realZip(files), m)),
  },
);

/** A zip written by fflate; names it will not write (a file and a folder of one name) fall back to craftZip. */
function realZip(files: Record<string, string>): Uint8Array {
  const entries = Object.entries(files).map(([k, v]) => [k, new TextEncoder().encode(v)] as const);
  try {
    return zipSync(Object.fromEntries(entries));
  } catch {
    return craftZip(entries.map(([name, bytes]) => ({ name, bytes })));
  }
}

/** What every upload must be, whatever came in. */
function checkUpload(r: ImportResult): void {
  const { report, files } = r;
  const root = report.root;
  expect(root.startsWith("/upload/") && !root.slice("/upload/".length).includes("/")).toBe(true);
  for (const p of Object.keys(files)) expect(p === root || p.startsWith(root + "/"), `${p} lies outside ${root}`).toBe(true);
  expect(report.files).toBeLessThanOrEqual(MAX_FILES);
  expect(report.bytes).toBeLessThanOrEqual(MAX_TOTAL_BYTES);
  expect(Object.keys(files).length).toBeLessThanOrEqual(MAX_FILES + MAX_FOLDERS + 1);
  expect(report.skipped.length).toBeLessThanOrEqual(MAX_LISTED_SKIPS);
  for (const s of report.skipped) {
    expect(s.message.length > 0, JSON.stringify(s)).toBe(true);
    expect(RAW_CONTROL.test(s.path) || RAW_CONTROL.test(s.message), `raw control character in ${JSON.stringify(s)}`).toBe(false);
  }
  for (const n of report.renamed) expect(RAW_CONTROL.test(n.from) || RAW_CONTROL.test(n.why)).toBe(false);
  // What an upload keeps is a valid scenario...
  const checked = validateScenario({ version: 1, agent: "codex", cwd: root, files });
  expect(checked.ok ? [] : checked.problems).toEqual([]);
  // ...and no link in it resolves outside the upload, alone or through other links.
  const { fs, problems } = buildMemfs(files);
  expect(problems).toEqual([]);
  for (const [p, e] of Object.entries(files)) {
    if (typeof e !== "object" || e.symlink === undefined) continue;
    const real = fs.realpath(p);
    if (real.ok) expect(isWithin(real.value, root), `${p} -> ${e.symlink} resolves to ${real.value}`).toBe(true);
    const below = fs.realpath(`${p}/x`);
    if (below.ok) expect(isWithin(below.value, root)).toBe(true);
  }
}

describe("fuzz: importZip on hostile zips", () => {
  it(
    "never throws, keeps nothing outside the upload, respects its caps, shows nothing raw",
    async () => {
      await fc.assert(
        fc.asyncProperty(zipBytes, async (bytes) => {
          const r = await importZip(bytes, "up.zip");
          if (!r.ok) {
            expect(r.message.length).toBeGreaterThan(0);
            expect(RAW_CONTROL.test(r.message)).toBe(false);
            return;
          }
          checkUpload(r.result);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(20),
  );

  it(
    "folder uploads with the same names end the same way (one rule for both doors)",
    () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(entryName, fc.string({ maxLength: 20 })), { maxLength: 8 }), (entries) => {
          const r = importFiles(entries.map(([path, text]) => ({ path, bytes: new TextEncoder().encode(text) })));
          checkUpload(r);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(10),
  );
});
