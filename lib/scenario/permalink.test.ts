import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORBIDDEN_KEYS } from "./limits";
import { decodePermalink, encodePermalink, examplePermalink, MAX_INFLATED_BYTES } from "./permalink";
import type { FileEntry, Scenario } from "./types";
import { deflatedZeros } from "../../test/zip-craft";

const AGENTS = ["crabcode", "codex", "ion", "opencode", "opencode-rules"];

/** An independent encoder (Node's zlib), so the codec is checked against the format, not itself. */
const fragmentOf = (text: string | Uint8Array) =>
  "#v1/" + deflateRawSync(typeof text === "string" ? Buffer.from(text, "utf8") : text).toString("base64url");

const failed = (r: ReturnType<typeof decodePermalink>) => (r.ok ? "(decoded)" : r.message);

describe("permalink v1 format", () => {
  it("keeps decoding the v1 fixture to its scenario, forever", () => {
    // lib/scenario/fixtures/permalink-v1.txt: the fragment on line 1, the scenario JSON after a blank line.
    const text = readFileSync(join(import.meta.dirname, "fixtures", "permalink-v1.txt"), "utf8");
    const [fragment, ...rest] = text.split("\n");
    const expected = JSON.parse(rest.join("\n"));
    const decoded = decodePermalink(fragment, AGENTS);
    expect(decoded).toEqual({ ok: true, scenario: expected, warnings: [] });
  });

  it("writes #v1/ then base64url of raw deflate of the JSON, which zlib reads back", async () => {
    const { inflateRawSync } = await import("node:zlib");
    const scenario: Scenario = { version: 1, agent: "crabcode", cwd: "/r", files: { "/r/AGENTS.md": "ü ✓\n" } };
    const link = encodePermalink(scenario);
    expect(link).toMatch(/^#v1\/[A-Za-z0-9_-]+$/);
    const json = inflateRawSync(Buffer.from(link.slice(4), "base64url")).toString("utf8");
    expect(JSON.parse(json)).toEqual(scenario);
  });

  it("reads a fragment with or without '#', inside a whole URL, and with base64 padding", () => {
    const scenario = { version: 1, agent: "codex", cwd: "/", files: {} };
    const frag = fragmentOf(JSON.stringify(scenario));
    for (const form of [
      frag,
      frag.slice(1),
      `https://rulescope.example/play?x=1${frag}`,
      frag + "=".repeat((4 - ((frag.length - 4) % 4)) % 4),
    ])
      expect(decodePermalink(form, AGENTS), form).toEqual({ ok: true, scenario, warnings: [] });
  });

  it("round-trips any valid scenario", () => {
    const name = fc
      .string({ unit: "binary", minLength: 1, maxLength: 8 })
      .filter((s) => !s.includes("/") && s !== "." && s !== ".." && !s.includes("\0"));
    const absPath = fc.array(name, { minLength: 1, maxLength: 3 }).map((p) => "/" + p.join("/"));
    const text = fc.string({ unit: "binary", maxLength: 40 });
    // "__proto__", "constructor" and "prototype" are refused by validation (see validate.test.ts), so they are no valid keys here.
    const key = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !FORBIDDEN_KEYS.includes(k));
    const noForbiddenKeys = (v: unknown): boolean =>
      typeof v !== "object" || v === null || Object.entries(v).every(([k, x]) => !FORBIDDEN_KEYS.includes(k) && noForbiddenKeys(x));
    const entry: fc.Arbitrary<FileEntry> = fc.oneof(
      text,
      fc.record({ content: text, unreadable: fc.constant(true as const) }, { requiredKeys: ["content"] }),
      fc.record({ base64: fc.base64String({ maxLength: 12 }) }),
      fc.record({ symlink: fc.oneof(absPath, name) }),
      fc.record({ dir: fc.constant(true as const) }),
    );
    const scenario: fc.Arbitrary<Scenario> = fc.record(
      {
        version: fc.constant(1 as const),
        agent: fc.constantFrom(...AGENTS),
        variant: fc.constantFrom("upstream", "seed"),
        files: fc.dictionary(absPath, entry, { maxKeys: 6 }),
        cwd: absPath,
        home: absPath,
        env: fc.dictionary(key, text, { maxKeys: 3 }),
        config: fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }).filter(noForbiddenKeys), { maxKeys: 3 }),
        prompt: text,
        tools: fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
        mcp: fc.array(fc.record({ name: fc.string({ maxLength: 8 }), status: fc.constantFrom("connected", "failed") }), { maxLength: 2 }),
        contextPaths: fc.array(absPath, { maxLength: 3 }),
        session: fc.record(
          { model: fc.string(), mode: fc.string(), branch: fc.string(), os: fc.constantFrom("linux", "darwin", "win32") },
          { requiredKeys: [] },
        ),
        ui: fc.record({ selectedFile: absPath, compare: fc.array(fc.constantFrom(...AGENTS)) }, { requiredKeys: [] }),
      },
      { requiredKeys: ["version", "agent", "files", "cwd"] },
    );
    fc.assert(
      fc.property(scenario, (s) => {
        // JSON has no -0; a scenario that went through JSON once is what a link can carry.
        const canonical = JSON.parse(JSON.stringify(s)) as Scenario;
        expect(decodePermalink(encodePermalink(canonical), AGENTS)).toEqual({ ok: true, scenario: canonical, warnings: [] });
      }),
      { numRuns: 150 },
    );
  });

  it("opens #example/<id> links without decoding anything", () => {
    expect(decodePermalink("#example/crabcode-nearest-wins")).toEqual({ ok: true, example: "crabcode-nearest-wins" });
    expect(decodePermalink(examplePermalink("codex-budget"))).toEqual({ ok: true, example: "codex-budget" });
    expect(failed(decodePermalink("#example/"))).toMatch(/example id/);
    expect(failed(decodePermalink("#example/<script>"))).toMatch(/example id/);
  });
});

