/**
 * Every scenario bound (./limits.ts) hit exactly: at the bound the scenario passes, one over it fails
 * with a sentence that names the bound. Expected sizes are counted by hand in each test.
 */
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MAX_FILES, MAX_FOLDERS } from "../import/limits";
import { jsonTextTooDeep } from "./bounds";
import {
  FORBIDDEN_KEYS,
  MAX_FILE_ENTRIES,
  MAX_FRAGMENT_CHARS,
  MAX_INFLATED_BYTES,
  MAX_JSON_DEPTH,
  MAX_LISTED_PROBLEMS,
  MAX_NAME_BYTES,
  MAX_PATH_BYTES,
  MAX_SCENARIO_SIZE,
} from "./limits";
import { decodePermalink } from "./permalink";
import { validateScenario, type ValidationResult } from "./validate";

const base = { version: 1, agent: "codex", cwd: "/", files: {} };
const problems = (r: ValidationResult) => (r.ok ? [] : r.problems);
const messages = (r: ValidationResult) => problems(r).map((p) => `${p.path}: ${p.message}`);
const fragmentOf = (text: string) => "#v1/" + deflateRawSync(Buffer.from(text, "utf8")).toString("base64url");

/** `levels` objects nested inside each other, innermost holding 0; built without recursion. */
function nested(levels: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < levels; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

describe("MAX_JSON_DEPTH", () => {
  it("is 64 levels", () => expect(MAX_JSON_DEPTH).toBe(64));

  it("passes at 64 levels and fails at 65, naming the path and the bound", () => {
    // The scenario is level 1, config level 2, so config.x holds 62 more at the bound.
    expect(validateScenario({ ...base, config: { x: nested(62) } }).ok).toBe(true);
    const r = validateScenario({ ...base, config: { x: nested(63) } });
    expect(r.ok).toBe(false);
    expect(problems(r)).toHaveLength(1);
    expect(problems(r)[0].message).toBe(
      "is nested more than 64 levels deep (objects and lists inside each other), more than Rulescope reads",
    );
    // A path this long shows its first 11 segments, "…", the count, and its last segment.
    expect(problems(r)[0].path).toBe("config.x[0].a[0].a[0].a[0].a[0]…(64 levels in all).a");
  });

  it("ends 5,000 and 1,000,000 levels (from JSON text) in the same error, without a throw", () => {
    for (const depth of [5_000, 1_000_000]) {
      const text = `{"version":1,"agent":"codex","cwd":"/","files":{},"config":{"x":${"[".repeat(depth)}${"]".repeat(depth)}}}`;
      const r = validateScenario(JSON.parse(text));
      expect(messages(r)).toEqual([expect.stringMatching(/: is nested more than 64 levels deep/)]);
    }
  });

  it("stops at a cycle too (a scenario built by code), as a depth error", () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(messages(validateScenario({ ...base, config: loop }))).toEqual([expect.stringMatching(/nested more than 64 levels deep/)]);
  });

  it("is counted the same way in JSON text (the permalink decoder's check before JSON.parse)", () => {
    expect(jsonTextTooDeep("[".repeat(64) + "]".repeat(64))).toBe(false);
    expect(jsonTextTooDeep("[".repeat(65) + "]".repeat(65))).toBe(true);
    // Brackets inside strings do not count, escaped quotes do not end a string.
    expect(jsonTextTooDeep(JSON.stringify({ s: '[[[[\\"[[['.repeat(100) }))).toBe(false);
    const at = (levels: number) => `{"version":1,"agent":"codex","cwd":"/","files":{},"config":{"x":${JSON.stringify(nested(levels))}}}`;
    expect(decodePermalink(fragmentOf(at(62)))).toMatchObject({ ok: true });
    expect(decodePermalink(fragmentOf(at(63)))).toEqual({
      ok: false,
      message: "The link's scenario nests objects or lists more than 64 levels deep, more than Rulescope reads.",
    });
  });
});

