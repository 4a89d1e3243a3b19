/**
 * The session as Cursor assembles it: at the start, project rules that always apply with AGENTS.md
 * (and CLAUDE.md files) from the working directory and each folder above it, and the legacy
 * .cursorrules; rules @-mentioned in the prompt; rules only offered by description; and what a read
 * of a context path attaches (glob rules, and the rules and AGENTS.md of nested folders it lies in).
 * Team and User Rules are settings, placed by index.ts.
 */
import { ancestors, basename, dirname, expandHome, isWithin, join, normalize, relative, resolvePath } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { collectFolder, isEmptyText, NESTED_DOC_NAMES, noText, readText, startDocNames, type RuleEntry, type TextFile } from "./collect";
import { AGENTS_FILE, LEGACY_FILE, RULES_DIR } from "./facts";
import { fileReferences, globMatches, promptMentions } from "./matching";
import { readableContextFile } from "../shared";

/** One file's text in the listing, with why it is there. */
export interface Item {
  label: string;
  file: TextFile;
  reason: string;
  matchedBy?: string[];
}

interface ReadAttachment {
  entry: string;
  items: Item[];
  /** Agent Requested rules of nested folders whose descriptions this read makes available. */
  offered: RuleEntry[];
}

export interface Session {
  /** Session-start texts, in order. */
  project: Item[];
  /** Rules attached by @name in the prompt (they come with the user's message). */
  mentioned: Item[];
  /** Agent Requested rules found at session start: descriptions only. */
  offered: RuleEntry[];
  reads: ReadAttachment[];
  /** Sources that put nothing in the prompt, found at session start. */
  startNotes: Source[];
  /** Sources settled with or after the reads. */
  readNotes: Source[];
  /** Every rule file parsed, at session start or on a read (for the scopes of glob rules). */
  rules: RuleEntry[];
}

const TYPE_LABEL = {
  always: "Always Apply",
  auto: "Apply to Specific Files",
  requested: "Apply Intelligently",
  manual: "Apply Manually",
} as const;

function docLabel(f: TextFile, scope?: string): string {
  const name = basename(f.path);
  const kind = name === LEGACY_FILE ? `${LEGACY_FILE} (legacy)` : name === AGENTS_FILE ? AGENTS_FILE : `${name} (third-party config)`;
  return scope ? `${kind}, scoped to ${scope}: ${f.path}` : `${kind}: ${f.path}`;
}

/** Directories strictly below `top` down to `bottom`, top first. */
function dirsBetween(top: string, bottom: string): string[] {
  const out: string[] = [];
  for (let d = normalize(bottom); d !== normalize(top) && d !== "/"; d = dirname(d)) out.push(d);
  return out.reverse();
}

/** Places files in the listing once: a second arrival of the same path is a duplicate. */
class Placer {
  readonly taken = new Set<string>();
  constructor(private readonly ctx: ProfileContext) {}

  /** Add `file` (and, for a rule, the files it references) to `items`; notes go to `notes`. */
  place(items: Item[], notes: Source[], file: TextFile, label: string, reason: string, matchedBy?: string[], rule?: RuleEntry): void {
    if (this.taken.has(file.path)) {
      notes.push(
        noText(file.path, file.layer, "duplicate", "Duplicate: its text is already in context, so it is not added again.", file.size),
      );
      return;
    }
    this.taken.add(file.path);
    if (isEmptyText(file)) {
      notes.push(
        noText(
          file.path,
          file.layer,
          "empty",
          rule ? "Empty: it has no text after its frontmatter, so it adds nothing." : "Empty: the file has no text, so it adds nothing.",
          file.size,
        ),
      );
      return;
    }
    items.push({ label, file, reason, ...(matchedBy ? { matchedBy } : {}) });
    if (rule) this.references(items, notes, rule);
  }

  /** `@path` references of a rule come with it, one level deep. */
  private references(items: Item[], notes: Source[], rule: RuleEntry): void {
    for (const ref of fileReferences(this.ctx.fs, rule.text, rule.path, rule.owner)) {
      if (this.taken.has(ref.path)) {
        notes.push(
          noText(
            ref.path,
            "import",
            "duplicate",
            `Duplicate: ${rule.path} references it as @${ref.token}, but its text is already in context.`,
          ),
        );
        continue;
      }
      const read = readText(this.ctx, ref.path, "import", notes);
      if (!read) continue;
      const file: TextFile = { path: ref.path, layer: "import", size: read.size, text: read.text };
      this.place(
        items,
        notes,
        file,
        `Referenced as @${ref.token} by ${rule.path}: ${ref.path}`,
        `Included: ${rule.path} references it as @${ref.token}, and referenced files come with the rule (one level deep).`,
      );
    }
  }
}

