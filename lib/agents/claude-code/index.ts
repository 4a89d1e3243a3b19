/**
 * Claude Code (closed source): every CLAUDE.md / rules file from the managed policy down to the cwd,
 * stacked broadest first into the first (meta) user message; subtree files attached when a file
 * below the cwd is read. Strings and order follow the reconstructed source.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer, joinInto } from "../../core/compose";
import { normalize } from "../../core/paths";
import type { Block, Source } from "../../types";
import {
  CONFIG,
  CONTEXT_CLOSE,
  CONTEXT_OPEN,
  CONTEXT_PART_END,
  DEFAULT_DATE,
  DESCRIPTION,
  MAX_MEMORY_CHARACTER_COUNT,
  MEMORY_INSTRUCTION_PROMPT,
  REMINDER_CLOSE,
  REMINDER_OPEN,
} from "./facts";
import { type Entry, Loader, type MemoryFile, includedBytes, scopeOf } from "./loader";
import { dropSameText } from "./agents-md";
import { attachOnRead } from "./on-read";
import { sessionStartEntries } from "./session-start";
import { readSettings, type Settings } from "./settings";
import { defineProfile, type ContextOf } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { claudeCodeMeta } from "./meta";

type Ctx = ContextOf<typeof claudeCodeMeta>;

/** The bytes of a loaded file that reach the model. */
function keptBytes(f: MemoryFile): number {
  return includedBytes(f.kept ?? f.content.trim(), f.size);
}

function includedSource(f: MemoryFile, reason: string): Source {
  const truncated = f.kept !== undefined;
  return {
    path: f.path,
    layer: f.layer,
    status: truncated ? "truncated" : "included",
    reason,
    bytes: f.size,
    includedBytes: truncated ? Math.min(keptBytes(f), Math.max(0, f.size - 1)) : keptBytes(f),
    ...scopeOf(f),
  };
}

/** Duplicate notes only make sense for a path that really is loaded (itself, or as the file a link leads to). */
function dropStaleDuplicates(ctx: Ctx, entries: Entry[]): Entry[] {
  const loaded = new Set(entries.flatMap((e) => (e.kind === "loaded" ? [e.file.path, e.file.realPath ?? e.file.path].map(normalize) : [])));
  const loadedAs = (path: string) => {
    if (loaded.has(normalize(path))) return true;
    const real = ctx.fs.realpath(path);
    return real.ok && loaded.has(normalize(real.value));
  };
  return entries.filter((e) => e.kind === "loaded" || e.source.status !== "duplicate" || loadedAs(e.source.path));
}

/** getClaudeMds(): the header, then `Contents of <path><desc>:\n\n<trimmed text>` blocks. */
function writeClaudeMd(c: Composer, files: MemoryFile[]): void {
  c.frame(`${MEMORY_INSTRUCTION_PROMPT}\n\n`);
  joinInto(c, files, "\n\n", (f) => {
    c.frame(`Contents of ${f.shown ?? f.path}${DESCRIPTION[f.type]}:\n\n`);
    const text = f.content.trim();
    if (f.kept !== undefined) {
      c.content(f.kept, f.path).frame(text.slice(f.kept.length));
    } else c.content(text, f.path);
  });
}

/** Up to 2.1.267: the user context, `# claudeMd` (when there is text) and `# currentDate`, ending in a blank line. */
function contextFrame(ctx: Ctx, sent: MemoryFile[], s: Settings): Composer {
  const prompt = new Composer().frame(CONTEXT_OPEN);
  if (sent.length > 0) {
    prompt.frame("# claudeMd\n");
    writeClaudeMd(prompt, sent);
    prompt.frame("\n");
  }
  prompt.frame(`# currentDate\nToday's date is ${s.date}.${CONTEXT_CLOSE}${CONTEXT_PART_END}`);
  if (!s.dateGiven)
    ctx.decide(`the real date is not part of the scenario; ${DEFAULT_DATE} stands in for it (config key ${CONFIG.currentDate})`);
  return prompt;
}

