/**
 * The `rulescope` command line: dispatch, help, and the rule that errors are sentences.
 * Each command's module is loaded only when that command runs: `rulescope --help` then loads no
 * profile, tokenizer or schema (in the bundle, dist/rulescope.mjs, they sit in separate chunks).
 */
import { OVERVIEW } from "./help";
import type { Io } from "./io";
import { EXIT, UsageError } from "./usage";

type Handler = (args: string[], io: Io) => number;

const COMMANDS: Record<string, () => Promise<Handler>> = {
  resolve: async () => (await import("./resolve-command")).resolveCommand,
  link: async () => (await import("./link-command")).linkCommand,
  compare: async () => (await import("./compare-command")).compareCommand,
  map: async () => (await import("./map-command")).mapCommand,
  check: async () => (await import("./check-command")).checkCommand,
};

export async function run(argv: string[], io: Io): Promise<number> {
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
    const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!load) {
      const what = command.startsWith("-") ? `Unknown option "${command}"` : `Unknown command "${command}"`;
      throw new UsageError(`${what}. Commands: ${Object.keys(COMMANDS).join(", ")}. Run "rulescope --help".`);
    }
    const handler = await load();
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
