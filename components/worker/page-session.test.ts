import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLoaded, type Resolution } from "../../lib/types";
import { resolve } from "../../lib/resolve";
import { changedSince, listDirs, setText } from "../../lib/scenario/edit";
import type { FileEntry, Scenario } from "../../lib/scenario/types";
import { generateMonorepo, monorepoScenario } from "../../scripts/gen-monorepo";
import { SessionClient, type AnsweredScenario } from "./client";
import { applyPatch, diffFiles, type Files, type WorkerAnswer } from "./protocol";
import { PageSession } from "./page-session";

const repo = generateMonorepo(300);
const base = monorepoScenario(repo, "crabcode");
const paths = Object.keys(repo.files);
const agents = ["crabcode", "codex", "opencode", "opencode-rules", "ion", "claude-code"];

type Edit = (s: Scenario) => Scenario;
const setFile =
  (p: string, e: FileEntry | undefined): Edit =>
  (s) => {
    const files = { ...s.files };
    if (e === undefined) delete files[p];
    else files[p] = e;
    return { ...s, files };
  };

// Edits a user makes, plus some that make the scenario invalid (and valid again later).
const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(fc.constantFrom(...paths), fc.string({ maxLength: 30 })).map(([p, t]) => setFile(p, t)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...paths), fc.constantFrom("AGENTS.md", "CLAUDE.md", "x.ts"))
      .map(([p, n]) => setFile(p.replace(/[^/]*$/, n), `# new ${n}\n`)),
  },
  { weight: 2, arbitrary: fc.constantFrom(...paths).map((p) => setFile(p, undefined)) },
  { weight: 1, arbitrary: fc.constantFrom(...paths).map((p) => setFile(p + "/child.md", "conflict")) },
  { weight: 1, arbitrary: fc.constantFrom(...paths).map((p) => setFile(p, { content: "x", bogus: 1 } as unknown as FileEntry)) },
  { weight: 1, arbitrary: fc.constantFrom(...paths).map((p) => setFile("/repo/link-" + p.length, { symlink: p })) },
  { weight: 2, arbitrary: fc.constantFrom(...paths).map((p): Edit => (s) => ({ ...s, cwd: p.replace(/\/[^/]*$/, "") || "/" })) },
  { weight: 3, arbitrary: fc.constantFrom("relative/cwd", repo.deepCwd).map((cwd): Edit => (s) => ({ ...s, cwd })) },
  { weight: 1, arbitrary: fc.constantFrom(...agents, "nope").map((agent): Edit => (s) => ({ ...s, agent })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("1", "").map(
      (v): Edit =>
        (s) =>
          ({ ...s, env: v ? { CRABCODE_DISABLE_CLAUDE_CODE: v } : {}, extra: v }) as Scenario,
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((prompt): Edit => (s) => ({ ...s, prompt })) },
);

/** What the page sends: the scenario split into meta and a diff of files against the last request. */
function request(prev: Files | null, s: Scenario) {
  const { files, ...meta } = s;
  // Through structured clone, as postMessage does: no shared object identity with the page.
  return structuredClone({ meta, files: diffFiles(prev, files), ask: { kind: "resolve" } as const });
}

/** The resolution in an answer, failing the test when the answer is of another kind. */
function resolutionOf(answer: WorkerAnswer): Resolution {
  if (answer.kind !== "resolve") throw new Error(`expected a resolve answer, got ${answer.kind}`);
  return answer.resolution;
}

describe("PageSession answers exactly as resolve() does", () => {
  it("for random edit sequences on a 300-file monorepo, valid and invalid", () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 20 }), (edits) => {
        const resolver = new PageSession();
        let s = base;
        let sent: Files | null = null;
        for (const e of [(x: Scenario) => x, ...edits]) {
          s = e(s);
          const got = resolver.handle(request(sent, s));
          sent = s.files;
          expect(resolutionOf(got.answer)).toEqual(resolve(structuredClone(s)));
        }
      }),
      { numRuns: 40 },
    );
  }, 180_000);

  it("a one-file edit neither revalidates nor rebuilds the tree", () => {
    const resolver = new PageSession();
    const first = resolver.handle(request(null, base));
    expect(first.timings.rebuilt).toBe(true);
    const edited = setFile(`${repo.deepCwd}/AGENTS.md`, "# edited\n")(base);
    const second = resolver.handle(request(base.files, edited));
    expect(second.timings.rebuilt).toBe(false);
    expect(resolutionOf(second.answer).prompt).toContain("# edited\n");
    expect(resolutionOf(second.answer)).toEqual(resolve(edited));
  });
});

