/**
 * Augment Code (IDE extensions and the Auggie CLI; closed source): a `--rules` file (CLI), CLAUDE.md
 * and AGENTS.md at the workspace root, AGENTS.md in folders below it (hierarchical rules), the legacy
 * workspace guidelines, `.augment/rules/**` with `type:` always_apply | agent_requested | manual,
 * `~/.augment/rules/**` (always applied) and, in the IDE, User Guidelines. Workspace guidelines and
 * rules share a 49,512-character limit. Augment does not publish its wording: a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { utf8Length } from "../../core/bytes";
import { nearestAncestor } from "../../core/nearest";
import { chainDown, dirname, isWithin, join, normalize, resolvePath } from "../../core/paths";
import { listing, type ListingEntry, offeredBlock } from "../../core/rule-listing";
import type { SourceLayer } from "../../source-layers";
import type { Block, Source } from "../../types";
import { defineProfile, type ProfileContext } from "../define";
import { attachedOnRead, listedFile, noText, readTextOrNote } from "../shared";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import {
  NAME,
  NESTED_FILE,
  REPO_MARKER,
  ROOT_FILES,
  RULES_DIR,
  RULES_FILE_KEY,
  USER_GUIDELINES_CHAR_LIMIT,
  USER_GUIDELINES_FILE,
  USER_RULES_DIR,
  WORKSPACE_CHAR_LIMIT,
  WORKSPACE_GUIDELINES,
} from "./facts";
import { augmentMeta } from "./meta";
import { readSettings } from "../settings";
import { calls, mentions, readRule, ruleFiles, type Rule } from "./rules";
import { codePoints as characters, cutCodePoints as cutCharacters } from "../../core/code-points";

interface Item {
  entry: ListingEntry;
  source: Source;
  chars: number;
}

function item(path: string, layer: SourceLayer, label: string, reason: string, text: string, size: number, matchedBy?: string[]): Item {
  return { ...listedFile(path, layer, label, reason, text, size, matchedBy), chars: characters(text) };
}

/** Read a whole file as one item; null (with the reason in `notes`) when it adds no text. */
function loadFile(ctx: ProfileContext, notes: Source[], path: string, layer: SourceLayer, label: string, reason: string): Item | null {
  const r = readTextOrNote(ctx, path, layer, (n) => notes.push(n));
  if (!r) return null;
  if (r.text.trim() !== "") return item(path, layer, label, reason, r.text, r.size);
  notes.push(noText(path, layer, "empty", "Empty: the file has no text, so it adds nothing.", r.size));
  return null;
}

function workspaceRoot(ctx: ProfileContext, cwd: string, b: Behaviour): string {
  if (!b.rootFromGit) {
    ctx.decide(`${b.surface}: the opened folder ${cwd} is the workspace root`, cwd);
    return cwd;
  }
  const root = nearestAncestor(ctx, "git", cwd, (dir) => ctx.fs.lstat(join(dir, REPO_MARKER)).ok);
  ctx.decide(
    root
      ? `${b.surface}: the git root ${root} is the workspace root`
      : `${b.surface}: no git root, so the working directory is the workspace root`,
    root ?? cwd,
  );
  return root ?? cwd;
}

/** Auggie's `--rules <file>` (config key); in the IDE the key is not read. */
function customRules(ctx: ProfileContext, notes: Source[], b: Behaviour): Item | null {
  const raw = readSettings(ctx, augmentMeta.configKeys).values[RULES_FILE_KEY];
  if (raw.trim() === "") return null;
  if (!b.rulesFlag) {
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${RULES_FILE_KEY} (Auggie's --rules flag) is set, but ${b.surface} has no such option.`,
    });
    return null;
  }
  const path = resolvePath(ctx.input.cwd, raw);
  const it = loadFile(
    ctx,
    notes,
    path,
    "config",
    `Custom rules file (--rules): ${path}`,
    "Included: the file given with --rules, first in Auggie's order of precedence.",
  );
  if (!it && !ctx.fs.exists(path))
    ctx.diag({
      level: "warning",
      code: "guidelines-path-missing",
      path,
      message: `--rules names ${path}, which does not exist, so it adds nothing.`,
    });
  return it;
}

