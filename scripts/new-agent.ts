/**
 * `npm run new-agent <id> [--name "Agent Name"] [--file FILE] [--homepage URL]`: a new profile in
 * lib/agents/<id>/ from scripts/agent-template/ (the files every profile has: meta.ts, facts.ts,
 * index.ts, examples.ts, README.md, <id>.test.ts and a conformance case in fixtures/), its id added to the registry, and the generated lists written again. The profile
 * it makes reads one file at the working directory and passes its tests: the starting point to write
 * what the real agent does.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { AGENT_IDS } from "../lib/agents/registry";

const ROOT = join(import.meta.dirname, "..");
const TEMPLATE = join(import.meta.dirname, "agent-template");
const REGISTRY = join(ROOT, "lib", "agents", "registry.ts");

/** Where each template goes in the profile's folder. */
const TARGET: Record<string, (id: string) => string> = {
  "meta.ts.tmpl": () => "meta.ts",
  "facts.ts.tmpl": () => "facts.ts",
  "fixture.json.tmpl": () => "fixtures/reads-file-at-cwd.json",
  "index.ts.tmpl": () => "index.ts",
  "examples.ts.tmpl": () => "examples.ts",
  "README.md.tmpl": () => "README.md",
  "test.ts.tmpl": (id) => `${id}.test.ts`,
};

const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The registry's text with `id` appended to its list. */
export function withId(registry: string, id: string): string {
  const end = registry.indexOf("] as const;");
  if (end === -1) throw new Error("lib/agents/registry.ts: no `] as const;` closing AGENT_IDS");
  return `${registry.slice(0, end)}  ${JSON.stringify(id)},\n${registry.slice(end)}`;
}

/** The new profile's files, by name, from the templates. */
export function profileFiles(opts: { id: string; name: string; file: string; homepage: string; date: string }): Map<string, string> {
  const fill = (text: string) =>
    text
      .replaceAll("__ID__", opts.id)
      .replaceAll("__CAMEL__", camel(opts.id))
      .replaceAll("__NAME__", opts.name)
      .replaceAll("__FILE__", opts.file)
      .replaceAll("__HOMEPAGE__", opts.homepage)
      .replaceAll("__DATE__", opts.date);
  return new Map(readdirSync(TEMPLATE).map((t) => [TARGET[t](opts.id), fill(readFileSync(join(TEMPLATE, t), "utf8"))]));
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: "string" }, file: { type: "string" }, homepage: { type: "string" } },
  });
  const [id] = positionals;
  if (!id || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) {
    console.error(
      'Usage: npm run new-agent <id> [-- --name "Agent Name" --file AGENTS.md --homepage URL]  (id: lower-case words joined by -)',
    );
    process.exit(2);
  }
  const dir = join(ROOT, "lib", "agents", id);
  if ((AGENT_IDS as readonly string[]).includes(id) || existsSync(dir)) {
    console.error(`lib/agents/${id} exists already.`);
    process.exit(1);
  }
  const files = profileFiles({
    id,
    name: values.name ?? id,
    file: values.file ?? "AGENTS.md",
    homepage: values.homepage ?? "https://example.com/docs",
    date: new Date().toISOString().slice(0, 10),
  });
  mkdirSync(join(dir, "fixtures"), { recursive: true });
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  writeFileSync(REGISTRY, withId(readFileSync(REGISTRY, "utf8"), id));
  // The generator reads the registry as a module: run it in a fresh process, which sees the new id.
  const { spawnSync } = await import("node:child_process");
  const gen = spawnSync(process.execPath, ["--import", "tsx", join(import.meta.dirname, "gen-agents.ts")], { stdio: "inherit", cwd: ROOT });
  if (gen.status !== 0) process.exit(gen.status ?? 1);
  console.log(`Made lib/agents/${id}/ (${[...files.keys()].join(", ")}) and added "${id}" to lib/agents/registry.ts.`);
  console.log("Next: write what the agent reads, from its source, in index.ts, README.md and the tests; then npm test.");
}

if (process.argv[1] === import.meta.filename) await main();