describe("MAX_SCENARIO_SIZE", () => {
  it("is 96 MiB", () => expect(MAX_SCENARIO_SIZE).toBe(96 * 1024 * 1024));

  it("passes at the bound and fails one over, before anything else is checked", () => {
    // Size of {version:1, agent:"codex", cwd:"/", files:{"/a": text}}: keys version+agent+cwd+files+/a
    // = 7+5+3+5+2 = 22 characters, text values "codex" and "/" = 6, one per value (scenario, 1,
    // "codex", "/", files, text) = 6; so 34 plus the text's length.
    const at = (n: number) => ({ version: 1, agent: "codex", cwd: "/", files: { "/a": "x".repeat(n) } });
    expect(validateScenario(at(MAX_SCENARIO_SIZE - 34)).ok).toBe(true);
    expect(messages(validateScenario(at(MAX_SCENARIO_SIZE - 33)))).toEqual([
      "(scenario): the scenario is larger than 96 MiB (counting its text and values), more than Rulescope opens",
    ]);
  });

  it("counts values that are not text, one each", () => {
    // As above, plus config:{n:[0, 0, ...k zeros]}: keys "config" and "n" = 7 characters, one value
    // each for config, the list and every zero; so 43 + text + k.
    const at = (k: number, n: number) => ({
      version: 1,
      agent: "codex",
      cwd: "/",
      files: { "/a": "x".repeat(n) },
      config: { n: new Array(k).fill(0) },
    });
    expect(validateScenario(at(1000, MAX_SCENARIO_SIZE - 43 - 1000)).ok).toBe(true);
    expect(messages(validateScenario(at(1001, MAX_SCENARIO_SIZE - 43 - 1000)))).toEqual([expect.stringMatching(/larger than 96 MiB/)]);
  });
});

describe("MAX_FILE_ENTRIES", () => {
  it("is 150,000: an upload at its caps (files and folders) with room for the rest of the tree", () => {
    expect(MAX_FILE_ENTRIES).toBe(150_000);
    expect(MAX_FILE_ENTRIES - MAX_FILES - MAX_FOLDERS).toBe(30_000);
  });

  it("passes 150,000 entries and refuses 150,001 with the count", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < MAX_FILE_ENTRIES; i++) files[`/r/f${i}`] = "";
    expect(validateScenario({ ...base, files }).ok).toBe(true);
    files["/r/one-more"] = "";
    expect(messages(validateScenario({ ...base, files }))).toEqual(["files: has 150,001 entries; a scenario may have at most 150,000"]);
  });
});

describe("MAX_PATH_BYTES and MAX_NAME_BYTES", () => {
  it("are 4096 and 255 bytes, like PATH_MAX and NAME_MAX", () => {
    expect(MAX_PATH_BYTES).toBe(4096);
    expect(MAX_NAME_BYTES).toBe(255);
  });

  /** A path of names with these lengths ("a" each). */
  const pathOf = (lengths: number[]) => lengths.map((n) => "/" + "a".repeat(n)).join("");

  it("a path of 4,096 bytes passes, one of 4,097 fails (in files, cwd, home, links, context paths, selection)", () => {
    const atBound = pathOf(new Array(16).fill(255)); // 16 × (1 + 255) = 4096
    const over = pathOf([...new Array(15).fill(255), 200, 55]); // 17 + 15 × 255 + 255 = 4097
    expect(atBound.length).toBe(4096);
    expect(over.length).toBe(4097);
    const fields = (p: string) => ({
      ...base,
      cwd: p,
      home: p,
      files: { [p]: "x", "/l": { symlink: p } },
      contextPaths: [p],
      ui: { selectedFile: p },
    });
    expect(validateScenario(fields(atBound)).ok).toBe(true);
    const r = validateScenario(fields(over));
    const said = "the path is 4,097 bytes long (UTF-8); a path may have at most 4,096";
    expect(messages(r).sort()).toEqual(
      [
        `cwd: ${said}`,
        `home: ${said}`,
        `files[${JSON.stringify(over.slice(0, 59) + "…" + over.slice(-59))}]: ${said}`,
        `files["/l"].symlink: the link target is 4,097 bytes long (UTF-8); a path may have at most 4,096`,
        `contextPaths[0]: ${said}`,
        `ui.selectedFile: ${said}`,
      ].sort(),
    );
  });

  it("a name of 255 bytes passes, 256 fails; bytes, not characters, count", () => {
    expect(validateScenario({ ...base, files: { ["/r/" + "a".repeat(255)]: "" } }).ok).toBe(true);
    expect(validateScenario({ ...base, files: { ["/r/" + "é".repeat(127) + "a"]: "" } }).ok).toBe(true);
    for (const name of ["a".repeat(256), "é".repeat(128)]) {
      const r = validateScenario({ ...base, files: { [`/r/${name}`]: "" } });
      expect(problems(r).map((p) => p.message)).toEqual([
        expect.stringMatching(/^the path has a name of 256 bytes \(UTF-8\), ".+"; one name in a path may have at most 255$/),
      ]);
    }
  });
});

