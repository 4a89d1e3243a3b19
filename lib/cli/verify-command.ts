/**
 * `rulescope verify --agent <id> [--cwd <dir>] [-- <agent command>]`: the agent installed on this
 * machine, run in the folder against a local recorder (a fake key, no request leaves the machine) or
 * through its own debug command, as the lab runs it (docs/lab.md); its instruction text is diffed with
 * what `rulescope resolve` composes for the same folder. Exit 0 equal, 1 different, 2 could not run.
 *
 * The agent starts with a fresh, empty home folder (its config written there as the lab writes it),
 * so the user's own global files and sessions are neither read nor touched, on either side.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import type { LabDriver } from "../agents/lab-driver";
import { findProfile } from "../agents";
import { variantFor } from "../agents/versions";
import { unifiedDiff } from "./lab/diff";
import { LAB_DRIVERS } from "../agents/lab-drivers";
import { startRecorder } from "./lab/recorder";
import { realText, rulescopeText, type SideResult } from "./lab/sides";
import { configPath, configText, fillTemplate, type AgentPlace } from "./lab/place";
import { VERIFY_HELP } from "./help";
import type { Io } from "./io";
import { EXIT, parseCommand, UsageError } from "./usage";
import { visibleLines } from "../scenario/visible";

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  agent: { type: "string" },
  cwd: { type: "string" },
  format: { type: "string" },
} as const;

/** Agents only an IDE runs: no command line to drive, so the canary kit is the way. */
const IDE_ONLY = ["cursor", "windsurf", "kiro", "jetbrains-ai", "junie", "trae", "zed", "antigravity", "firebase-studio"];

const isFile = (p: string): boolean => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/** `name` as a path when it names one, else the first file of that name on PATH; null when there is none. */
function onPath(name: string): string | null {
  if (name.includes("/")) return isFile(resolve(name)) ? resolve(name) : null;
  return (
    (process.env.PATH ?? "")
      .split(delimiter)
      .map((dir) => join(dir, name))
      .find(isFile) ?? null
  );
}

/**
 * The folder and environment the agent runs with: `cwd` as it is, a fresh scratch folder holding a fresh
 * home and whatever else the driver writes (`{root}` names the scratch folder: Qwen Code's system settings).
 */
function placeAt(driver: LabDriver, cwd: string, recorderUrl: string): AgentPlace & { scratch: string } {
  const scratch = realpathSync.native(mkdtempSync(join(tmpdir(), "rulescope-verify-")));
  const home = join(scratch, "home");
  mkdirSync(home);
  const vars = { root: scratch, home, cwd, recorder: recorderUrl };
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(driver.env)) env[k] = fillTemplate(v, vars, env);
  // The driver's folders and files go only into the scratch folder: the user's tree is never written.
  const inScratch = (template: string): string => {
    const path = resolve(cwd, fillTemplate(template, vars, env));
    if (!path.startsWith(`${scratch}/`))
      throw new UsageError(`The ${driver.bin} driver would write ${path}, outside verify's fresh folder; verify writes only there.`);
    return path;
  };
  for (const d of driver.dirs) mkdirSync(inScratch(d), { recursive: true });
  for (const file of driver.configFiles) {
    const path = inScratch(configPath(file, env));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(
      path,
      configText(file, {}, (t) => fillTemplate(t, vars, env)),
    );
  }
  // The folder is the user's, read where it is: the run's "/" is the real one.
  return { root: "/", realRoot: "/", cwd, home, env, scratch };
}

/** The installed agent's version, as its driver asks for it; null when it does not answer so. */
function versionOf(driver: LabDriver, command: string[]): string | null {
  const r = spawnSync(command[0], [...command.slice(1), ...driver.versionCommand.args], { encoding: "utf8", timeout: 30_000 });
  const line = `${(driver.versionCommand.stream === "stderr" ? r.stderr : r.stdout) ?? ""}`.trim().split("\n")[0] ?? "";
  const m = /(\d+\.\d+\.\d+[\w.-]*)/.exec(
    line.startsWith(driver.versionCommand.prefix) ? line.slice(driver.versionCommand.prefix.length) : line,
  );
  return m ? m[1] : null;
}

interface Verdict {
  agent: string;
  variant: string;
  version: string | null;
  command: string[];
  cwd: string;
  rulescope: SideResult;
  real: SideResult;
}

