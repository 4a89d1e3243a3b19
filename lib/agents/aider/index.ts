/**
 * Aider (Aider-AI/aider, open source) discovers no instruction file on its own. Conventions reach the
 * model only as read-only files: `read:` in `.aider.conf.yml` (working directory, git root or home;
 * the place of highest precedence wins, lists do not merge), `AIDER_READ`, or `--read`. They are sent
 * in one user message that starts with aider's read-only prefix, each file as its path and a fenced
 * copy; the wording is public, so the text is exact.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import { utf8Length } from "../../core/bytes";
import { readCandidate } from "../../core/read";
import { expandHome, join, normalize, relative, resolvePath } from "../../core/paths";
import type { Block, Source } from "../../types";
import { failedReadStatus, noText } from "../shared";
import { readSetting } from "./config";
import { ASSISTANT_REPLY, CONF_FILE, FENCES, IMAGE_EXTENSIONS, NOT_DISCOVERED, READ_ONLY_PREFIX } from "./facts";
import { expandReads, type ReadEntry } from "./read-files";
import { defineProfile, type ContextOf } from "../define";
import { aiderMeta } from "./meta";

type Ctx = ContextOf<typeof aiderMeta>;

interface Loaded extends ReadEntry {
  text: string;
  size: number;
}

/** Python's str.splitlines() boundaries. */
const splitLines = (s: string): string[] => s.split(/\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/);

/** choose_fence: the first fence whose open and close marks start no line of the files' text. */
function chooseFence(ctx: Ctx, texts: string[]): readonly [string, string] {
  const lines = splitLines(texts.map((t) => t + "\n").join(""));
  const good = FENCES.find(([open, close]) => !lines.some((l) => l.startsWith(open) || l.startsWith(close)));
  if (good) return good;
  ctx.diag({
    level: "warning",
    code: "no-fence-fits",
    message: `Every fence aider knows starts some line of the read-only files: aider warns "Unable to find a fencing strategy!" and falls back to ${FENCES[0][0]}.`,
  });
  return FENCES[0];
}

/** io.read_text: images are not text; the text is decoded as strict UTF-8 with universal newlines. */
function load(ctx: Ctx, e: ReadEntry, notes: Source[]): Loaded | null {
  if (IMAGE_EXTENSIONS.some((x) => e.path.endsWith(x))) {
    notes.push(
      noText(
        e.path,
        "read-only",
        "binary",
        "An image or PDF: aider sends it in a separate image message (when the model takes images), not in the read-only text.",
      ),
    );
    return null;
  }
  const r = readCandidate(ctx.fs, e.path);
  if (r.kind !== "file") {
    const s = failedReadStatus(r) ?? { status: "unreadable" as const, reason: `${r.message}, so aider skips it.` };
    notes.push(noText(e.path, "read-only", s.status, s.reason));
    return null;
  }
  if (!r.validUtf8) {
    notes.push(
      noText(
        e.path,
        "read-only",
        "unreadable",
        "Not valid UTF-8: aider reads with --encoding utf-8 (the default), gets a decoding error, and leaves the file out.",
        r.size,
      ),
    );
    ctx.diag({
      level: "warning",
      code: "file-invalid-utf8",
      path: e.path,
      message: `${e.path} is not valid UTF-8: aider prints the decoding error, "Use --encoding to set the unicode encoding.", and leaves the file out.`,
    });
    return null;
  }
  return { ...e, text: r.text.replace(/\r\n?/g, "\n"), size: r.size };
}

/** Files named only by a read: list that a place of higher precedence overrode. */
function droppedLists(ctx: Ctx, lists: { file: string; values: string[] }[], taken: Set<string>, winner: string): Source[] {
  const out: Source[] = [];
  for (const { file, values } of lists)
    for (const v of values) {
      const p = resolvePath(ctx.input.cwd, expandHome(v, ctx.input.home));
      const st = ctx.fs.stat(p);
      if (!st.ok || st.value.kind !== "file" || taken.has(p)) continue;
      taken.add(p);
      out.push(
        noText(
          p,
          "read-only",
          "shadowed",
          `Shadowed: ${file} names it in read:, but ${winner} also sets read:, and the list of higher precedence replaces it.`,
          st.value.size,
        ),
      );
    }
  return out;
}

