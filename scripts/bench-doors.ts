/**
 * `npm run bench:doors`: the large hostile inputs at the scenario, permalink and zip doors, each in
 * its own process, with its outcome, wall time and peak memory (max RSS, which includes Node's own
 * ~50 MB). Numbers, not assertions: the tests check the outcomes, this shows what they cost.
 *
 *   npx tsx scripts/bench-doors.ts            every case, as a Markdown table
 *   npx tsx scripts/bench-doors.ts <case>     one case (what the table runs in a child process)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import { importZip } from "../lib/import";
import { linkCommand } from "../lib/cli/link-command";
import { MAX_FILE_ENTRIES, MAX_FRAGMENT_CHARS, MAX_INFLATED_BYTES } from "../lib/scenario/limits";
import { decodePermalink } from "../lib/scenario/permalink";
import { validateScenario } from "../lib/scenario/validate";
import { craftZip, deflatedZeros, type CraftEntry } from "../test/zip-craft";

const MiB = 1024 * 1024;
const short = (s: string) => (s.length > 150 ? s.slice(0, 147) + "…" : s).replace(/\n/g, " ").replace(/\|/g, "\\|");

/** Each case: prepares its input (not timed), then runs the door (timed) and returns the outcome. */
const CASES: Record<string, { door: string; what: string; run: () => Promise<() => Promise<string> | string> }> = {
  "link-deep": {
    door: "scenario (CLI)",
    what: "`rulescope link` on JSON nested 5,000 deep",
    run: async () => {
      const file = tmpFile(
        `{"version":1,"agent":"codex","cwd":"/r","files":{},"config":{"x":${'{"a":'.repeat(5000)}0${"}".repeat(5000)}}}`,
      );
      return () => cli(file);
    },
  },
  "link-9mib": {
    door: "scenario (CLI)",
    what: "`rulescope link` on a 9 MiB scenario",
    run: async () => {
      const file = tmpFile(`{"version":1,"agent":"codex","cwd":"/r","files":{"/r/AGENTS.md":"${"rule ".repeat((9 * MiB) / 5)}"}}`);
      return () => cli(file);
    },
  },
  "validate-1m-deep": {
    door: "scenario",
    what: "validateScenario on JSON nested 1,000,000 deep",
    run: async () => {
      const raw = JSON.parse(
        `{"version":1,"agent":"codex","cwd":"/","files":{},"config":{"x":${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}}}`,
      );
      return () => outcome(validateScenario(raw));
    },
  },
  "validate-100k": {
    door: "scenario",
    what: "validateScenario on 100,000 valid files entries",
    run: async () => {
      const files: Record<string, string> = {};
      for (let i = 0; i < 100_000; i++) files[`/r/d${i % 100}/f${i}.md`] = "x";
      return () => outcome(validateScenario({ version: 1, agent: "codex", cwd: "/r", files }));
    },
  },
  "validate-over-entries": {
    door: "scenario",
    what: `validateScenario on ${(MAX_FILE_ENTRIES + 1).toLocaleString("en-US")} files entries (one past the bound)`,
    run: async () => {
      const files: Record<string, string> = {};
      for (let i = 0; i <= MAX_FILE_ENTRIES; i++) files[`/r/f${i}`] = "";
      return () => outcome(validateScenario({ version: 1, agent: "codex", cwd: "/r", files }));
    },
  },
  "validate-huge": {
    door: "scenario",
    what: "validateScenario on 96 MiB + 1 of text",
    run: async () => {
      const raw = { version: 1, agent: "codex", cwd: "/", files: { "/a": "x".repeat(96 * MiB) } };
      return () => outcome(validateScenario(raw));
    },
  },
  "link-bomb-1gib": {
    door: "permalink",
    what: "1 GiB of zeros deflated into a 1.4 MB link",
    run: async () => {
      const f = "#v1/" + Buffer.from(await deflatedZeros(1024 * MiB)).toString("base64url");
      return () => decoded(decodePermalink(f));
    },
  },
  "link-json-8mib": {
    door: "permalink",
    what: "a valid scenario link of 8 MiB of JSON (at the cap)",
    run: async () => {
      const json =
        `{"version":1,"agent":"codex","cwd":"/r","files":{"/r/AGENTS.md":"${"rule ".repeat(MAX_INFLATED_BYTES)}`.slice(
          0,
          MAX_INFLATED_BYTES - 3,
        ) + '"}}';
      const f = "#v1/" + deflateRawSync(Buffer.from(json)).toString("base64url");
      return () => decoded(decodePermalink(f));
    },
  },
  "link-max-payload": {
    door: "permalink",
    what: "11 MB of base64url after #v1/ (the longest decoded)",
    run: async () => {
      const f = "#v1/" + "A".repeat(MAX_FRAGMENT_CHARS);
      return () => decoded(decodePermalink(f));
    },
  },
  "zip-ratio-bomb": {
    door: "zip",
    what: "one entry: 1 GiB of zeros claiming 100 bytes",
    run: async () => {
      const zip = craftZip([{ name: "bomb.md", data: await deflatedZeros(1024 * MiB), size: 100 }]);
      return () => unzipped(zip);
    },
  },
  "zip-total-bomb": {
    door: "zip",
    what: "200 entries of 64 MiB of zeros, each claiming 10 bytes",
    run: async () => {
      const data = await deflatedZeros(64 * MiB);
      const zip = craftZip(Array.from({ length: 200 }, (_, i): CraftEntry => ({ name: `b${i}.md`, data, size: 10 })));
      return () => unzipped(zip);
    },
  },
  "zip-overlap-bomb": {
    door: "zip",
    what: "overlapping bomb: 10,000 directory entries, one 64 MiB run",
    run: async () => {
      const zip = craftZip([{ name: "b0.md", data: await deflatedZeros(64 * MiB), size: 10 }], {
        repeat: Array.from({ length: 9_999 }, (_, i) => ({ of: 0, name: `b${i + 1}.md` })),
      });
      return () => unzipped(zip);
    },
  },
  "zip-100k": {
    door: "zip",
    what: "100,000 entries (+ AGENTS.md)",
    run: async () => {
      const zip = craftZip([
        { name: "AGENTS.md", bytes: "top", method: 0 },
        ...Array.from({ length: 100_000 }, (_, i): CraftEntry => ({ name: `d${i % 50}/f${i}.md`, bytes: "x", method: 0 })),
      ]);
      return () => unzipped(zip);
    },
  },
  "zip-200001": {
    door: "zip",
    what: "200,001 entries",
    run: async () => {
      const zip = craftZip(Array.from({ length: 200_001 }, (_, i): CraftEntry => ({ name: `f${i}`, method: 0 })));
      return () => unzipped(zip);
    },
  },
  "zip-lying-count": {
    door: "zip",
    what: "end record counts 65,535 entries, directory holds 3",
    run: async () => {
      const zip = craftZip(
        [
          { name: "a", bytes: "1" },
          { name: "b", bytes: "2" },
          { name: "c", bytes: "3" },
        ],
        { count: 65_535 },
      );
      return () => unzipped(zip);
    },
  },
};