describe("precedence-map requests", () => {
  it("answer, per folder, the paths plain resolve() loads there, for every agent, in one request", () => {
    const resolver = new PageSession();
    const dirs = [
      ...listDirs(base.files)
        .filter((d) => !d.includes("/.git"))
        .slice(0, 40),
      "relative/not-a-folder",
      "/nowhere",
    ];
    for (const agent of agents) {
      const s = { ...base, agent, contextPaths: [] };
      const got = resolver.handle(request(null, s));
      expect(got.answer.kind).toBe("resolve");
      const { files, ...meta } = s;
      const answer = resolver.handle({ meta, files: { kind: "same" }, ask: { kind: "map", dirs } }).answer;
      const rows = answer.kind === "map" ? answer.rows : null;
      if (!rows) throw new Error("no rows");
      expect(rows).toHaveLength(dirs.length);
      dirs.forEach((cwd, i) =>
        expect(rows[i], `${agent} at ${cwd}`).toEqual(
          resolve({ ...s, files, cwd })
            .sources.filter(isLoaded)
            .map((x) => x.path),
        ),
      );
      // Not a vacuous comparison: somewhere in the tree the agent loads a file.
      expect(
        rows.some((r) => r.length > 0),
        agent,
      ).toBe(true);
    }
  });

  it("a map request on an invalid scenario answers no rows (the map shows its cells as stopped)", () => {
    const resolver = new PageSession();
    const { files, ...meta } = { ...base, agent: "nope" };
    const got = resolver.handle({ meta, files: { kind: "full", files }, ask: { kind: "map", dirs: ["/repo"] } });
    expect(got.answer).toEqual({ kind: "map", rows: null });
    // The same scenario asked as a resolve says why.
    const asResolve = resolver.handle({ meta, files: { kind: "same" }, ask: { kind: "resolve" } });
    expect(resolutionOf(asResolve.answer).diagnostics.some((d) => d.code === "invalid-scenario")).toBe(true);
  });
});

describe("files diffs", () => {
  it("send only changed keys, by identity; a patch rebuilds the same map", () => {
    const next: Files = { ...base.files, "/repo/AGENTS.md": "changed", "/repo/new.md": "new" };
    delete next["/repo/CLAUDE.md"];
    const d = diffFiles(base.files, next);
    expect(d.kind).toBe("patch");
    if (d.kind !== "patch") return;
    expect(d.set.map(([k]) => k).sort()).toEqual(["/repo/AGENTS.md", "/repo/new.md"]);
    expect(d.del).toEqual(["/repo/CLAUDE.md"]);
    expect(applyPatch(base.files, d.set, d.del)).toEqual(next);
    expect(diffFiles(base.files, base.files)).toEqual({ kind: "same" });
    expect(diffFiles(null, base.files).kind).toBe("full");
  });

  it("after typing (setText), patch only the typed entries without comparing keys, and still rebuild the same map", () => {
    const a = `${repo.deepCwd}/AGENTS.md`;
    const b = "/repo/AGENTS.md";
    let files = base.files;
    for (const ch of "abc") files = setText(files, a, `${files[a]}${ch}`);
    files = setText(files, b, "rewritten");
    expect(changedSince(base.files, files)?.sort()).toEqual([b, a].sort());
    const d = diffFiles(base.files, files);
    if (d.kind !== "patch") throw new Error("expected a patch");
    expect(d.set.map(([k]) => k).sort()).toEqual([b, a].sort());
    expect(applyPatch(base.files, d.set, d.del)).toEqual(files);
    // A map not made by setText from prev (another edit in between) is compared key by key.
    const other = { ...files, "/repo/new.md": "x" };
    expect(changedSince(base.files, other)).toBeNull();
    expect(
      applyPatch(
        base.files,
        ...(() => {
          const p = diffFiles(base.files, other);
          if (p.kind !== "patch") throw new Error("patch");
          return [p.set, p.del] as const;
        })(),
      ),
    ).toEqual(other);
  });

  it("a key named __proto__ stays a plain entry", () => {
    const hostile = JSON.parse('{"__proto__": "x", "/a": "a"}') as Files;
    const d = diffFiles({ "/a": "a" }, hostile);
    if (d.kind !== "patch") throw new Error("expected a patch");
    const out = applyPatch({ "/a": "a" }, d.set, d.del);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out).sort()).toEqual(["/a", "__proto__"]);
  });
});

describe("SessionClient", () => {
  it("keeps one request in flight and only the newest waiting scenario (main thread without Worker)", async () => {
    const answers: AnsweredScenario[] = [];
    let done!: () => void;
    const finished = new Promise<void>((r) => (done = r));
    const scenarios = ["a", "b", "c", "d"].map((p) => ({ ...base, prompt: p }));
    const client = new SessionClient((r) => {
      answers.push(r);
      if (r.scenario === scenarios[3]) done();
    });
    for (const s of scenarios) client.request(s);
    await finished;
    expect(client.mode).toBe("main-thread");
    // The first went out at once; b and c were replaced by d while it ran.
    expect(answers.map((a) => a.scenario.prompt)).toEqual(["a", "d"]);
    expect(resolutionOf(answers[1].answer)).toEqual(resolve(scenarios[3]));
    expect(client.busy).toBe(false);
    client.dispose();
  });
});