describe("hostile or broken fragments get a sentence, not a throw", () => {
  const valid = encodePermalink({ version: 1, agent: "crabcode", cwd: "/r", files: { "/r/AGENTS.md": "x".repeat(300) + "y".repeat(300) } });

  it.each([
    ["an empty fragment", "#", /no scenario/],
    ["nothing after v1/", "#v1/", /no scenario data/],
    ["garbage", "#hello-world", /not a Rulescope scenario link/],
    ["a version 0 prefix", "#v0/abc", /not a Rulescope scenario link/],
    ["characters base64url never has", "#v1/abc$%^", /characters/],
    ["a link cut off in the middle", valid.slice(0, Math.floor(valid.length / 2)), /damaged/],
    ["bytes that are not deflate", "#v1/" + Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff]).toString("base64url"), /damaged/],
  ])("%s", (_what, fragment, message) => {
    expect(failed(decodePermalink(fragment, AGENTS))).toMatch(message);
  });

  it("names a newer link format", () => {
    expect(failed(decodePermalink("#v2/AAAA"))).toBe(
      "This link uses format v2, made by a newer Rulescope; this build opens v1 links. Update Rulescope to open it.",
    );
  });

  it("stops a decompression bomb at the size cap", () => {
    const bomb = fragmentOf(new Uint8Array(MAX_INFLATED_BYTES + 1));
    expect(bomb.length).toBeLessThan(20_000);
    expect(failed(decodePermalink(bomb))).toBe("The link's scenario unpacks to more than 8 MiB, more than Rulescope opens.");
    // Just under the cap unpacks (then fails as JSON, because NUL bytes are not JSON).
    expect(failed(decodePermalink(fragmentOf(new Uint8Array(MAX_INFLATED_BYTES))))).toMatch(/not valid JSON/);
  });

  it("stops a real bomb: 1 GiB of zeros in a 1.4 MB link, refused at the cap", async () => {
    const packed = await deflatedZeros(1 << 30);
    const fragment = "#v1/" + Buffer.from(packed).toString("base64url");
    expect(fragment.length).toBeLessThan(1_500_000);
    expect(failed(decodePermalink(fragment))).toBe("The link's scenario unpacks to more than 8 MiB, more than Rulescope opens.");
  });

  it("refuses deep, polluting or unpaired-surrogate scenarios in words", () => {
    const deep = `{"version":1,"agent":"codex","cwd":"/","files":{},"config":{"x":${"[".repeat(5000)}${"]".repeat(5000)}}}`;
    expect(failed(decodePermalink(fragmentOf(deep)))).toBe(
      "The link's scenario nests objects or lists more than 64 levels deep, more than Rulescope reads.",
    );
    const proto = '{"version":1,"agent":"codex","cwd":"/","files":{},"__proto__":{"polluted":1}}';
    expect(failed(decodePermalink(fragmentOf(proto)))).toBe(
      'The link\'s scenario is not valid:\nerror: __proto__: a key named "__proto__" is refused: copying it can change how objects behave (prototype pollution); rename it',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const lone = '{"version":1,"agent":"codex","cwd":"/","files":{"/a\\ud800.md":"x"}}';
    expect(failed(decodePermalink(fragmentOf(lone)))).toBe(
      'The link\'s scenario is not valid:\nerror: files["/a\\ud800.md"]: the path contains an unpaired UTF-16 surrogate (\\ud800), which is not text and no file system stores',
    );
  });

  it("shows control characters the JSON parser quotes escaped, not raw (found by test/fuzz/permalink.test.ts)", () => {
    const message = failed(decodePermalink(fragmentOf(new Uint8Array(12))));
    expect(message).toMatch(/^The link's scenario is not valid JSON \(.*\\u0000.*\)\.$/);
    expect(message).not.toMatch(/\u0000/);
  });

  it("rejects text that is not UTF-8, not JSON, or not a scenario", () => {
    expect(failed(decodePermalink(fragmentOf(new Uint8Array([0x7b, 0xc3, 0x28, 0x7d]))))).toMatch(/not valid UTF-8/);
    expect(failed(decodePermalink(fragmentOf('{"version": 1,')))).toMatch(/^The link's scenario is not valid JSON \(/);
    expect(failed(decodePermalink(fragmentOf("[1, 2]")))).toBe(
      "The link's scenario is not valid:\nerror: (scenario): a scenario must be a JSON object",
    );
    const newer = decodePermalink(fragmentOf(JSON.stringify({ version: 2, agent: "codex", cwd: "/", files: {} })));
    expect(failed(newer)).toMatch(/version 2, made by a newer Rulescope/);
    const bad = decodePermalink(
      fragmentOf(JSON.stringify({ version: 1, agent: "nope", cwd: "relative", files: { "/a": { dir: false } } })),
      AGENTS,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems?.map((p) => p.path).sort()).toEqual(["agent", "cwd", 'files["/a"].dir']);
  });

  it("keeps unknown top-level keys as warnings, so a link from a newer build still opens", () => {
    const r = decodePermalink(fragmentOf(JSON.stringify({ version: 1, agent: "codex", cwd: "/", files: {}, theme: "dark" })), AGENTS);
    expect(r).toMatchObject({ ok: true, warnings: [{ level: "warning", path: "theme" }] });
  });

  it("never throws, whatever the fragment", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.base64String().map((b) => "#v1/" + b.replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "")),
        ),
        (s) => {
          const r = decodePermalink(s, AGENTS);
          expect(r.ok === true || typeof r.message === "string").toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
