/**
 * Properties every profile must keep on any schema-valid scenario (docs/architecture.md "Quality
 * bars"): no throw, same input same output, honest byte counts, parts that tile the prompt, sources
 * that are real files.
 * Plus: validation never throws and names the path of what is wrong.
 *
 * PROPS_RUNS=2000 npx vitest run test/properties.test.ts   fuzzes harder than the default.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROFILES } from "../lib/agents";
import type { AgentProfile } from "../lib/agents/base";
import { buildMemfs } from "../lib/fs/memfs";
import { resolve, resolveUnknown, AGENT_IDS as RESOLVER_AGENT_IDS } from "../lib/resolve";
import type { Scenario } from "../lib/scenario/types";
import { validateScenario, type ValidationResult } from "../lib/scenario/validate";
import type { Resolution, SourceStatus } from "../lib/types";
import { scenario } from "./arbitraries";

const RUNS = Number(process.env.PROPS_RUNS ?? 100);
/** Room for PROPS_RUNS fuzzing: vitest's 30 s default fits the default runs only. */
const TIMEOUT = Math.max(30_000, RUNS * 100);
const profiles: readonly AgentProfile[] = PROFILES;

const STATUSES: SourceStatus[] = [
  "included",
  "truncated",
  "shadowed",
  "disabled",
  "unmatched",
  "offered",
  "empty",
  "over-budget",
  "unreadable",
  "binary",
  "duplicate",
];
const IN_PROMPT: SourceStatus[] = ["included", "truncated"];
const LEVELS = ["error", "warning", "info"];
const ROLES = ["system", "developer", "user"];
const OPS = ["stat", "lstat", "read", "readdir", "readlink", "realpath", "decide"];

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;
const nonEmptyString = (v: unknown) => typeof v === "string" && v.length > 0;
/** Remote instructions (opencode `instructions` URLs) are sources with no place in the tree. */
const isUrl = (p: string) => /^https?:\/\//.test(p);

/** Reverse the order of `files` keys: the tree is the same, so the answer must be too. */
function reversedFiles(s: Scenario): Scenario {
  return { ...s, files: Object.fromEntries(Object.entries(s.files).reverse()) };
}

function checkResolution(s: Scenario, res: Resolution, profile: AgentProfile): void {
  // A profile that throws is caught by resolve() and reported as internal-error: still a bug.
  expect(res.diagnostics.filter((d) => d.code === "internal-error")).toEqual([]);
  expect(res.agent).toBe(s.agent);
  expect(profile.variants.map((v) => v.id)).toContain(res.variant);
  if (s.variant !== undefined && !profile.variants.some((v) => v.id === s.variant))
    expect(res.diagnostics.map((d) => d.code)).toContain("unknown-variant");

  expect(res.stats.bytes).toBe(utf8Bytes(res.prompt));
  expect(Number.isInteger(res.stats.tokens) && res.stats.tokens >= 0).toBe(true);
  expect(res.stats.tokens === 0).toBe(res.prompt === "");
  expect(res.stats.files).toBe(res.sources.filter((x) => IN_PROMPT.includes(x.status)).length);

  // Parts tile the prompt: contiguous, non-empty, in order, from 0 to the end.
  let at = 0;
  for (const part of res.parts) {
    expect(part.start, `part ${JSON.stringify(part)} starts where the last ended`).toBe(at);
    expect(part.end).toBeGreaterThan(part.start);
    expect(["content", "frame"]).toContain(part.kind);
    at = part.end;
  }
  expect(at).toBe(res.prompt.length);

  const inPrompt = new Set(res.sources.filter((x) => IN_PROMPT.includes(x.status)).map((x) => x.path));
  for (const part of res.parts.filter((p) => p.kind === "content"))
    expect(inPrompt.has(part.path!), `content part from ${part.path} has an included source`).toBe(true);

  const tree = buildMemfs(s.files).fs;
  for (const src of res.sources) {
    expect(STATUSES).toContain(src.status);
    expect(nonEmptyString(src.path) && nonEmptyString(src.layer) && nonEmptyString(src.reason), `source fields of ${src.path}`).toBe(true);
    expect(Number.isInteger(src.bytes) && src.bytes >= 0 && Number.isInteger(src.includedBytes) && src.includedBytes >= 0).toBe(true);
    expect(src.includedBytes, `includedBytes of ${src.path}`).toBeLessThanOrEqual(src.bytes);
    if (!IN_PROMPT.includes(src.status)) expect(src.includedBytes, `${src.status} ${src.path} puts nothing in the prompt`).toBe(0);
    if (src.status === "truncated") expect(src.includedBytes, `truncated ${src.path} keeps less than it has`).toBeLessThan(src.bytes);
    if (IN_PROMPT.includes(src.status) && !isUrl(src.path) && !src.agentWrites)
      expect(tree.exists(src.path), `${src.path} (${src.status}) exists in the tree`).toBe(true);
  }
  for (const d of res.diagnostics) {
    expect(LEVELS).toContain(d.level);
    expect(nonEmptyString(d.code) && nonEmptyString(d.message), `diagnostic ${JSON.stringify(d)}`).toBe(true);
  }
  for (const b of res.blocks) {
    expect(ROLES).toContain(b.role);
    expect(typeof b.label === "string" && typeof b.text === "string").toBe(true);
  }
  for (const step of res.trace) expect(OPS).toContain(step.op);
  // The CLI prints Resolutions as JSON: nothing may be lost on the way.
  expect(JSON.parse(JSON.stringify(res))).toEqual(res);
}