/** CLAUDE.md and AGENTS.md at the root, then AGENTS.md in each folder from below the root down to the cwd. */
function rootFiles(ctx: ProfileContext, notes: Source[], root: string, cwd: string): Item[] {
  const out: Item[] = [];
  for (const n of ROOT_FILES) {
    const p = join(root, n);
    const it = loadFile(
      ctx,
      notes,
      p,
      "project",
      `${n} at the workspace root: ${p}`,
      `Included: ${n} at the workspace root is always applied.`,
    );
    if (it) out.push(it);
  }
  for (const dir of chainDown(root, cwd).filter((d) => d !== root)) {
    const p = join(dir, NESTED_FILE);
    const it = loadFile(
      ctx,
      notes,
      p,
      "nested",
      `AGENTS.md between the workspace root and the working directory: ${p}`,
      "Included: a hierarchical AGENTS.md in a folder the session works in (inferred: the working directory and the folders above it, below the workspace root).",
    );
    if (it) out.push(it);
  }
  return out;
}

interface RuleSets {
  always: Rule[];
  mentioned: Rule[];
  manual: Rule[];
  offered: Rule[];
}

function sortRules(rules: Rule[], prompt: string): RuleSets {
  const named = mentions(prompt);
  const called = (r: Rule) => named.find((t) => calls(t, r));
  return {
    always: rules.filter((r) => r.type === "always_apply"),
    mentioned: rules.filter((r) => r.type !== "always_apply" && called(r)),
    manual: rules.filter((r) => r.type === "manual" && !called(r)),
    offered: rules.filter((r) => r.type === "agent_requested" && !called(r)),
  };
}

const ruleItem = (r: Rule, label: string, reason: string, matchedBy?: string[]): Item =>
  item(r.path, r.layer, `${label}: ${r.path}`, reason, r.text, r.size, matchedBy);

/**
 * Workspace guidelines and rules share one limit. Over it they are kept in the documented order
 * (manual rules, then always and auto rules, then the guidelines); the first that does not fit and
 * all after it are left out (which of several same-rank files goes is inferred).
 */
function applyWorkspaceLimit(ctx: ProfileContext, byPriority: Item[]): Set<Item> {
  const dropped = new Set<Item>();
  if (byPriority.length === 0) return dropped;
  let used = 0;
  let total = 0;
  for (const it of byPriority) {
    total += it.chars;
    if (dropped.size > 0 || used + it.chars > WORKSPACE_CHAR_LIMIT) dropped.add(it);
    else used += it.chars;
  }
  ctx.budget({
    name: "Workspace Guidelines and Rules",
    kind: "characters",
    scope: "total",
    limit: WORKSPACE_CHAR_LIMIT,
    used: total,
    cut: dropped.size > 0,
  });
  for (const it of dropped)
    it.source = {
      ...it.source,
      status: "over-budget",
      includedBytes: 0,
      reason: `Left out: workspace guidelines and rules together pass Augment's ${WORKSPACE_CHAR_LIMIT.toLocaleString("en")}-character limit, and this one comes after the ones kept.`,
    };
  // One cause, one diagnostic: on the first file left out, naming the others.
  const [first, ...rest] = [...dropped].map((it) => it.source.path);
  if (first !== undefined)
    ctx.diag({
      level: "warning",
      code: "over-total-limit",
      path: first,
      message: `${first}${rest.length > 0 ? ` and ${rest.length} more (${rest.join(", ")})` : ""} are left out: workspace guidelines and rules together are ${total.toLocaleString("en")} characters, over Augment's limit of ${WORKSPACE_CHAR_LIMIT.toLocaleString("en")}.`,
    });
  return dropped;
}

