/** `rulescope resolve`: scenario files, or a real tree with --dir. */
import { resolveUnknown } from "../resolve";
import { dirScenario, DIR_ONLY_FLAGS } from "./dir-scenario";
import { refusalNotes } from "./refusal-notes";
import { RESOLVE_HELP } from "./help";
import type { Io } from "./io";
import { printJsonLine, printText, succeeded, type Outcome } from "./output";
import { resolveFile } from "./scenario-files";
import { EXIT, parseCommand, UsageError } from "./usage";

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  json: { type: "boolean" },
  dir: { type: "string" },
  agent: { type: "string" },
  variant: { type: "string" },
  cwd: { type: "string" },
  home: { type: "string" },
  "home-all": { type: "boolean" },
  env: { type: "string", multiple: true },
  prompt: { type: "string" },
  tool: { type: "string", multiple: true },
  context: { type: "string", multiple: true },
  open: { type: "string", multiple: true },
  config: { type: "string", multiple: true },
} as const;

export function resolveCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("resolve", args, OPTIONS);
  if (values.help) {
    io.out(RESOLVE_HELP);
    return EXIT.ok;
  }
  if (values.dir !== undefined) {
    if (positionals.length > 0)
      throw new UsageError(`resolve takes either scenario files or --dir, not both (got ${positionals.join(", ")}).`);
    return resolveDir({ ...values, dir: values.dir }, Boolean(values.json), io);
  }
  const stray = DIR_ONLY_FLAGS.filter((f) => values[f] !== undefined);
  if (stray.length > 0)
    throw new UsageError(
      `${stray.map((f) => `--${f}`).join(", ")} only ${stray.length > 1 ? "apply" : "applies"} with --dir; a scenario file carries its own agent, cwd and environment.`,
    );
  if (positionals.length === 0)
    throw new UsageError(`resolve needs scenario files, or --dir <path> --agent <id>. Run "rulescope resolve --help".`);
  let allOk = true;
  positionals.forEach((file, i) => {
    const outcome = resolveFile(file);
    allOk &&= succeeded(outcome);
    if (values.json) return printJsonLine(io, file, outcome);
    if (positionals.length === 1) return printText(io, outcome);
    io.out(`${i > 0 ? "\n" : ""}==> ${file} <==\n`);
    printText(io, outcome, file);
    if (outcome.ok && outcome.resolution.prompt !== "" && !outcome.resolution.prompt.endsWith("\n")) io.out("\n");
  });
  return allOk ? EXIT.ok : EXIT.failed;
}

function resolveDir(flags: Parameters<typeof dirScenario>[0], json: boolean, io: Io): number {
  const setup = dirScenario(flags);
  let outcome: Outcome;
  if (!setup.ok) outcome = { ok: false, error: setup.error, problems: [] };
  else {
    const r = resolveUnknown(setup.scenario, setup.fs);
    outcome = r.ok
      ? {
          ok: true,
          resolution: { ...r.resolution, diagnostics: [...r.resolution.diagnostics, ...refusalNotes(setup.fs.refusals()), ...setup.notes] },
        }
      : { ok: false, error: "The options do not make a valid scenario.", problems: r.problems };
  }
  if (json) printJsonLine(io, flags.dir, outcome);
  else printText(io, outcome);
  return succeeded(outcome) ? EXIT.ok : EXIT.failed;
}
