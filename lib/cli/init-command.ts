/**
 * `rulescope init [folder]`: writes rulescope.json for a repository, with the agents its files show
 * (the inference `check` makes, from files a real agent reads) and the other keys as comments, so a
 * team starts from what Rulescope found instead of an empty file. Never overwrites a configuration
 * (--force replaces a regular file, through a new file and a rename, never through a link).
 */
import { realpathSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve as resolveReal } from "node:path";
import { inferredAgents } from "../check/engine";
import { CONFIG_FILE_NAMES } from "../check/codes";
import { INIT_HELP } from "./help";
import type { Io } from "./io";
import { lexists } from "./io";
import { nodeFs } from "./node-fs";
import { replaceFile, replaceProblem } from "./replace-file";
import { EXIT, parseCommand, UsageError } from "./usage";

/** Where the schema is once the package is installed in the repository (it ships schema/). */
const SCHEMA = "./node_modules/rulescope/schema/rulescope.schema.json";

/** The file's text: JSON with comments, each key saying what it does and its default. */
export function initText(agents: string[], why: string[]): string {
  const found = why.map((w) => `  //   ${w.replace(/\s+/g, " ")}`).join("\n");
  return `{
  "$schema": "${SCHEMA}",
  // The agents the team uses. Rulescope found these from the files present:
${found}
  "agents": [${agents.map((a) => JSON.stringify(a)).join(", ")}],
  // The lowest severity that fails the check (error, warning or info). Errors are instructions an
  // agent definitely loses; "rulescope list-checks" shows each code's severity.
  "failOn": "error"
  // Folders agents are started from, as globs relative to this file ("." is the root).
  // Default: the root and every folder holding a rule file.
  // "cwds": [".", "packages/*"],
  // A severity per check code, or "off".
  // "rules": { "budget-near": "off" },
  // Findings on these paths are dropped.
  // "ignore": ["examples/**"],
  // Per agent, a limit on the tokens of its composed instructions.
  // "budgets": { "codex": { "maxTokens": 8000 } }
}
`;
}

export function initCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("init", args, { help: { type: "boolean", short: "h" }, force: { type: "boolean" } });
  if (values.help) return (io.out(INIT_HELP), EXIT.ok);
  if (positionals.length > 1) throw new UsageError(`init takes one folder (got ${positionals.join(", ")}).`);
  const given = positionals[0] ?? ".";
  let root: string;
  try {
    root = realpathSync.native(resolveReal(given));
    if (!statSync(root).isDirectory()) throw new Error();
  } catch {
    throw new UsageError(`${given} is not a directory that can be read.`);
  }
  const existing = CONFIG_FILE_NAMES.map((n) => join(root, n)).find((p) => lexists(p));
  if (existing && !values.force)
    throw new UsageError(`${existing} exists; init does not overwrite a configuration (--force replaces rulescope.json).`);
  // --force replaces a plain file only: never a FIFO (the write would wait for ever), a directory,
  // a link or a hard link's other names. Said before the tree is read.
  const target = join(root, CONFIG_FILE_NAMES[0]);
  const unfit = replaceProblem(target);
  if (unfit) throw new UsageError(`${target} ${unfit}.`);
  const { agents, why } = inferredAgents({ fs: nodeFs({ allow: [root] }), root, home: homedir() });
  const failed = replaceFile(
    target,
    initText(
      agents.map((a) => a.id),
      why,
    ),
  );
  if (failed) throw new UsageError(`${target} ${failed}.`);
  io.out(
    `Wrote ${target} for ${agents.map((a) => a.id).join(", ")}.\n${why.map((w) => `  ${w}\n`).join("")}Run "rulescope check" to see what each agent receives and what it loses.\n`,
  );
  return EXIT.ok;
}
