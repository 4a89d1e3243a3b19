/**
 * Hostile inputs for the scenario doors: paths and keys that break naive code (NUL, unpaired
 * surrogates, control and bidi characters, `..`, `//`, prototype keys, names past NAME_MAX, paths past
 * PATH_MAX), JSON nested past any sane depth, and scenarios that mix all of it with valid parts, so
 * the checks after the first one are reached too.
 */
import fc from "fast-check";
import { FORBIDDEN_KEYS, MAX_JSON_DEPTH, MAX_NAME_BYTES, MAX_PATH_BYTES } from "../../lib/scenario/limits";
import { scenario as validScenario } from "../arbitraries";

/** A name for one path segment: usual, odd, or hostile. */
export const hostileName: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom("AGENTS.md", "CLAUDE.md", "GEMINI.md", "src", "docs", ".git", "node_modules", "a", "é", "日本", "😀"),
  },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 6 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ".",
      "..",
      "",
      " ",
      "\u0000",
      "\u0007",
      "\u001b[31m",
      "\u202e",
      "\ud800",
      "\udfff",
      "a\\b",
      "C:",
      "~",
      "*",
      "?",
      "\n",
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...FORBIDDEN_KEYS, "toString", "hasOwnProperty", "valueOf") },
  { weight: 1, arbitrary: fc.integer({ min: MAX_NAME_BYTES - 2, max: MAX_NAME_BYTES + 2 }).map((n) => "n".repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 84, max: 86 }).map((n) => "€".repeat(n)) },
);

/** A path string: absolute or not, normalised or not, short or past PATH_MAX. */
const hostilePath: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.array(hostileName, { minLength: 0, maxLength: 5 }).map((names) => "/" + names.join("/")) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.array(hostileName, { maxLength: 4 }), fc.constantFrom("/", "//", "/./", "/../"))
      .map(([n, sep]) => "/" + n.join(sep)),
  },
  { weight: 1, arbitrary: fc.array(hostileName, { maxLength: 3 }).map((names) => names.join("/")) },
  { weight: 1, arbitrary: fc.constantFrom("/", "//", "", ".", "/.", "/..", "./a", "../a", "a/", "\u0000", "/\ud800") },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: MAX_PATH_BYTES - 3, max: MAX_PATH_BYTES + 3 })
      .map((n) => ("/" + "p".repeat(200)).repeat(Math.ceil(n / 201)).slice(0, n)),
  },
);

/** Keys of objects anywhere in a scenario: ordinary, hostile, or prototype keys. */
const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: hostileName },
  { weight: 1, arbitrary: fc.constantFrom(...FORBIDDEN_KEYS) },
);

/** An object with `entries` as own properties, as JSON.parse makes them (so "__proto__" is a key, not the prototype). */
export function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.string({ unit: "binary", maxLength: 10 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map(ownObject),
  ),
}));
export { hostileValue };

/** `levels` containers nested inside `inner`, built without recursion (lists and objects alternating). */
function nest(levels: number, inner: unknown = 0): unknown {
  let v = inner;
  for (let i = 0; i < levels; i++) v = i % 2 ? ownObject([["k", v]]) : [v];
  return v;
}

/** Nesting around the depth bound, and far past it. */
export const deepValue: fc.Arbitrary<unknown> = fc
  .oneof(fc.integer({ min: MAX_JSON_DEPTH - 4, max: MAX_JSON_DEPTH + 2 }), fc.constantFrom(1_000, 5_000, 50_000))
  .map((levels) => nest(levels));

/** What a files entry may be: valid kinds, wrong types, mixed kinds, unknown keys. */
const hostileEntry: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.record({ content: fc.string({ maxLength: 10 }) }) },
  { weight: 1, arbitrary: fc.record({ base64: fc.oneof(fc.base64String({ maxLength: 12 }), fc.string({ maxLength: 6 })) }) },
  { weight: 2, arbitrary: fc.record({ symlink: hostilePath }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { dir: true },
      { dir: false },
      { unreadable: true },
      { content: "x", unreadable: true },
      { content: "x", symlink: "/y" },
      {},
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 }).map(ownObject) },
  { weight: 1, arbitrary: hostileValue },
);