function render(v: Verdict, format: "text" | "markdown"): string {
  const equal = v.rulescope.ok && v.real.ok && v.rulescope.text === v.real.text;
  const what = `${v.agent} ${v.version ?? "(version unknown)"} (Rulescope's variant ${v.variant}) from ${v.cwd}`;
  const problems = [
    ...(v.real.ok ? [] : [`The agent could not be run: ${v.real.error}`]),
    ...(v.rulescope.ok ? [] : [`Rulescope could not resolve: ${v.rulescope.error}`]),
  ];
  const verdict = problems.length > 0 ? "could not compare" : equal ? "equal" : "different";
  const diff = v.rulescope.ok && v.real.ok && !equal ? unifiedDiff(v.real.text, v.rulescope.text, `real ${v.agent}`, "rulescope") : "";
  const bytes = v.real.ok ? `${new TextEncoder().encode(v.real.text).length.toLocaleString("en-US")} bytes` : "";
  if (format === "markdown")
    return [
      `### rulescope verify: ${verdict}`,
      "",
      `- Agent: ${v.agent} ${v.version ?? "(version unknown)"}, run as \`${v.command.join(" ")}\``,
      `- Rulescope variant: ${v.variant}`,
      `- Folder: \`${v.cwd}\` (the agent's home was a fresh, empty folder)`,
      ...(bytes ? [`- Instruction text: ${bytes}`] : []),
      ...problems.map((p) => `- ${p}`),
      ...(diff ? ["", "```diff", diff, "```"] : []),
      "",
    ].join("\n");
  if (problems.length > 0) return `${verdict}: ${what}\n${problems.map((p) => `  ${p}`).join("\n")}\n`;
  if (equal) return `equal: ${what}: the agent's instruction text and Rulescope's are the same ${bytes}.\n`;
  return `different: ${what}\n${visibleLines(diff)}\n`;
}

export async function verifyCommand(args: string[], io: Io): Promise<number> {
  const split = args.indexOf("--");
  const own = split < 0 ? args : args.slice(0, split);
  const given = split < 0 ? [] : args.slice(split + 1);
  const { values, positionals } = parseCommand("verify", own, OPTIONS);
  if (values.help) {
    io.out(VERIFY_HELP);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`verify takes no folder argument (got ${positionals.join(", ")}); use --cwd.`);
  const format = values.format ?? "text";
  if (format !== "text" && format !== "markdown") throw new UsageError(`--format must be text or markdown (got "${format}").`);
  const agent = values.agent;
  const drivable = Object.keys(LAB_DRIVERS);
  if (!agent) throw new UsageError(`--agent is required: one of ${drivable.join(", ")}.`);
  const driver = Object.hasOwn(LAB_DRIVERS, agent) ? LAB_DRIVERS[agent] : undefined;
  if (!driver) {
    const why = IDE_ONLY.includes(agent)
      ? `${agent} runs only inside its IDE, so Rulescope cannot drive it; the canary kit checks it instead (rulescope canary --help).`
      : `Rulescope can drive ${drivable.join(", ")}; for ${agent}, use the canary kit (rulescope canary --help).`;
    throw new UsageError(why);
  }
  const profile = findProfile(agent)!;
  let cwd: string;
  try {
    cwd = realpathSync.native(resolve(values.cwd ?? "."));
    if (!statSync(cwd).isDirectory()) throw new Error();
  } catch {
    throw new UsageError(`--cwd ${values.cwd ?? "."} is not a folder that can be read.`);
  }
  const found = given.length > 0 ? given : [onPath(driver.bin) ?? ""];
  if (found[0] === "" || (given.length > 0 && onPath(given[0]) === null)) {
    io.err(
      `rulescope: ${given[0] ?? driver.bin} was not found on PATH. Install it (npm install -g ${driver.package}) or give its command after --: rulescope verify --agent ${agent} -- <command>\n`,
    );
    return EXIT.usage;
  }
  const command = [onPath(found[0])!, ...found.slice(1)];
  const version = versionOf(driver, command);
  const picked = version ? variantFor(profile, version) : null;
  const variant = picked?.ok ? picked.variant : profile.defaultVariant;
  const recorder = driver.recorder ? await startRecorder() : undefined;
  const placed = placeAt(driver, cwd, recorder?.url ?? "");
  try {
    const scenario = { version: 1 as const, agent, variant, files: {}, cwd, home: placed.home };
    const rulescope = await rulescopeText(driver, scenario, placed);
    const real = await realText({ ...driver, args: [...command.slice(1), ...driver.args] }, command[0], placed, recorder);
    const v: Verdict = { agent, variant, version, command, cwd, rulescope, real };
    io.out(render(v, format));
    if (!real.ok || !rulescope.ok) return EXIT.usage;
    return rulescope.text === real.text ? EXIT.ok : EXIT.failed;
  } finally {
    await recorder?.close();
    rmSync(placed.scratch, { recursive: true, force: true });
  }
}
