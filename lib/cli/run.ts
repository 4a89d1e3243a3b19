/**
 * The `rulescope` command line: dispatch, help, and the rule that errors are sentences.
 * Each command's module is loaded only when that command runs: `rulescope --help` then loads no
 * profile, tokenizer or schema (in the bundle, dist/rulescope.mjs, they sit in separate chunks).
 */
import { CHECK_HELP } from "./check-help";
import {
  CANARY_HELP,
  COMPARE_HELP,
  EXPLAIN_HELP,
  INIT_HELP,
  LINK_HELP,
  LIST_CHECKS_HELP,
  LSP_HELP,
  MAP_HELP,
  MCP_HELP,
  OVERVIEW,
  RESOLVE_HELP,
  VERIFY_HELP,
} from "./help";
import type { Io } from "./io";
import { EXIT, UsageError } from "./usage";
import { didYouMean } from "../core/closest";
import { visibleLines } from "../scenario/visible";

/** A command: its exit code, or a promise of it for one that serves until its client leaves (lsp, mcp). */
type Handler = (args: string[], io: Io) => number | Promise<number>;

/** `rulescope <command> --help` alone is answered here, without loading the command (each command also prints its help itself). */
const HELP: Record<string, string> = {
  resolve: RESOLVE_HELP,
  link: LINK_HELP,
  compare: COMPARE_HELP,
  map: MAP_HELP,
  check: CHECK_HELP,
  canary: CANARY_HELP,
  "list-checks": LIST_CHECKS_HELP,
  explain: EXPLAIN_HELP,
  init: INIT_HELP,
  lsp: LSP_HELP,
  mcp: MCP_HELP,
  verify: VERIFY_HELP,
};

const COMMANDS: Record<string, () => Promise<Handler>> = {
  resolve: async () => (await import("./resolve-command")).resolveCommand,
  link: async () => (await import("./link-command")).linkCommand,
  compare: async () => (await import("./compare-command")).compareCommand,
  map: async () => (await import("./map-command")).mapCommand,
  check: async () => (await import("./check-command")).checkCommand,
  canary: async () => (await import("./canary-command")).canaryCommand,
  init: async () => (await import("./init-command")).initCommand,
  lsp: async () => (await import("./serve-commands")).lspCommand,
  mcp: async () => (await import("./serve-commands")).mcpCommand,
  verify: async () => (await import("./verify-command")).verifyCommand,
  "list-checks": async () => (await import("./explain-command")).listChecksCommand,
  explain: async () => (await import("./explain-command")).explainCommand,
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
    if (command === "--version" || command === "-v") {
      io.out(`${(await import("./package-info")).packageVersion()}\n`);
      return EXIT.ok;
    }
    const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!load) {
      const what = command.startsWith("-") ? `Unknown option "${command}"` : `Unknown command "${command}"`;
      throw new UsageError(
        `${what}${command.startsWith("-") ? "" : didYouMean(command, Object.keys(COMMANDS))}. Commands: ${Object.keys(COMMANDS).join(", ")}. Run "rulescope --help".`,
      );
    }
    if (rest.length === 1 && (rest[0] === "--help" || rest[0] === "-h")) {
      io.out(HELP[command]);
      return EXIT.ok;
    }
    const handler = await load();
    // stderr is for people in every command: no name or message may act on their terminal.
    return await handler(rest, { ...io, err: (text) => io.err(visibleLines(text)) });
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`rulescope: ${e.message}\n`);
      return EXIT.usage;
    }
    io.err(
      `rulescope: something went wrong that should not have (${e instanceof Error ? e.message : String(e)}). This is a bug in Rulescope; please report it.\n`,
    );
    return EXIT.internal;
  }
}
