/**
 * `rulescope canary`: make a canary kit from a real tree (a copy with codewords planted, canary.json,
 * QUESTION.txt), and `rulescope canary verify` to compare the agent's answer with the prediction.
 * The original tree is only read; the kit goes where --out says, never into the tree or over files.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve as resolveReal, sep } from "node:path";
import { zipKit, zipSafe } from "../canary/copy";
import { MANIFEST_FILE, MAX_ANSWER_CHARS, QUESTION_FILE, TREE_DIR } from "../canary/facts";
import { makeKit } from "../canary/kit";
import { readManifest } from "../canary/manifest";
import { jsonReport, markdownReport, textReport } from "../canary/report";
import { verify } from "../canary/verify";
import { isWithin } from "../core/paths";
import { listCopy, writeKitDir } from "./canary-copy";
import { dirScenario, MULTI_DIR_OPTIONS } from "./dir-scenario";
import { CANARY_HELP } from "./help";
import { lexists, readFdUpTo, readJsonFile, type Io } from "./io";
import { refusalNotes } from "./refusal-notes";
import { EXIT, parseCommand, UsageError } from "./usage";
import { visibleLines } from "../scenario/visible";

/** `--out x.zip` writes one zip; any other path is a folder. */
const isZipOut = (out: string): boolean => out.endsWith(".zip");

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  agent: { type: "string" },
  variant: { type: "string" },
  ...MULTI_DIR_OPTIONS,
  seed: { type: "string" },
  out: { type: "string" },
} as const;

const VERIFY_OPTIONS = {
  help: { type: "boolean", short: "h" },
  manifest: { type: "string" },
  format: { type: "string" },
} as const;

export function canaryCommand(args: string[], io: Io): number {
  if (args[0] === "verify") return verifyCommand(args.slice(1), io);
  const { values, positionals } = parseCommand("canary", args, OPTIONS);
  if (values.help) {
    io.out(CANARY_HELP);
    return EXIT.ok;
  }
  if (positionals.length > 0)
    throw new UsageError(
      `canary takes no file names (got ${positionals.join(", ")}); to check an answer, run "rulescope canary verify <answer.txt>".`,
    );
  if (values.dir === undefined)
    throw new UsageError(`canary needs --dir <path> --agent <id> --out <dir|file.zip>. Run "rulescope canary --help".`);
  if (values.out === undefined)
    throw new UsageError(`canary needs --out <dir|file.zip>: where to write the kit (a new or empty folder, or a .zip file).`);
  const setup = dirScenario({ ...values, dir: values.dir });
  if (!setup.ok) {
    io.err(`rulescope: ${setup.error}\n`);
    return EXIT.failed;
  }
  const root = realpathSync.native(resolveReal(values.dir));
  const out = resolveReal(values.out);
  checkOut(out, root);
  const seed = values.seed ?? randomBytes(6).toString("hex");
  const made = makeKit(setup.scenario, { seed, fs: setup.fs, root, inTree: (p) => isWithin(p, root) });
  if (!made.ok) {
    io.err(`rulescope: ${made.error}\n`);
    return EXIT.failed;
  }
  const kit = made.kit;
  const listing = listCopy(root, kit.texts);
  if (!listing.ok) {
    io.err(`rulescope: ${listing.error}\n`);
    return EXIT.failed;
  }
  const manifestJson = `${JSON.stringify(kit.manifest, null, 2)}\n`;
  if (isZipOut(out)) {
    const safe = zipSafe(listing.entries);
    listing.notes.push(...safe.notes);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, zipKit(safe.entries, manifestJson, kit.question), { flag: "wx" });
  } else writeKitDir(out, listing.entries, manifestJson, kit.question);
  for (const d of [...refusalNotes(setup.fs.refusals()), ...kit.after.diagnostics.filter((d) => d.level !== "info")])
    io.err(`${d.level}: ${d.message}\n`);
  for (const s of kit.manifest.skipped) io.err(`note: ${s.path} got no codewords: ${s.reason}.\n`);
  for (const n of listing.notes) io.err(`note: ${n}\n`);
  io.out(
    visibleLines(
      summary(out, root, kit.manifest.cwd, kit.manifest.prediction.order, kit.manifest.files.length, kit.question, kit.manifest.agent),
    ),
  );
  return EXIT.ok;
}

