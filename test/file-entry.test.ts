/**
 * FileEntry's schema (lib/scenario/schema.ts) and validate.ts's hand-written entry checks accept the
 * same entries: the type is the schema's, the fast path is the checker's, and neither may drift.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fileEntrySchema } from "../lib/scenario/schema";
import { validateScenario } from "../lib/scenario/validate";

const accepted = (entry: unknown): boolean => validateScenario({ version: 1, agent: "codex", cwd: "/", files: { "/a.md": entry } }).ok;

const value = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constant(""),
  fc.constant(true),
  fc.constant(false),
  fc.integer(),
  fc.constant(null),
  fc.constant("a\u0000b"),
  fc.constant("x".repeat(5000)),
);
const key = fc.constantFrom("content", "base64", "symlink", "dir", "unreadable", "other");
const entry = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.dictionary(key, value, { maxKeys: 3 }),
  value,
  fc.array(fc.string(), { maxLength: 2 }),
);

describe("a files entry", () => {
  it("is accepted by the schema exactly when validation accepts it", () => {
    fc.assert(
      fc.property(entry, (e) => {
        expect(fileEntrySchema.safeParse(e).success, JSON.stringify(e)).toBe(accepted(e));
      }),
      { numRuns: 2000 },
    );
  });

  it("both accept the shapes a scenario uses and refuse the mixed or malformed", () => {
    for (const ok of [
      "text",
      {},
      { content: "x" },
      { base64: "AA==" },
      { symlink: "../x" },
      { dir: true },
      { content: "x", unreadable: true },
    ])
      expect([fileEntrySchema.safeParse(ok).success, accepted(ok)], JSON.stringify(ok)).toEqual([true, true]);
    for (const bad of [{ content: "x", dir: true }, { symlink: "" }, { dir: false }, { other: 1 }, 3, null, ["x"]])
      expect([fileEntrySchema.safeParse(bad).success, accepted(bad)], JSON.stringify(bad)).toEqual([false, false]);
  });
});