/** Workspace guidelines and workspace rules: the items sent, in listing order, after the shared limit. */
function workspaceItems(ctx: ProfileContext, notes: Source[], root: string, sets: RuleSets): Item[] {
  const guidelines = WORKSPACE_GUIDELINES.map((n) => {
    const p = join(root, n);
    const it = loadFile(
      ctx,
      notes,
      p,
      "legacy",
      `Workspace guidelines (legacy): ${p}`,
      "Included: legacy workspace guidelines, still applied to every chat.",
    );
    if (it)
      ctx.diag({
        level: "info",
        code: "deprecated-name",
        path: p,
        message: `${p} is Augment's legacy workspace guidelines file; it is still read, and the docs suggest moving to ${RULES_DIR}/.`,
      });
    return it;
  }).filter((x): x is Item => x !== null);
  const mentioned = sets.mentioned.map((r) =>
    ruleItem(r, `Rule ${r.rel}, ${r.type}, called with @ in the prompt`, `Included: the prompt attaches it with @${r.name}.`, [
      `@${r.name}`,
    ]),
  );
  const always = sets.always.map((r) =>
    ruleItem(
      r,
      `Rule ${r.rel}, always_apply`,
      r.typeWritten ? "Included: type: always_apply." : "Included: no type:, so always_apply, the default.",
    ),
  );
  const dropped = applyWorkspaceLimit(ctx, [...mentioned, ...always, ...guidelines]);
  for (const it of dropped) notes.push(it.source);
  return [...guidelines, ...always, ...mentioned].filter((it) => !dropped.has(it));
}

function noteLeftOut(notes: Source[], sets: RuleSets): void {
  for (const r of sets.offered)
    notes.push(
      noText(
        r.path,
        r.layer,
        "offered",
        "type: agent_requested: the agent sees its description and attaches it when relevant, which Rulescope cannot predict.",
        r.size,
      ),
    );
  for (const r of sets.manual)
    notes.push({
      ...noText(
        r.path,
        r.layer,
        "unmatched",
        `type: manual: it is sent only when attached with @${r.name}, and the prompt does not.`,
        r.size,
      ),
      manual: true,
    });
}

/** User rules: every file below ~/.augment/rules, always applied whatever its frontmatter says. */
function userRules(ctx: ProfileContext, notes: Source[]): Item[] {
  const dir = join(ctx.input.home, USER_RULES_DIR);
  return ruleFiles(ctx, dir, "global-rule", notes)
    .map((p) => readRule(ctx, p, dir, "global-rule", notes))
    .filter((r): r is Rule => r !== null)
    .map((r) =>
      ruleItem(
        r,
        `User rule ${r.rel}, always applied`,
        r.typeWritten && r.type !== "always_apply"
          ? `Included: user rules are always applied; its type: ${r.typeWritten} is ignored.`
          : "Included: user rules are always applied.",
      ),
    );
}

/** The IDE's User Guidelines file, cut at 24,576 characters. */
function userGuidelines(ctx: ProfileContext, notes: Source[]): Item | null {
  const path = join(ctx.input.home, USER_GUIDELINES_FILE);
  const it = loadFile(ctx, notes, path, "user", `User Guidelines: ${path}`, "Included: User Guidelines apply to every chat in this IDE.");
  if (!it) return null;
  const cut = cutCharacters(it.entry.text, USER_GUIDELINES_CHAR_LIMIT);
  ctx.budget({
    name: "User Guidelines",
    kind: "characters",
    scope: "file",
    limit: USER_GUIDELINES_CHAR_LIMIT,
    used: it.chars,
    cut: cut.truncated,
    path,
  });
  if (!cut.truncated) return it;
  ctx.diag({
    level: "warning",
    code: "rule-over-limit",
    path,
    message: `${path} has ${it.chars.toLocaleString("en")} characters; User Guidelines hold at most ${USER_GUIDELINES_CHAR_LIMIT.toLocaleString("en")}, so Rulescope keeps the start (inferred).`,
  });
  return {
    ...it,
    entry: { ...it.entry, text: cut.text },
    source: {
      ...it.source,
      status: "truncated",
      includedBytes: utf8Length(cut.text),
      reason: `${it.source.reason} Cut at ${USER_GUIDELINES_CHAR_LIMIT.toLocaleString("en")} characters.`,
    },
  };
}