describe("resolve() on random scenarios", () => {
  it("the resolver knows every profile the arbitraries draw from", () => {
    expect(RESOLVER_AGENT_IDS).toEqual(profiles.map((p) => p.id));
  });

  for (const profile of profiles) {
    it(
      `${profile.id}: never throws, is deterministic and keeps every invariant`,
      () => {
        fc.assert(
          fc.property(scenario(profile.id), (s) => {
            // The arbitrary promises schema-valid scenarios; hold it to that.
            const checked = validateScenario(s, RESOLVER_AGENT_IDS);
            expect(checked.ok ? [] : checked.problems).toEqual([]);
            const first = resolve(s);
            checkResolution(s, first, profile);
            expect(resolve(s)).toEqual(first);
            expect(resolve(reversedFiles(s)), "files key order does not matter").toEqual(first);
            // The validated copy is resolved without validating again (validatedBefore): same answer.
            if (checked.ok) expect(resolve(checked.scenario)).toEqual(first);
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  }
});

/** Problems must be non-empty, each at a path, in words; an invalid result has at least one error. */
function checkProblems(r: ValidationResult): void {
  const list = r.ok ? r.warnings : r.problems;
  for (const p of list) {
    expect(["error", "warning"]).toContain(p.level);
    expect(nonEmptyString(p.path) && nonEmptyString(p.message), JSON.stringify(p)).toBe(true);
  }
  if (r.ok) expect(list.every((p) => p.level === "warning")).toBe(true);
  else expect(list.some((p) => p.level === "error")).toBe(true);
}

const SCENARIO_KEYS = [
  "version",
  "agent",
  "variant",
  "files",
  "cwd",
  "home",
  "env",
  "config",
  "prompt",
  "tools",
  "mcp",
  "contextPaths",
  "openFiles",
  "session",
  "ui",
];

/** A version-1 object with random values under the real keys: gets past the version check into the schema. */
const nearScenario = fc
  .dictionary(
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...SCENARIO_KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }),
    fc.anything({ maxDepth: 3 }),
    { maxKeys: 8 },
  )
  .map((o) => ({ ...o, version: 1 }));

describe("validateScenario() on arbitrary input", () => {
  it(
    "never throws on anything, and explains every problem at a path",
    () => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), fc.jsonValue(), nearScenario), (raw) => {
          checkProblems(validateScenario(raw, RESOLVER_AGENT_IDS));
          const r = resolveUnknown(raw);
          if (!r.ok) expect(r.problems.some((p) => p.level === "error")).toBe(true);
          // resolve() is typed for Scenarios but is called on whatever a link decodes to.
          const res = resolve(raw as Scenario);
          if (!validateScenario(raw, RESOLVER_AGENT_IDS).ok) {
            expect(res.diagnostics.some((d) => d.level === "error" && d.code === "invalid-scenario")).toBe(true);
            expect(res.prompt).toBe("");
          }
        }),
        { numRuns: RUNS * 4 },
      );
    },
    TIMEOUT,
  );

  it("warns about unknown keys at their JSON path, names Object.prototype has included", () => {
    const base = { version: 1, agent: RESOLVER_AGENT_IDS[0], cwd: "/repo", files: {} };
    const cases: [Record<string, unknown>, string][] = [
      [{ "": 1 }, '[""]'],
      [{ "a b": 1 }, '["a b"]'],
      [{ toString: 1 }, "toString"],
      [{ session: { "": 1 } }, 'session[""]'],
      [{ ui: { hasOwnProperty: 1 } }, "ui.hasOwnProperty"],
    ];
    for (const [extra, path] of cases) {
      const r = validateScenario({ ...base, ...extra }, RESOLVER_AGENT_IDS);
      expect(r.ok ? r.warnings : r.problems, JSON.stringify(extra)).toContainEqual(expect.objectContaining({ level: "warning", path }));
    }
    // The keys that can reach an object's prototype are refused, not ignored.
    const refused = validateScenario({ ...base, constructor: 1 }, RESOLVER_AGENT_IDS);
    expect(refused.ok ? [] : refused.problems).toContainEqual(expect.objectContaining({ level: "error", path: "constructor" }));
  });

  /** One thing broken in a valid scenario, and the JSON path where the problem must be reported. */
  const FILE = "/zz/broken.md";
  const AT_FILE = `files[${JSON.stringify(FILE)}]`;
  const CORRUPTIONS: [string, (s: Record<string, unknown>) => void, string][] = [
    ["cwd is a number", (s) => (s.cwd = 42), "cwd"],
    ["cwd is relative", (s) => (s.cwd = "repo/src"), "cwd"],
    ["cwd is missing", (s) => delete s.cwd, "cwd"],
    ["home is relative", (s) => (s.home = "home/user"), "home"],
    ["files is a list", (s) => (s.files = []), "files"],
    ["a file's content is a number", (s) => (s.files = { ...(s.files as object), [FILE]: { content: 5 } }), AT_FILE],
    ["a file entry has an unknown key", (s) => (s.files = { ...(s.files as object), [FILE]: { content: "a", colour: "red" } }), AT_FILE],
    ["a file entry is two kinds at once", (s) => (s.files = { ...(s.files as object), [FILE]: { content: "a", dir: true } }), AT_FILE],
    ["a file entry has dir: false", (s) => (s.files = { ...(s.files as object), [FILE]: { dir: false } }), AT_FILE],
    ["a symlink target is empty", (s) => (s.files = { ...(s.files as object), [FILE]: { symlink: "" } }), AT_FILE],
    ["a file entry is null", (s) => (s.files = { ...(s.files as object), [FILE]: null }), AT_FILE],
    ["a file path is relative", (s) => (s.files = { ...(s.files as object), "zz/rel.md": "x" }), `files["zz/rel.md"]`],
    ["a file path climbs with ..", (s) => (s.files = { ...(s.files as object), "/zz/../up.md": "x" }), `files["/zz/../up.md"]`],
    ["an env value is a number", (s) => (s.env = { SOME_TOGGLE: 1 }), "env.SOME_TOGGLE"],
    ["tools is a string", (s) => (s.tools = "read"), "tools"],
    ["a tool id is a number", (s) => (s.tools = ["read", 7]), "tools[1]"],
    ["an mcp name is missing", (s) => (s.mcp = [{ status: "connected" }]), "mcp[0].name"],
    ["contextPaths holds null", (s) => (s.contextPaths = [null]), "contextPaths[0]"],
    ["prompt is an object", (s) => (s.prompt = { text: "hi" }), "prompt"],
    ["session is a string", (s) => (s.session = "build"), "session"],
    ["config is a list", (s) => (s.config = ["a"]), "config"],
    ["the agent is unknown", (s) => (s.agent = "not-an-agent"), "agent"],
    ["the agent is a number", (s) => (s.agent = 3), "agent"],
    ["the version is newer", (s) => (s.version = 2), "version"],
    ["the version is missing", (s) => delete s.version, "version"],
    ["the version is text", (s) => (s.version = "1"), "version"],
  ];

  it(
    "reports a broken field at its JSON path",
    () => {
      fc.assert(
        fc.property(scenario(), fc.constantFrom(...CORRUPTIONS), (s, [what, corrupt, path]) => {
          const raw = structuredClone(s) as unknown as Record<string, unknown>;
          corrupt(raw);
          const r = validateScenario(raw, RESOLVER_AGENT_IDS);
          expect(r.ok, what).toBe(false);
          checkProblems(r);
          const errors = r.ok ? [] : r.problems.filter((p) => p.level === "error");
          expect(
            errors.some((p) => p.path === path || p.path.startsWith(`${path}.`) || p.path.startsWith(`${path}[`)),
            `${what}: an error at ${path}, got ${JSON.stringify(errors)}`,
          ).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});

describe("the arbitraries reach the hard cases", () => {
  // A generator that quietly stopped making loops or binary files would make the properties above vacuous.
  it("a sample holds every kind of odd entry, cwd and variant", () => {
    const sample = fc.sample(scenario(), { numRuns: 400, seed: 42 });
    const entries = sample.flatMap((s) => Object.entries(s.files));
    const objects = entries.map(([, e]) => e).filter((e) => typeof e === "object");
    const has = (label: string, ok: boolean) => expect(ok, label).toBe(true);
    has(
      "self-loop",
      entries.some(([p, e]) => typeof e === "object" && e.symlink === p),
    );
    const linkOf = (s: Scenario, p: string) => {
      const e = s.files[p];
      return typeof e === "object" ? e.symlink : undefined;
    };
    has(
      "a -> b -> a",
      sample.some((s) =>
        Object.keys(s.files).some((a) => {
          const b = linkOf(s, a);
          return b !== undefined && b !== a && linkOf(s, b) === a;
        }),
      ),
    );
    has(
      "a link to an entry that exists",
      sample.some((s) =>
        Object.keys(s.files).some((a) => {
          const b = linkOf(s, a);
          return b !== undefined && b !== a && b.startsWith("/") && b in s.files && linkOf(s, b) === undefined;
        }),
      ),
    );
    has(
      "binary",
      objects.some((e) => e.base64 !== undefined && Buffer.from(e.base64, "base64").includes(0)),
    );
    has(
      "invalid UTF-8",
      objects.some(
        (e) =>
          e.base64 !== undefined &&
          !Buffer.from(e.base64, "base64").includes(0) &&
          Buffer.from(e.base64, "base64").toString("utf8").includes("\ufffd"),
      ),
    );
    has(
      "huge",
      entries.some(([, e]) => typeof e === "string" && e.length > 64 * 1024),
    );
    has(
      "whitespace-only",
      entries.some(([, e]) => typeof e === "string" && e.length > 0 && e.trim() === ""),
    );
    has(
      "frontmatter",
      entries.some(([, e]) => typeof e === "string" && e.startsWith("---")),
    );
    has(
      "unreadable",
      objects.some((e) => e.unreadable),
    );
    has(
      "folder entry",
      objects.some((e) => e.dir),
    );
    has(
      "cwd that is a file",
      sample.some((s) => typeof s.files[s.cwd] === "string"),
    );
    has(
      "bogus variant",
      sample.some((s) => s.variant === "bogus"),
    );
    has(
      "env toggle",
      sample.some((s) => Object.keys(s.env ?? {}).length > 0),
    );
    has("every agent", agentsSeen(sample).length === profiles.length);
  });

  it("some random scenario puts a file in some agent's prompt", () => {
    const sample = fc.sample(scenario(), { numRuns: 200, seed: 7 });
    expect(sample.some((s) => resolve(s).sources.some((x) => IN_PROMPT.includes(x.status)))).toBe(true);
  });
});

function agentsSeen(sample: Scenario[]): string[] {
  return [...new Set(sample.map((s) => s.agent))];
}
