/** `rulescope map`: for every directory as cwd, which files each agent loads there. */
import { changedOnly, mapCutNote, MAX_MAP_DIRS, portDirs, precedenceMap, precedenceMapMarkdown, type PrecedenceMap } from "../compare/diff";
import { portResolver, sharedResolver } from "../compare/run";
import { relative } from "../core/paths";
import { agentList } from "./compare-command";
import { MULTI_DIR_OPTIONS, multiDirScenario, strayDirFlags } from "./dir-scenario";
import { MAP_HELP } from "./help";
import type { Io } from "./io";
import { refusalNotes } from "./refusal-notes";
import { loadScenario, reportLoadFailure } from "./scenario-files";
import { EXIT, parseCommand, UsageError } from "./usage";
import { visible, visibleLines } from "../scenario/visible";

export function mapCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("map", args, {
    help: { type: "boolean", short: "h" },
    json: { type: "boolean" },
    markdown: { type: "boolean" },
    "changed-only": { type: "boolean" },
    agents: { type: "string" },
    ...MULTI_DIR_OPTIONS,
  });
  if (values.help) {
    io.out(MAP_HELP);
    return EXIT.ok;
  }
  if (values.json && values.markdown) throw new UsageError("map prints --json or --markdown, not both.");
  if (values.dir !== undefined) {
    if (positionals.length > 0)
      throw new UsageError(`map takes either a scenario file or --dir, not both (got ${positionals.join(", ")}).`);
    if (values.cwd !== undefined) throw new UsageError("map takes no --cwd: it runs every folder of the tree as the working directory.");
    const setup = multiDirScenario("map", { ...values, dir: values.dir }, values.agents);
    if (!setup.ok) {
      if (values.json) io.out(JSON.stringify({ error: setup.error, problems: [], dir: values.dir }) + "\n");
      else io.err(`${setup.error}\n`);
      return EXIT.failed;
    }
    const s = setup.scenario;
    const { dirs, total } = portDirs(setup.fs, s.cwd);
    const full = precedenceMap(s, agentList(values.agents, s), portResolver(setup.fs, { trace: false }), { dirs });
    // As the repository names them: relative to --dir, which is ".".
    const map = underRoot(values["changed-only"] ? changedOnly(full) : full, s.cwd);
    const notes = [
      ...(total > dirs.length
        ? [
            `The tree has ${total.toLocaleString("en-US")} folders; the ${MAX_MAP_DIRS.toLocaleString("en-US")} nearest the root are mapped, ${(total - dirs.length).toLocaleString("en-US")} are not. Map a subfolder (--dir) to see them.`,
          ]
        : []),
      ...(values["changed-only"]
        ? [
            `${map.dirs.length.toLocaleString("en-US")} of ${full.dirs.length.toLocaleString("en-US")} mapped folders load other files than the folder above them; the rest are left out (--changed-only).`,
          ]
        : []),
    ];
    const warnings = refusalNotes(setup.fs.refusals());
    if (values.json)
      io.out(
        JSON.stringify({
          dir: values.dir,
          ...map,
          ...(notes.length || warnings.length ? { notes: [...notes.map((message) => ({ level: "note", message })), ...warnings] } : {}),
        }) + "\n",
      );
    else {
      printMap(io, map, Boolean(values.markdown), notes);
      for (const n of warnings) io.err(`${n.level}: ${n.message}\n`);
    }
    return EXIT.ok;
  }
  strayDirFlags("map", values);
  if (positionals.length !== 1) throw new UsageError(`map takes exactly one scenario file (got ${positionals.length}).`);
  const file = positionals[0];
  const loaded = loadScenario(file);
  if (!loaded.ok) {
    reportLoadFailure(io, loaded, file, Boolean(values.json));
    return EXIT.failed;
  }
  const s = loaded.scenario;
  const agents = values.agents || s.ui?.compare?.length ? agentList(values.agents, s) : [s.agent];
  const full = precedenceMap(s, agents, sharedResolver(s, { trace: false }));
  const map = values["changed-only"] ? changedOnly(full) : full;
  if (values.json) io.out(JSON.stringify({ file, ...map }) + "\n");
  else printMap(io, map, Boolean(values.markdown), []);
  return EXIT.ok;
}

/** A map with every folder and path relative to `root` (the root itself "."); paths outside stay absolute. */
function underRoot(map: PrecedenceMap, root: string): PrecedenceMap {
  const rel = (p: string) => {
    const r = relative(root, p);
    return r === "" ? "." : r.startsWith("..") ? p : r;
  };
  return { ...map, dirs: map.dirs.map(rel), rows: map.rows.map((row) => row.map((paths) => paths.map(rel))) };
}

function printMap(io: Io, map: PrecedenceMap, markdown: boolean, notes: string[]): void {
  if (markdown) io.out(visibleLines(precedenceMapMarkdown(map)));
  else
    map.dirs.forEach((dir, i) => {
      io.out(`${visible(dir)}\n`);
      map.agents.forEach((a, j) => io.out(`  ${a}: ${map.rows[i][j].length ? visible(map.rows[i][j].join(", ")) : "(nothing)"}\n`));
    });
  // Said where the reader of each format looks: in the table's own text for Markdown, on stderr otherwise.
  for (const n of notes)
    if (markdown) io.out(`\n${visible(n)}\n`);
    else io.err(`note: ${visible(n)}\n`);
  if (map.cut && !markdown) io.err(`note: ${mapCutNote(map.cut)}\n`);
}
