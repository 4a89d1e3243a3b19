/** How a Resolution or a failure is shown: text for people, NDJSON lines for machines. */
import { findProfile } from "../agents";
import { modelsLine } from "../agents/versions";
import type { ValidationProblem } from "../scenario/validate";
import { formatProblems } from "../scenario/validate";
import type { Resolution } from "../types";
import type { Io } from "./io";

export type Outcome = { ok: true; resolution: Resolution } | { ok: false; error: string; problems: ValidationProblem[] };

/** A Resolution that carries an internal error did not resolve properly: it fails the run too. */
export const succeeded = (o: Outcome): boolean => o.ok && !o.resolution.diagnostics.some((d) => d.code === "internal-error");

export function printJsonLine(io: Io, file: string, o: Outcome): void {
  io.out(JSON.stringify(o.ok ? o.resolution : { error: o.error, problems: o.problems, file }) + "\n");
}

/** The prompt on stdout, exactly; diagnostics and failures on stderr, prefixed with `label` if any. */
export function printText(io: Io, o: Outcome, label?: string): void {
  const where = label ? `${label}: ` : "";
  if (!o.ok) {
    io.err(`${o.error}\n`); // the error names its file or flag already
    if (o.problems.length) io.err(formatProblems(o.problems).replace(/^/gm, "  ") + "\n");
    return;
  }
  const r = o.resolution;
  io.out(r.prompt);
  // Which release the simulation stands for goes to stderr, so stdout stays the prompt byte for byte.
  const profile = findProfile(r.agent);
  const models = modelsLine(profile?.variants.find((v) => v.id === r.variant));
  io.err(`${where}agent: ${profile?.name ?? r.agent}, variant ${r.variant}${models ? ` (${models})` : ""}\n`);
  for (const d of r.diagnostics) io.err(`${where}${d.level}: ${d.message}\n`);
  // A file that is there but could not be read (permission denied, a loop, a refusal) is news to the
  // reader of stderr too, not only of --json; once per path, unless a diagnostic already named it.
  const named = new Set(r.diagnostics.map((d) => d.path));
  for (const s of r.sources) {
    if (s.status !== "unreadable" || named.has(s.path)) continue;
    named.add(s.path);
    io.err(`${where}unreadable: ${s.path}: ${s.reason}\n`);
  }
  // A cut is silent in the prompt itself (the text just stops): say where each file was cut.
  for (const s of r.sources)
    if (s.status === "truncated")
      io.err(
        `${where}cut: ${s.path}: ${r.agent} keeps ${s.includedBytes.toLocaleString("en-US")} of its ${s.bytes.toLocaleString("en-US")} bytes. ${s.reason}\n`,
      );
  if (r.prompt === "") io.err(`${where}note: the composed prompt is empty (${r.agent} loaded no instruction files).\n`);
}