describe("FORBIDDEN_KEYS", () => {
  it("are __proto__, constructor and prototype", () => expect(FORBIDDEN_KEYS).toEqual(["__proto__", "constructor", "prototype"]));

  it("are refused anywhere, each with its path, and nothing is polluted", () => {
    for (const key of FORBIDDEN_KEYS) {
      const k = JSON.stringify(key);
      const text = `{"version":1,"agent":"codex","cwd":"/","files":{"/a":{"content":"x",${k}:1}},"env":{${k}:"1"},"config":{"deep":{"er":[{${k}:{"polluted":true}}]}},
        "session":{${k}:{}},"ui":{${k}:1},"mcp":[{"name":"m","status":"ok",${k}:{}}],${k}:{"polluted":true}}`;
      const r = validateScenario(JSON.parse(text));
      expect(r.ok).toBe(false);
      const forbidden = problems(r).filter((p) => p.message.startsWith(`a key named ${k} is refused`));
      const seg = `.${key}`;
      expect(forbidden.map((p) => p.path).sort()).toEqual(
        [`files["/a"]${seg}`, `env${seg}`, `config.deep.er[0]${seg}`, `session${seg}`, `ui${seg}`, `mcp[0]${seg}`, key].sort(),
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty("polluted");
    }
  });
});

describe("MAX_LISTED_PROBLEMS", () => {
  it("is 200", () => expect(MAX_LISTED_PROBLEMS).toBe(200));

  const relative = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`rel${i}.md`, ""]));

  it("lists 200 problems in full, and of 300 lists 199 and counts the other 101", () => {
    const all = problems(validateScenario({ ...base, files: relative(200) }));
    expect(all).toHaveLength(200);
    expect(all.every((p) => p.message === "file paths must be absolute (start with /)")).toBe(true);
    const cut = problems(validateScenario({ ...base, files: relative(300) }));
    expect(cut).toHaveLength(200);
    expect(cut[199]).toEqual({ level: "error", path: "(scenario)", message: "101 more problems are not listed" });
  });
});

describe("MAX_FRAGMENT_CHARS", () => {
  it("is the base64url length of MAX_INFLATED_BYTES in deflate's stored blocks", () => {
    // 8 MiB in 129 stored blocks of at most 65,535 bytes, 5 bytes of framing each, one spare block.
    expect(MAX_INFLATED_BYTES).toBe(8 * 1024 * 1024);
    expect(MAX_FRAGMENT_CHARS).toBe(Math.ceil(((8_388_608 + 129 * 5 + 5) * 4) / 3));
  });

  it("decodes data of exactly that length and refuses one character more, before decoding", () => {
    // All "A": zero bytes, which are not a valid deflate stream, so the one at the bound is "damaged".
    const at = decodePermalink("#v1/" + "A".repeat(MAX_FRAGMENT_CHARS));
    expect(at).toMatchObject({ ok: false, message: expect.stringMatching(/^The link is damaged/) });
    expect(decodePermalink("#v1/" + "A".repeat(MAX_FRAGMENT_CHARS + 1))).toEqual({
      ok: false,
      message: `The link's scenario data is 11,185,679 characters long; a Rulescope link carries at most 11,185,678 (8 MiB of scenario), so it was not opened.`,
    });
  });
});