/** Hierarchical AGENTS.md below the cwd, attached when a file there is read (each folder once). */
function attachForRead(ctx: ProfileContext, notes: Source[], root: string, entry: string, walked: Set<string>): Item[] {
  const cwd = normalize(ctx.input.cwd);
  const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
  if (!isWithin(abs, root) || abs === root) {
    ctx.diag({
      level: "info",
      code: "context-path-outside-cwd",
      path: abs,
      message: `${entry} is outside the workspace root ${root}, so reading it attaches no AGENTS.md.`,
    });
    return [];
  }
  const out: Item[] = [];
  for (const dir of chainDown(root, dirname(abs)).filter((d) => !isWithin(cwd, d) && !walked.has(d))) {
    walked.add(dir);
    const p = join(dir, NESTED_FILE);
    const it = loadFile(
      ctx,
      notes,
      p,
      "subtree",
      `Hierarchical AGENTS.md: ${p}`,
      `Included when ${entry} is read: an AGENTS.md in a folder of the workspace that holds the file (hierarchical rules; when it attaches is inferred).`,
    );
    if (it) out.push(it);
  }
  return out;
}

function resolve(ctx: ProfileContext, b: Behaviour) {
  const cwd = normalize(ctx.input.cwd);
  const root = workspaceRoot(ctx, cwd, b);
  const notes: Source[] = [];
  const rulesDir = join(root, RULES_DIR);
  const rules = ruleFiles(ctx, rulesDir, "rule", notes)
    .map((p) => readRule(ctx, p, rulesDir, "rule", notes))
    .filter((r): r is Rule => r !== null);
  const sets = sortRules(rules, ctx.input.prompt);
  const custom = customRules(ctx, notes, b);
  const start: Item[] = [
    ...(custom ? [custom] : []),
    ...rootFiles(ctx, notes, root, cwd),
    ...workspaceItems(ctx, notes, root, sets),
    ...userRules(ctx, notes),
  ];
  const ug = b.userGuidelines ? userGuidelines(ctx, notes) : null;
  if (ug) start.push(ug);
  noteLeftOut(notes, sets);
  for (const r of sets.offered.filter((r) => !r.description))
    ctx.diag({
      level: "warning",
      code: "auto-needs-name-description",
      path: r.path,
      message: `${r.path} is agent_requested but has no description:, which the agent needs to decide when to attach it.`,
    });

  const prompt = listing(
    NAME,
    start.map((i) => i.entry),
  );
  for (const i of start) ctx.source(i.source);
  const blocks: Block[] = [
    {
      role: "system",
      label: `${NAME} system prompt: base instructions, tools, context engine (not published)`,
      text: "",
      placeholder: true,
    },
    { role: "system", label: "Rules and guidelines (Rulescope listing: Augment's wording is not published)", text: prompt.toString() },
  ];
  blocks.push(...offeredBlock(NAME, "agent_requested rules: descriptions offered to the agent (Rulescope listing)", sets.offered));
  const walked = new Set<string>();
  for (const entry of ctx.input.contextPaths) {
    const now = attachForRead(ctx, notes, root, entry, walked);
    if (now.length === 0) continue;
    for (const i of now) ctx.source(i.source);
    blocks.push(attachedOnRead(NAME, entry, now));
  }
  for (const n of notes) ctx.source(n);
  return { prompt, blocks };
}

export const augment = defineProfile(augmentMeta, BEHAVIOURS, resolve);