/** The legacy .cursorrules in the working directory: still read, with a note that it is deprecated. */
function legacyRules(ctx: ProfileContext, placer: Placer, project: Item[], startNotes: Source[]): void {
  const legacy = join(ctx.input.cwd, LEGACY_FILE);
  const read = readText(ctx, legacy, "legacy", startNotes);
  if (read) {
    ctx.diag({
      level: "info",
      code: "deprecated-name",
      path: legacy,
      message: `${legacy} is the legacy rules file: still read, but Cursor says it will be deprecated; move it to ${RULES_DIR} or AGENTS.md.`,
    });
    const doc: TextFile = { path: legacy, layer: "legacy", size: read.size, text: read.text };
    placer.place(project, startNotes, doc, docLabel(doc), "Included: the legacy .cursorrules file in the working directory is still read.");
  }
}

export function buildSession(ctx: ProfileContext, readMd: boolean, thirdParty: boolean): Session {
  const { cwd, prompt } = ctx.input;
  const placer = new Placer(ctx);
  const startNotes: Source[] = [];
  const project: Item[] = [];
  const startRules: RuleEntry[] = [];

  // Every folder from `/` down to the working directory: cursor-agent reads each one on its way up.
  for (const dir of ancestors(cwd).reverse()) {
    const here = dir === cwd;
    const got = collectFolder(ctx, dir, here ? "project" : "parent", readMd, startDocNames(thirdParty), startNotes);
    const where = here ? "" : ` (${dir} is above the working directory; Cursor reads each folder up to /)`;
    for (const rule of got.rules) {
      startRules.push(rule);
      if (rule.rule.type === "always")
        placer.place(
          project,
          startNotes,
          rule,
          `Project rule (Always Apply): ${rule.path}`,
          `Included: alwaysApply: true, so it is in every chat session${where}.`,
          undefined,
          rule,
        );
    }
    for (const doc of got.docs) placer.place(project, startNotes, doc, docLabel(doc), `Included: read at session start${where}.`);
    if (here) legacyRules(ctx, placer, project, startNotes);
  }

  // @rule-name in the prompt attaches a rule by name, whatever its type.
  const mentioned: Item[] = [];
  for (const name of promptMentions(prompt))
    for (const rule of startRules.filter((r) => r.name === name && !placer.taken.has(r.path)))
      placer.place(
        mentioned,
        startNotes,
        rule,
        `Project rule (@${name} in the prompt): ${rule.path}`,
        `Included: the prompt mentions @${name}, which attaches the rule whatever its type (here ${TYPE_LABEL[rule.rule.type]}).`,
        [`@${name}`],
        rule,
      );

  const offered = startRules.filter((r) => r.rule.type === "requested" && !placer.taken.has(r.path));
  for (const r of offered)
    startNotes.push(
      noText(
        r.path,
        r.layer,
        "offered",
        "Agent Requested (Apply Intelligently): only its description is offered to the agent, which fetches the text if it judges it relevant; Rulescope cannot predict that.",
        r.size,
      ),
    );
  for (const r of startRules.filter((x) => x.rule.type === "manual" && !placer.taken.has(x.path)))
    startNotes.push({
      ...noText(
        r.path,
        r.layer,
        "unmatched",
        `Apply Manually: it is attached only when the prompt mentions @${r.name}, and it does not.`,
        r.size,
      ),
      manual: true,
    });

  const readNotes: Source[] = [];
  const pending = startRules.filter((r) => r.rule.type === "auto" && !placer.taken.has(r.path));
  const nestedRules: RuleEntry[] = [];
  const reads = attachOnReads(ctx, placer, pending, readMd, readNotes, nestedRules);
  return { project, mentioned, offered, reads, startNotes, readNotes, rules: [...startRules, ...nestedRules] };
}

interface NestedFolder {
  dir: string;
  rules: RuleEntry[];
  offered: boolean;
}

