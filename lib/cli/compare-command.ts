/** `rulescope compare`: one scenario, several agents, side by side. */
import { findProfile } from "../agents";
import { compareAgents, type Comparison } from "../compare/diff";
import { portResolver, sharedResolver } from "../compare/run";
import { AGENT_IDS } from "../resolve";
import type { Scenario } from "../scenario/types";
import { isLoaded, type Diagnostic, type Resolution } from "../types";
import { MULTI_DIR_OPTIONS, multiDirScenario, strayDirFlags, unknownAgentsMessage } from "./dir-scenario";
import { COMPARE_HELP } from "./help";
import type { Io } from "./io";
import { refusalNotes } from "./refusal-notes";
import { loadScenario, reportLoadFailure } from "./scenario-files";
import { EXIT, parseCommand, UsageError } from "./usage";
import { visible } from "../scenario/visible";

export function agentList(flag: string | undefined, s: Scenario): string[] {
  const ids = (flag ?? s.ui?.compare?.join(",") ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new UsageError(`compare needs --agents a,b (known: ${AGENT_IDS.join(", ")}).`);
  const unknown = ids.filter((a) => !findProfile(a));
  if (unknown.length > 0) throw new UsageError(unknownAgentsMessage(unknown));
  return [...new Set(ids)];
}

function summary(r: Resolution) {
  return {
    agent: r.agent,
    variant: r.variant,
    files: r.sources
      .filter(isLoaded)
      .map((s) => ({ path: s.path, layer: s.layer, status: s.status, bytes: s.bytes, includedBytes: s.includedBytes })),
    bytes: r.stats.bytes,
    tokens: r.stats.tokens,
    diagnostics: r.diagnostics.filter((d) => d.level !== "info"),
  };
}

/** Columns padded to their widest cell; numbers flush right. */
function table(rows: string[][], numeric: boolean[]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return (
    rows
      .map((r) =>
        r
          .map((cell, c) => (numeric[c] ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
          .join("  ")
          .trimEnd(),
      )
      .join("\n") + "\n"
  );
}

function printTable(io: Io, results: ReturnType<typeof summary>[]): void {
  const head = ["agent", "variant", "files", "bytes", "tokens"];
  io.out(
    table(
      [head, ...results.map((r) => [r.agent, r.variant, String(r.files.length), String(r.bytes), String(r.tokens)])],
      [false, false, true, true, true],
    ),
  );
  for (const r of results) {
    io.out(`\n${r.agent} (${r.variant}): files loaded, in prompt order\n`);
    if (r.files.length === 0) io.out("  (none)\n");
    else
      io.out(
        table(
          r.files.map((f, i) => [`  ${i + 1}.`, visible(f.path), f.status, f.layer, `${f.includedBytes} B`]),
          [false, false, false, false, true],
        ),
      );
    for (const d of r.diagnostics) io.out(`  ${d.level}: ${visible(d.message)}\n`);
  }
}

export function compareCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("compare", args, {
    help: { type: "boolean", short: "h" },
    json: { type: "boolean" },
    agents: { type: "string" },
    ...MULTI_DIR_OPTIONS,
  });
  if (values.help) {
    io.out(COMPARE_HELP);
    return EXIT.ok;
  }
  if (values.dir !== undefined) {
    if (positionals.length > 0)
      throw new UsageError(`compare takes either a scenario file or --dir, not both (got ${positionals.join(", ")}).`);
    const setup = multiDirScenario("compare", { ...values, dir: values.dir }, values.agents);
    if (!setup.ok) {
      if (values.json) io.out(JSON.stringify({ error: setup.error, problems: [], dir: values.dir }) + "\n");
      else io.err(`${setup.error}\n`);
      return EXIT.failed;
    }
    const comparison = compareAgents(setup.scenario, agentList(values.agents, setup.scenario), portResolver(setup.fs));
    return printComparison(
      io,
      comparison,
      { dir: values.dir },
      [...refusalNotes(setup.fs.refusals()), ...setup.notes],
      Boolean(values.json),
    );
  }
  strayDirFlags("compare", values);
  if (positionals.length !== 1)
    throw new UsageError(`compare takes exactly one scenario file, or --dir <path> (got ${positionals.length} files).`);
  const file = positionals[0];
  const loaded = loadScenario(file);
  if (!loaded.ok) {
    reportLoadFailure(io, loaded, file, Boolean(values.json));
    return EXIT.failed;
  }
  const comparison = compareAgents(loaded.scenario, agentList(values.agents, loaded.scenario), sharedResolver(loaded.scenario));
  return printComparison(io, comparison, { file }, [], Boolean(values.json));
}

function printComparison(
  io: Io,
  comparison: Comparison,
  source: { file: string } | { dir: string },
  notes: Diagnostic[],
  json: boolean,
): number {
  const results = comparison.results.map(summary);
  if (json)
    io.out(JSON.stringify({ ...source, agents: results, differences: comparison.differences, ...(notes.length ? { notes } : {}) }) + "\n");
  else {
    printTable(io, results);
    io.out(
      `\nDifferences:\n${comparison.differences.length ? comparison.differences.map((d) => `  - ${visible(d)}`).join("\n") : "  (none: every agent loads the same files in the same order)"}\n`,
    );
    for (const n of notes) if (n.level !== "info") io.err(`${n.level}: ${n.message}\n`);
  }
  return results.some((r) => r.diagnostics.some((d) => d.code === "internal-error")) ? EXIT.failed : EXIT.ok;
}
