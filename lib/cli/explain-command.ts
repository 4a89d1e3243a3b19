/**
 * `rulescope list-checks` and `rulescope explain <code>`: what each check code means, from the pages
 * the package ships (docs/checks/), offline, where an installed user has no repository to open.
 */
import { CHECK_CODE_LIST, CHECK_CODES, isCheckCode } from "../check/codes";
import { didYouMean } from "../core/closest";
import { EXPLAIN_HELP, LIST_CHECKS_HELP } from "./help";
import type { Io } from "./io";
import { docsReader } from "./package-info";
import { EXIT, parseCommand, UsageError } from "./usage";

export function listChecksCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("list-checks", args, { help: { type: "boolean", short: "h" } });
  if (values.help) return (io.out(LIST_CHECKS_HELP), EXIT.ok);
  if (positionals.length > 0) throw new UsageError(`list-checks takes no arguments (got ${positionals.join(" ")}).`);
  const width = Math.max(...CHECK_CODE_LIST.map((c) => c.length));
  for (const code of CHECK_CODE_LIST)
    io.out(`${code.padEnd(width)}  ${CHECK_CODES[code].severity.padEnd(7)}  ${CHECK_CODES[code].title}\n`);
  io.out(`\nThe severity is each code's default (docs/checks/README.md says why); "rulescope explain <code>" prints a code's page.\n`);
  return EXIT.ok;
}

export function explainCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("explain", args, { help: { type: "boolean", short: "h" } });
  if (values.help) return (io.out(EXPLAIN_HELP), EXIT.ok);
  if (positionals.length !== 1)
    throw new UsageError(`explain takes one check code (got ${positionals.length}); "rulescope list-checks" lists them.`);
  const code = positionals[0];
  if (!isCheckCode(code))
    throw new UsageError(`"${code}" is not a check code${didYouMean(code, CHECK_CODE_LIST)}; "rulescope list-checks" lists them.`);
  const page = docsReader()(code);
  if (page === null) {
    io.err(`rulescope: the page of ${code} is missing from this installation (docs/checks/${code}.md). ${CHECK_CODES[code].title}.\n`);
    return EXIT.failed;
  }
  io.out(page.endsWith("\n") ? page : `${page}\n`);
  return EXIT.ok;
}