/** 2.1.268 and later: the memory text in a reminder of its own, nothing without it; the date is in the system prompt. */
function reminderFrame(ctx: Ctx, sent: MemoryFile[]): Composer {
  const prompt = new Composer();
  if (sent.length === 0) return prompt;
  prompt.frame(REMINDER_OPEN);
  writeClaudeMd(prompt, sent);
  ctx.decide("the memory text is a <system-reminder> part of its own; today's date is in the system prompt's environment, not here");
  return prompt.frame(REMINDER_CLOSE);
}

function resolve(ctx: Ctx, b: Behaviour) {
  const s = readSettings(ctx, b);
  const loader = new Loader(ctx, s);
  const start = sessionStartEntries(ctx, loader, s);
  const entries = dropSameText(dropStaleDuplicates(ctx, start.entries));
  const loaded = entries.flatMap((e) => (e.kind === "loaded" ? [e.file] : []));

  const recorded = new Set<string>();
  const noteKey = (n: Source) => `${n.path}\0${n.status}`;
  for (const e of entries) {
    if (e.kind === "note") {
      recorded.add(noteKey(e.source));
      ctx.source(e.source);
    } else if (s.claudeMdOffBy)
      ctx.source({
        path: e.file.path,
        layer: e.file.layer,
        status: "disabled",
        reason: `Disabled: ${s.claudeMdOffBy} is set, so no CLAUDE.md text is sent at session start.`,
        bytes: e.file.size,
        includedBytes: 0,
      });
    else ctx.source(includedSource(e.file, `Included: ${e.file.why}.`));
  }
  for (const f of loaded)
    ctx.budget({
      name: "memory file size warning",
      kind: "characters",
      scope: "file",
      limit: MAX_MEMORY_CHARACTER_COUNT,
      used: f.content.length,
      cut: false,
      path: f.path,
    });
  for (const f of loaded)
    if (f.content.length > MAX_MEMORY_CHARACTER_COUNT)
      ctx.diag({
        level: "warning",
        code: "large-memory-file",
        path: f.path,
        message: `${f.path} has ${f.content.length} characters, over Claude Code's ${MAX_MEMORY_CHARACTER_COUNT}-character recommendation; it is still loaded in full, and Claude Code warns about it.`,
      });

  const sent = s.claudeMdOffBy ? [] : loaded;
  const prompt = b.frame === "reminder" ? reminderFrame(ctx, sent) : contextFrame(ctx, sent, s);
  if (sent.length === 0)
    ctx.decide(
      s.claudeMdOffBy
        ? `${s.claudeMdOffBy} is set: the claudeMd entry is left out of the user context`
        : "no instruction files: the claudeMd entry is left out of the user context",
    );

  // readFileState is seeded with every session-start file, whether or not its text is sent.
  const inContext = new Set(loaded.map((f) => normalize(f.path)));
  const { attachments, notes } = attachOnRead(ctx, loader, s, inContext, start.agentsMd);
  for (const n of notes) {
    const key = noteKey(n);
    if (recorded.has(key)) continue;
    recorded.add(key);
    ctx.source(n);
  }
  const blocks: Block[] = [
    { role: "system", label: "Claude Code system prompt (base instructions, tools, environment, gitStatus)", text: "", placeholder: true },
    { role: "user", label: "User context: claudeMd and currentDate (first meta user message)", text: prompt.toString() },
  ];
  for (const a of attachments) {
    ctx.source(includedSource(a.file, `Included: attached when ${a.read} is read; ${a.file.why}.`));
    blocks.push({
      role: "user",
      label: `nested_memory attachment: ${a.file.path}`,
      trigger: `read ${a.read}`,
      text: `${REMINDER_OPEN}Contents of ${a.file.path}:\n\n${a.file.content}${REMINDER_CLOSE}`,
    });
  }
  return { prompt, blocks };
}

export const claudeCode = defineProfile(claudeCodeMeta, BEHAVIOURS, resolve);