/** Something shaped like a scenario, with any part of it hostile. */
export const hostileScenario: fc.Arbitrary<unknown> = fc
  .record(
    {
      version: fc.oneof({ weight: 5, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.constantFrom(0, 2, -1, 1.5, "1", null, 99) }),
      agent: fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom("codex", "crabcode", "claude-code") },
        { weight: 1, arbitrary: hostileValue },
      ),
      cwd: fc.oneof({ weight: 3, arbitrary: hostilePath }, { weight: 1, arbitrary: hostileValue }),
      home: fc.oneof(hostilePath, hostileValue),
      files: fc.oneof(
        { weight: 6, arbitrary: fc.array(fc.tuple(hostilePath, hostileEntry), { maxLength: 8 }).map(ownObject) },
        { weight: 1, arbitrary: hostileValue },
      ),
      env: fc.oneof(
        fc.array(fc.tuple(hostileKey, fc.oneof(fc.string({ maxLength: 6 }), hostileValue)), { maxLength: 4 }).map(ownObject),
        hostileValue,
      ),
      config: fc.oneof(fc.array(fc.tuple(hostileKey, fc.oneof(hostileValue, deepValue)), { maxLength: 4 }).map(ownObject), hostileValue),
      prompt: fc.oneof(fc.string({ unit: "binary", maxLength: 20 }), hostileValue),
      tools: fc.oneof(fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }), hostileValue),
      contextPaths: fc.oneof(fc.array(hostilePath, { maxLength: 3 }), hostileValue),
      session: fc.oneof(fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 }).map(ownObject), hostileValue),
      ui: fc.oneof(fc.record({ selectedFile: hostilePath }), hostileValue),
      mcp: fc.oneof(
        fc.array(fc.record({ name: fc.string({ maxLength: 4 }), status: fc.string({ maxLength: 4 }) }), { maxLength: 2 }),
        hostileValue,
      ),
      extra: fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 }),
    },
    { requiredKeys: ["version", "agent", "cwd", "files"] },
  )
  .map(({ extra, ...rest }) => ownObject([...Object.entries(rest), ...(extra ?? [])]));

/**
 * A valid scenario (test/arbitraries.ts) with one part made hostile: an extra files entry, one field
 * replaced, a prototype key placed somewhere, or a second spelling of a path it has. Most checks pass,
 * so the one that should not is the one that decides; a good share stay valid (`/a//b` alone is fine).
 */
export const oneHostilePart: fc.Arbitrary<unknown> = fc
  .tuple(
    validScenario(),
    fc.constantFrom("entry", "field", "key", "respell"),
    hostilePath,
    hostileEntry,
    fc.constantFrom("cwd", "home", "env", "config", "prompt", "tools", "contextPaths", "session", "ui", "mcp", "agent", "variant"),
    hostileValue,
    fc.constantFrom(...FORBIDDEN_KEYS),
    fc.nat(),
  )
  .map(([s, kind, path, entry, field, value, forbidden, n]) => {
    const copy = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    const files = copy.files as Record<string, unknown>;
    const keys = Object.keys(files);
    if (kind === "entry") files[path] = entry;
    else if (kind === "field") copy[field] = value;
    else if (kind === "key") {
      const holders = [
        copy,
        files,
        ...Object.values(files).filter((v) => typeof v === "object"),
        copy.config,
        copy.env,
        copy.session,
      ].filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v));
      const at = holders[n % holders.length];
      Object.defineProperty(at, forbidden, { value, enumerable: true, writable: true, configurable: true });
    } else if (keys.length > 0) {
      const k = keys[n % keys.length];
      files[n % 2 ? k + "/" : k.replace(/\//, "//")] = "respelled";
    }
    return copy;
  });
