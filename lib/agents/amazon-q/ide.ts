/**
 * The IDE plugins' rules (aws/language-servers, agenticChat/context/additionalContextProvider.ts and
 * agenticChatController.ts): the resources are taken in order per workspace folder; only the
 * `.amazonq/rules/**` + `/*.md` resource is walked (recursively), every other one is one file. The
 * rules become pinned context: one `<pinnedContext>` user turn before the history, each file cut to
 * 40,960 characters, at most 100 entries.
 */
import { utf8Length } from "../../core/bytes";
import { Composer } from "../../core/compose";
import { basename, isAbsolute, isWithin, join, normalize, relative } from "../../core/paths";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import { noText, readTextOrNote } from "../shared";
import {
  FILE_SCHEME,
  IDE_CLOSE,
  IDE_FILE_MAX_CHARS,
  IDE_FILE_TAG,
  IDE_MAX_ENTRIES,
  IDE_OPEN,
  IDE_RULE_EXT,
  IDE_RULE_NAMES,
  IDE_RULE_TAG,
  IDE_RULES_DIR,
  IDE_RULES_SUFFIX,
  ideEntryClose,
  ideEntryOpen,
} from "./facts";
import { layerOf, type Output, type QSettings } from "./settings";

interface Rule {
  path: string;
  /** An absolute resource outside the workspace (the IDE counts a `.md` one as a rule). */
  custom: boolean;
  resource: string;
}

/** collectMarkdownFilesRecursively: folders are entered where they sit in the listing (name order, inferred). */
function walkRules(ctx: ProfileContext, dir: string, out: Rule[], seen: Set<string>, resource: string): void {
  const names = ctx.fs.readdir(dir);
  if (!names.ok) return;
  for (const name of names.value) {
    const p = join(dir, name);
    // The listing's entry types do not follow symlinks: a link is neither a folder nor a file.
    const st = ctx.fs.lstat(p);
    if (!st.ok) continue;
    if (st.value.kind === "dir") walkRules(ctx, p, out, seen, resource);
    else if (st.value.kind === "file" && name.endsWith(IDE_RULE_EXT) && !seen.has(p)) {
      seen.add(p);
      out.push({ path: p, custom: false, resource });
    }
  }
}

/** collectWorkspaceRulesInternal for the one workspace folder Rulescope has: the working directory. */
function collect(ctx: ProfileContext, resources: readonly string[]): Rule[] {
  const { cwd } = ctx.input;
  const out: Rule[] = [];
  const seen = new Set<string>();
  for (const resource of resources) {
    if (!resource.startsWith(FILE_SCHEME)) continue;
    const rest = resource.slice(FILE_SCHEME.length);
    const custom = isAbsolute(rest);
    const resolved = custom ? normalize(rest) : join(cwd, rest);
    if (resolved.endsWith(IDE_RULES_SUFFIX)) {
      // Whatever the prefix, the walk starts at the workspace's own rules folder.
      walkRules(ctx, join(cwd, IDE_RULES_DIR), out, seen, resource);
      continue;
    }
    // Any other resource is one path, checked for existence only (a glob there matches nothing).
    if (seen.has(resolved) || !ctx.fs.stat(resolved).ok) continue;
    seen.add(resolved);
    out.push({ path: resolved, custom, resource });
  }
  return out;
}

/** getContextType: `.md` files in the rules folder, AmazonQ.md, README.md and absolute resources are rules. */
function tagOf(ctx: ProfileContext, r: Rule): string {
  if (!r.path.endsWith(IDE_RULE_EXT)) return IDE_FILE_TAG;
  const inRules = isWithin(r.path, join(ctx.input.cwd, IDE_RULES_DIR));
  return inRules || r.custom || (IDE_RULE_NAMES as readonly string[]).includes(basename(r.path)) ? IDE_RULE_TAG : IDE_FILE_TAG;
}

/** The path the entry shows: the workspace folder's name and the path in it; else relative (inferred). */
function shownPath(ctx: ProfileContext, path: string): string {
  const { cwd } = ctx.input;
  return isWithin(path, cwd) ? `${basename(cwd)}/${relative(cwd, path)}` : relative(cwd, path) || basename(path);
}

function write(ctx: ProfileContext, prompt: Composer, r: Rule, index: number): void {
  const layer = layerOf(ctx, r.path);
  if (index >= IDE_MAX_ENTRIES) {
    ctx.source(noText(r.path, layer, "over-budget", `Over budget: the IDE sends at most ${IDE_MAX_ENTRIES} context entries.`));
    return;
  }
  const read = readTextOrNote(ctx, r.path, layer, (n) => ctx.source(n));
  if (!read) return;
  const text = read.text.slice(0, IDE_FILE_MAX_CHARS);
  const cut = text.length < read.text.length;
  const tag = tagOf(ctx, r);
  prompt
    .frame(ideEntryOpen(tag, shownPath(ctx, r.path)))
    .content(text, r.path)
    .frame(ideEntryClose(tag));
  if (cut)
    ctx.diag({
      level: "warning",
      code: "truncated",
      path: r.path,
      message: `${r.path} is cut to its first ${IDE_FILE_MAX_CHARS.toLocaleString("en-US")} characters, as the IDE cuts every context file.`,
    });
  ctx.source({
    path: r.path,
    layer,
    status: cut ? "truncated" : "included",
    reason: `${cut ? "Truncated" : "Included"}: the resource ${r.resource} names it; sent as <${tag}>${cut ? `, cut to ${IDE_FILE_MAX_CHARS.toLocaleString("en-US")} characters` : ""}.`,
    bytes: read.size,
    includedBytes: Math.min(read.size, utf8Length(text)),
  });
}

/** The IDE plugins: rules as pinned context, in resource order. */
export function composeIde(ctx: ProfileContext, { resources }: QSettings): Output {
  const rules = collect(ctx, resources);
  const body = new Composer();
  rules.forEach((r, i) => write(ctx, body, r, i));
  const prompt = new Composer();
  if (body.length > 0) prompt.frame(IDE_OPEN).append(body).frame(IDE_CLOSE);
  else ctx.decide("no rule file to pin: the IDE adds no pinned-context turn");
  const blocks: Block[] = [
    { role: "system", label: "Amazon Q IDE system prompt and tools (not part of the repository)", text: "", placeholder: true },
  ];
  if (prompt.length > 0)
    blocks.push({
      role: "user",
      label: "Pinned context: a user turn before the history (the IDE answers it with a fixed one-word turn)",
      text: prompt.toString(),
    });
  return { prompt, blocks };
}