let dir: string | null = null;
function tmpFile(text: string): string {
  dir ??= mkdtempSync(join(tmpdir(), "bench-doors-"));
  const file = join(dir, "scenario.json");
  writeFileSync(file, text);
  return file;
}

function cli(file: string): string {
  let out = "";
  let err = "";
  const code = linkCommand([file], { out: (t) => void (out += t), err: (t) => void (err += t) });
  return `exit ${code}: ${(err || out).replace(file, "<file>")}`;
}

function outcome(r: ReturnType<typeof validateScenario>): string {
  return r.ok ? `valid (${r.warnings.length} warnings)` : r.problems.map((p) => `${p.path}: ${p.message}`).join("; ");
}

function decoded(r: ReturnType<typeof decodePermalink>): string {
  return r.ok ? ("scenario" in r ? "opens" : `example ${r.example}`) : r.message;
}

async function unzipped(zip: Uint8Array): Promise<string> {
  const r = await importZip(zip, "bench.zip");
  if (!r.ok) return r.message;
  const { files, byReason, skipped } = r.result.report;
  return `${files} kept; skipped ${JSON.stringify(byReason)}${skipped[0] ? `; e.g. ${skipped[0].path}: ${skipped[0].message}` : ""}`;
}

async function runOne(name: string): Promise<void> {
  const run = await CASES[name].run();
  const t0 = performance.now();
  const result = await run();
  const ms = performance.now() - t0;
  process.stdout.write(JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024, result }) + "\n");
  if (dir) rmSync(dir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (only) return runOne(only);
  console.log("| door | attack | outcome | time (ms) | peak RSS (MiB) |\n| --- | --- | --- | ---: | ---: |");
  for (const [name, c] of Object.entries(CASES)) {
    const child = spawnSync(process.execPath, ["--import", "tsx", import.meta.filename, name], { encoding: "utf8", maxBuffer: 64 * MiB });
    const line = child.stdout.trim().split("\n").pop() ?? "";
    try {
      const { ms, maxRssMiB, result } = JSON.parse(line) as { ms: number; maxRssMiB: number; result: string };
      console.log(`| ${c.door} | ${c.what} | ${short(result)} | ${Math.round(ms)} | ${Math.round(maxRssMiB)} |`);
    } catch {
      console.log(`| ${c.door} | ${c.what} | crashed: ${short(child.stderr.trim().split("\n").slice(-3).join(" "))} | | |`);
    }
  }
}

await main();