function attachOnReads(
  ctx: ProfileContext,
  placer: Placer,
  pending: RuleEntry[],
  readMd: boolean,
  notes: Source[],
  nestedRules: RuleEntry[],
): ReadAttachment[] {
  const { cwd, home, contextPaths } = ctx.input;
  const reads: ReadAttachment[] = [];
  const nested = new Map<string, NestedFolder>();
  // The auto rules of the folders between the working directory and a folder, once all of them are
  // known: every later file read in that folder tries the same rules in the same order (a check reads
  // 30,000 files, most of them beside another).
  const autoOnTheWay = new Map<string, { rule: RuleEntry; dir: string }[]>();
  for (const entry of contextPaths) {
    const target = readableContextFile(ctx, entry, resolvePath(cwd, expandHome(entry, home)), ", so reading it attaches nothing");
    if (target === null) continue;
    const at: ReadAttachment = { entry, items: [], offered: [] };
    const tryGlobs = (rule: RuleEntry, scope?: string): void => {
      if (placer.taken.has(rule.path)) return;
      const hits = globMatches(ctx.globs, { path: rule.path, line: rule.rule.globsLine }, rule.rule.globs, rule.owner, target);
      if (hits.length === 0) return;
      const rel = relative(rule.owner, target);
      const label = `Project rule (Apply to Specific Files${scope ? `, scoped to ${scope}` : ""}; ${hits.join(", ")} matches ${rel}): ${rule.path}`;
      placer.place(
        at.items,
        notes,
        rule,
        label,
        `Included: attached when ${entry} is read; its globs (${hits.join(", ")}) match ${rel}, relative to ${rule.owner}.`,
        hits,
        rule,
      );
    };
    for (const rule of pending) tryGlobs(rule);
    const known = autoOnTheWay.get(dirname(target));
    if (known !== undefined) for (const { rule, dir } of known) tryGlobs(rule, dir);
    else if (isWithin(target, cwd)) {
      const onTheWay: { rule: RuleEntry; dir: string }[] = [];
      for (const dir of dirsBetween(cwd, dirname(target))) {
        let folder = nested.get(dir);
        if (!folder) {
          folder = openFolder(ctx, { placer, at, dir, readMd, notes });
          nestedRules.push(...folder.rules);
          nested.set(dir, folder);
        }
        for (const rule of folder.rules.filter((r) => r.rule.type === "auto")) {
          onTheWay.push({ rule, dir });
          tryGlobs(rule, dir);
        }
      }
      autoOnTheWay.set(dirname(target), onTheWay);
    }
    if (at.items.length > 0 || at.offered.length > 0) reads.push(at);
  }
  unattached(ctx, placer, pending, nested, notes);
  return reads;
}

/** Why each glob rule, at the start or of a nested folder, was attached by no read. */
function unattached(ctx: ProfileContext, placer: Placer, pending: RuleEntry[], nested: Map<string, NestedFolder>, notes: Source[]): void {
  const none = ctx.input.contextPaths.length === 0 ? " (there are none)" : "";
  for (const rule of pending.filter((r) => !placer.taken.has(r.path)))
    notes.push(
      noText(
        rule.path,
        rule.layer,
        "unmatched",
        `Apply to Specific Files: its globs (${rule.rule.globs.join(", ")}) match none of the context paths${none}.`,
        rule.size,
      ),
    );
  for (const folder of nested.values())
    for (const rule of folder.rules.filter((r) => !placer.taken.has(r.path))) {
      const t = rule.rule.type;
      const reason =
        t === "auto"
          ? `Apply to Specific Files, scoped to ${folder.dir}: its globs (${rule.rule.globs.join(", ")}) match none of the files read under it.`
          : t === "requested"
            ? `Agent Requested (Apply Intelligently), scoped to ${folder.dir}: only its description is offered once a file there is read; the agent decides whether to fetch it.`
            : `Apply Manually: only @${rule.name} attaches it, and a nested folder's rules are found only when a file under ${folder.dir} is read, after the prompt.`;
      notes.push(noText(rule.path, rule.layer, "unmatched", reason, rule.size));
    }
}

/**
 * The first file read under a nested folder brings its rules and AGENTS.md into play: its Always
 * rules and docs attach with that read, its Agent Requested rules are offered.
 */
function openFolder(
  ctx: ProfileContext,
  o: { placer: Placer; at: ReadAttachment; dir: string; readMd: boolean; notes: Source[] },
): NestedFolder {
  const { placer, at, dir, notes } = o;
  const got = collectFolder(ctx, dir, "nested", o.readMd, NESTED_DOC_NAMES, notes);
  for (const rule of got.rules.filter((r) => r.rule.type === "always"))
    placer.place(
      at.items,
      notes,
      rule,
      `Project rule (Always Apply, scoped to ${dir}): ${rule.path}`,
      `Included: attached when ${at.entry} is read; it always applies to files under ${dir}, the folder its rules belong to.`,
      undefined,
      rule,
    );
  for (const doc of got.docs)
    placer.place(
      at.items,
      notes,
      doc,
      docLabel(doc, dir),
      `Included: attached when ${at.entry} is read; a nested AGENTS.md applies to files in its folder and below.`,
    );
  const offered = got.rules.filter((r) => r.rule.type === "requested");
  at.offered.push(...offered);
  return { dir, rules: got.rules, offered: offered.length > 0 };
}