/** CONVENTIONS.md and the like in the working directory or git root that nothing names: aider does not read them. */
function notDiscovered(ctx: Ctx, root: string | null, taken: Set<string>): Source[] {
  const dirs = [...new Set([normalize(ctx.input.cwd), ...(root ? [root] : [])])];
  const out: Source[] = [];
  for (const d of dirs)
    for (const n of NOT_DISCOVERED) {
      const p = join(d, n);
      const st = ctx.fs.stat(p);
      if (!st.ok || st.value.kind !== "file" || taken.has(p)) continue;
      out.push(
        noText(
          p,
          "project",
          "unmatched",
          `Not read: aider reads no instruction file on its own. Name it with read: in ${CONF_FILE} or --read to send it.`,
          st.value.size,
        ),
      );
    }
  return out;
}

function resolve(ctx: Ctx) {
  const blocks: Block[] = [
    {
      role: "system",
      label: "Aider system prompt for the edit format (public in aider/coders/*_prompts.py, not reproduced)",
      text: "",
      placeholder: true,
    },
  ];
  const prompt = new Composer();
  const { setting, fatal, gitRoot, overridden } = readSetting(ctx);
  if (fatal) {
    ctx.decide("a config file stops aider before the chat starts: nothing is sent");
    return { prompt, blocks: [] };
  }
  const notes: Source[] = [];
  const entries = setting ? expandReads(ctx, setting.values, setting.file) : [];
  if (!setting) ctx.decide("no --read, AIDER_READ or read: in any .aider.conf.yml: aider sends no read-only files");
  const loaded = entries.map((e) => load(ctx, e, notes)).filter((x): x is Loaded => x !== null);
  const taken = new Set(entries.map((e) => e.path));

  if (loaded.length > 0) {
    const root = gitRoot ?? normalize(ctx.input.cwd);
    const [open, close] = chooseFence(
      ctx,
      loaded.map((l) => l.text),
    );
    prompt.frame(READ_ONLY_PREFIX);
    for (const l of loaded) {
      prompt.frame(`\n${relative(root, l.path) || "."}\n${open}\n`);
      prompt.content(l.text, l.path);
      prompt.frame(`${close}\n`);
    }
    if (loaded.length > 1)
      ctx.diag({
        level: "info",
        code: "read-only-order-varies",
        message: `aider keeps read-only files in a Python set, so their order in the message changes from run to run (string hashing is randomised). Rulescope lists them in the order they were named.`,
      });
    blocks.push({
      role: "user",
      label: `Read-only files (aider's user message; its scripted assistant reply follows: "${ASSISTANT_REPLY}")`,
      text: prompt.toString(),
    });
  }
  for (const l of loaded)
    ctx.source({
      path: l.path,
      layer: "read-only",
      status: l.text === "" ? "empty" : "included",
      reason:
        l.text === ""
          ? `Empty: aider still writes its name and an empty fence (--read ${l.given}, from ${setting!.from}).`
          : `Included: a read-only file from --read ${l.given} (set by ${setting!.from}).`,
      bytes: l.size,
      includedBytes: Math.min(l.size, utf8Length(l.text)),
    });
  for (const n of [...notes, ...droppedLists(ctx, overridden, taken, setting?.from ?? ""), ...notDiscovered(ctx, gitRoot, taken)])
    ctx.source(n);
  blocks.push({ role: "user", label: "Repository map, chat files and the user's request (not modelled)", text: "", placeholder: true });
  return { prompt, blocks };
}

export const aider = defineProfile(aiderMeta, resolve);
