/** `rulescope map`: for every directory as cwd, which files each agent loads there. */
import { precedenceMap, precedenceMapMarkdown } from "../compare";
import { formatProblems } from "../scenario/validate";
import { agentList } from "./compare-command";
import { MAP_HELP } from "./help";
import type { Io } from "./io";
import { loadScenario } from "./scenario-files";
import { EXIT, parseCommand, UsageError } from "./usage";

export function mapCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("map", args, {
    help: { type: "boolean", short: "h" },
    json: { type: "boolean" },
    markdown: { type: "boolean" },
    agents: { type: "string" },
  });
  if (values.help) {
    io.out(MAP_HELP);
    return EXIT.ok;
  }
  if (values.json && values.markdown) throw new UsageError("map prints --json or --markdown, not both.");
  if (positionals.length !== 1) throw new UsageError(`map takes exactly one scenario file (got ${positionals.length}).`);
  const file = positionals[0];
  const loaded = loadScenario(file);
  if (!loaded.ok) {
    if (values.json) io.out(JSON.stringify({ error: loaded.error, problems: loaded.problems, file }) + "\n");
    else io.err(`${loaded.error}\n${loaded.problems.length ? formatProblems(loaded.problems).replace(/^/gm, "  ") + "\n" : ""}`);
    return EXIT.failed;
  }
  const s = loaded.scenario;
  const agents = values.agents || s.ui?.compare?.length ? agentList(values.agents, s) : [s.agent];
  const map = precedenceMap(s, agents);
  if (values.json) io.out(JSON.stringify({ file, ...map }) + "\n");
  else if (values.markdown) io.out(precedenceMapMarkdown(map));
  else
    map.dirs.forEach((dir, i) => {
      io.out(`${dir}\n`);
      map.agents.forEach((a, j) => io.out(`  ${a}: ${map.rows[i][j].length ? map.rows[i][j].join(", ") : "(nothing)"}\n`));
    });
  return EXIT.ok;
}