/** Refuse to write into the source tree, over an existing file, or into a folder that has entries. */
function checkOut(out: string, root: string): void {
  // The nearest existing path decides where --out really is (links resolved); a link that leads
  // nowhere is refused, since the kit would be written to wherever it someday points.
  let probe = out;
  while (!lexists(probe) && dirname(probe) !== probe) probe = dirname(probe);
  if (!existsSync(probe)) throw new UsageError(`--out ${out}: ${probe} is a link that leads nowhere; give a new path or an empty folder.`);
  const real = join(realpathSync.native(probe), relative(probe, out));
  if (isWithin(real.split(sep).join("/"), root.split(sep).join("/")))
    throw new UsageError(
      `--out ${out} lies inside --dir ${root}; the kit must go outside the tree it copies (the agent would read it too).`,
    );
  if (!existsSync(out)) return;
  if (isZipOut(out)) throw new UsageError(`--out ${out} already exists; choose a new file name.`);
  if (!statSync(out).isDirectory()) throw new UsageError(`--out ${out} exists and is not a folder.`);
  if (readdirSync(out).length > 0) throw new UsageError(`--out ${out} is not empty; give a new or empty folder.`);
}

function summary(out: string, root: string, cwd: string, order: string[], planted: number, question: string, agent: string): string {
  const start = isZipOut(out) ? `${TREE_DIR}/${relative(root, cwd).split(sep).join("/")}` : join(out, TREE_DIR, relative(root, cwd));
  const where = isZipOut(out) ? `${start} (after unzipping ${out})` : start;
  return [
    `Wrote a canary kit to ${out}: ${TREE_DIR}/ (a copy with codewords in ${planted} file${planted === 1 ? "" : "s"}), ${MANIFEST_FILE} and ${QUESTION_FILE}.`,
    "",
    `Start ${agent} in a new session in ${where}, and ask:`,
    "",
    question.replace(/^/gm, "  ").replace(/^ +$/gm, ""),
    `Rulescope predicts ${order.length === 0 ? "no codewords" : "these codewords, in this order"}:`,
    ...order.map((w) => `  ${w}`),
    "",
    `Save the agent's reply to a file, then run:`,
    `  rulescope canary verify reply.txt --manifest ${isZipOut(out) ? MANIFEST_FILE : join(out, MANIFEST_FILE)}`,
    "",
  ].join("\n");
}

/** The answer's text: a regular file or stdin ("-"), read no further than the answer cap needs. */
function readAnswer(file: string): string {
  const max = MAX_ANSWER_CHARS * 4;
  let fd: number;
  try {
    fd = file === "-" ? 0 : openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    throw new UsageError(`Cannot read the answer ${file}: there is no such file, or it cannot be opened.`);
  }
  try {
    if (file !== "-" && !fstatSync(fd).isFile()) throw new UsageError(`The answer ${file} is not a regular file.`);
    try {
      // Past the cap the rest is not needed: the answer is cut to MAX_ANSWER_CHARS anyway.
      return readFdUpTo(fd, max).bytes.toString("utf8");
    } catch (e) {
      throw new UsageError(`Cannot read the answer ${file}: ${(e as Error).message}.`);
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

function verifyCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("canary verify", args, VERIFY_OPTIONS);
  if (values.help) {
    io.out(CANARY_HELP);
    return EXIT.ok;
  }
  const format = values.format ?? "text";
  if (!["text", "json", "markdown"].includes(format)) throw new UsageError(`--format must be text, json or markdown (got "${format}").`);
  if (positionals.length !== 1)
    throw new UsageError(
      `canary verify needs one answer file ("-" for stdin): rulescope canary verify <answer.txt> [--manifest ${MANIFEST_FILE}].`,
    );
  const manifestFile = values.manifest ?? MANIFEST_FILE;
  const raw = readJsonFile(manifestFile, "manifest");
  if (!raw.ok) throw new UsageError(raw.error);
  const m = readManifest(raw.value);
  if (!m.ok) throw new UsageError(`${manifestFile}: ${m.error}`);
  const r = verify(m.manifest, readAnswer(positionals[0]));
  if (!r.ok) throw new UsageError(r.error);
  const v = r.verification;
  io.out(format === "json" ? jsonReport(v) : visibleLines(format === "markdown" ? markdownReport(v) : textReport(v)));
  return v.agreed ? EXIT.ok : EXIT.failed;
}
