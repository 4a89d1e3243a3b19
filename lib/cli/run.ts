/** The `rulescope` command line: dispatch, help, and the rule that errors are sentences. */
import { checkCommand } from "./check-command";
import { compareCommand } from "./compare-command";
import { OVERVIEW } from "./help";
import type { Io } from "./io";
import { linkCommand } from "./link-command";
import { mapCommand } from "./map-command";
import { resolveCommand } from "./resolve-command";
import { EXIT, UsageError } from "./usage";

const COMMANDS: Record<string, (args: string[], io: Io) => number> = {
  resolve: resolveCommand,
  link: linkCommand,
  compare: compareCommand,
  map: mapCommand,
  check: checkCommand,
};

export function run(argv: string[], io: Io): number {
  const [command, ...rest] = argv;
  try {
    if (command === undefined) {
      io.err(OVERVIEW);
      return EXIT.usage;
    }
    if (command === "--help" || command === "-h" || command === "help") {
      io.out(OVERVIEW);
      return EXIT.ok;
    }
    const handler = COMMANDS[command];
    if (!handler) {
      const what = command.startsWith("-") ? `Unknown option "${command}"` : `Unknown command "${command}"`;
      throw new UsageError(`${what}. Commands: ${Object.keys(COMMANDS).join(", ")}. Run "rulescope --help".`);
    }
    return handler(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`rulescope: ${e.message}\n`);
      return EXIT.usage;
    }
    io.err(`rulescope: something went wrong that should not have (${e instanceof Error ? e.message : String(e)}). This is a bug in Rulescope; please report it.\n`);
    return EXIT.failed;
  }
}
