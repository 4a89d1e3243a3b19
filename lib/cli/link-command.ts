/** `rulescope link`: the playground fragment that carries a scenario, checked to open before it is printed. */
import { AGENT_IDS } from "../resolve";
import { makePermalink } from "../scenario/permalink";
import { LINK_HELP } from "./help";
import type { Io } from "./io";
import { loadScenario, reportLoadFailure } from "./scenario-files";
import { EXIT, parseCommand, UsageError } from "./usage";

export function linkCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("link", args, { help: { type: "boolean", short: "h" } });
  if (values.help) {
    io.out(LINK_HELP);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError(`link takes exactly one scenario file (got ${positionals.length}).`);
  const loaded = loadScenario(positionals[0]);
  if (!loaded.ok) {
    reportLoadFailure(io, loaded, positionals[0], false);
    return EXIT.failed;
  }
  for (const w of loaded.warnings) io.err(`warning: ${w.path}: ${w.message}\n`);
  // The link is decoded again before it is printed: a link the page would refuse is an error here.
  const made = makePermalink(loaded.scenario, AGENT_IDS);
  if (!made.ok) {
    io.err(`${positionals[0]}: ${made.message}\n`);
    return EXIT.failed;
  }
  io.out(made.link + "\n");
  return EXIT.ok;
}
