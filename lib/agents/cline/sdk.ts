/**
 * Cline 4 (the SDK runtime, VS Code 4.x and the CLI): rules come from a fixed list of places, each a
 * file or a flat folder of .md/.markdown/.txt files; every rule is named (frontmatter `name`, else the
 * file name), a later place's rule replaces an earlier one of the same name (case-insensitive), and
 * the enabled rules are sorted by name into one "# Rules" section appended to the system prompt.
 * Sources: sdk/packages/core/src/extensions/config/user-instruction-config-loader.ts,
 * unified-config-file-watcher.ts, runtime/safety/rules.ts, runtime/orchestration/
 * session-runtime-orchestrator.ts (mergeSystemPromptRules), shared/src/storage/paths.ts.
 */
import { Composer, joinInto } from "../../core/compose";
import { basename, dirname, join, normalize, resolvePath } from "../../core/paths";
import type { Block, Source } from "../../types";
import type { ProfileContext } from "../base";
import { CONFIG, ENV, SDK, V3 } from "./facts";
import { parseClineFrontmatter } from "./frontmatter";
import { isSource, keptBytes, note, readRuleText } from "./shared-read";
import type { SourceLayer } from "../../source-layers";

interface Place {
  path: string;
  layer: "project" | "global";
  what: string;
}

interface Rule {
  path: string;
  layer: SourceLayer;
  name: string;
  id: string;
  text: string;
  size: number;
  disabled: boolean;
  place: string;
  hasPaths: boolean;
}

/** resolveRulesConfigSearchPaths(cwd), duplicates removed (dedupePaths). */
function places(ctx: ProfileContext): Place[] {
  const { cwd, home, env } = ctx.input;
  // A relative CLINE_DIR is taken from the working directory (the lab saw CLI 3.0.65 read <cwd>/../x/rules).
  const dir = env[ENV.clineDir]?.trim();
  const clineDir = dir ? normalize(resolvePath(cwd, dir)) : join(home, ".cline");
  const list: Place[] = [
    { path: join(cwd, SDK.agentsFile), layer: "project", what: "the workspace AGENTS.md" },
    ...SDK.workspaceDirs.map((d) => ({ path: join(cwd, d), layer: "project" as const, what: `the workspace ${d}` })),
    { path: join(home, SDK.globalAgentsFile), layer: "global", what: "the global ~/.agents/AGENTS.md" },
    { path: join(clineDir, SDK.clineDirRules), layer: "global", what: `the global ${join(clineDir, SDK.clineDirRules)} folder` },
    { path: join(home, SDK.documentsRules), layer: "global", what: "the global ~/Documents/Cline/Rules folder" },
  ];
  const seen = new Set<string>();
  return list.filter((p) => !seen.has(p.path) && seen.add(p.path));
}

const isRuleName = (name: string) => SDK.ruleExtensions.some((e) => name.toLowerCase().endsWith(e) && name.length > e.length);

/** discoverRulesLikeFiles(): a file is itself the candidate; a folder gives its regular rule files, then AGENTS.md. */
function candidates(ctx: ProfileContext, place: Place, notes: Source[]): string[] {
  const st = ctx.fs.stat(place.path);
  if (st.ok && st.value.kind === "file") {
    // includeFile(): a place that is a file counts when it is .clinerules or has a rule extension.
    const name = basename(place.path);
    if (name === V3.clineRules || isRuleName(name)) return [place.path];
    notes.push(
      note(
        place.path,
        place.layer,
        "unmatched",
        `Not read: Cline 4 expects a folder of rules here, and a file named ${name} is not a rule file.`,
        st.value.size,
      ),
    );
    return [];
  }
  // Listed in the disk's own order where the port has it: of two files Cline takes for one rule, the later one wins.
  const names = ctx.fs.listingOrder?.(place.path) ?? ctx.fs.readdir(place.path);
  if (!names.ok) return [];
  const out: string[] = [];
  for (const name of names.value) {
    const p = join(place.path, name);
    const l = ctx.fs.lstat(p);
    if (!l.ok || l.value.kind === "dir") continue;
    if (l.value.kind !== "file") {
      // readdir withFileTypes: a symlink's entry is not isFile(), so it is passed over.
      if (isRuleName(name) || name === SDK.agentsFile)
        notes.push(
          note(
            p,
            place.layer,
            "unmatched",
            "Not read: it is a symlink, and Cline 4 takes only regular files from a rules folder (its AGENTS.md aside).",
          ),
        );
      continue;
    }
    if (isRuleName(name)) out.push(p);
    else
      notes.push(
        note(
          p,
          place.layer,
          "unmatched",
          `Not a rule: only ${SDK.ruleExtensions.join(", ")} files in a rules folder are read.`,
          l.value.size,
        ),
      );
  }
  const agents = join(place.path, SDK.agentsFile);
  const a = ctx.fs.stat(agents);
  if (a.ok && a.value.kind === "file" && !out.some((p) => basename(p) === SDK.agentsFile)) {
    out.push(agents);
    const i = notes.findIndex((n) => n.path === agents);
    if (i >= 0) notes.splice(i, 1);
  }
  return out;
}

/** resolveRuleFallbackName(): the file name without its extension; AGENTS.md at the two known places gets a label. */
function fallbackName(ctx: ProfileContext, path: string): string {
  const name = basename(path);
  if (name.toLowerCase() === SDK.agentsFile.toLowerCase()) {
    if (path === join(ctx.input.cwd, SDK.agentsFile)) return SDK.workspaceAgentsName;
    if (path === join(ctx.input.home, SDK.globalAgentsFile)) return SDK.globalAgentsName;
  }
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** parseRuleConfigFromMarkdown(): a Rule, or why the file is dropped. */
function parseRule(ctx: ProfileContext, path: string, place: Place, text: string, size: number): Rule | Source {
  const fm = parseClineFrontmatter(text, ctx.yaml, path);
  if (fm.parseError)
    return note(
      path,
      place.layer,
      "unreadable",
      `Dropped: its frontmatter is not valid YAML (${fm.parseError}), and Cline 4 rejects such a rule.`,
      size,
    );
  const body = fm.body.trim();
  if (body === "")
    return note(
      path,
      place.layer,
      "empty",
      "Empty: it has no text after its frontmatter, and Cline 4 rejects a rule without instructions.",
      size,
    );
  const d = fm.data;
  if (d.name !== undefined && d.name !== null && typeof d.name !== "string")
    return note(path, place.layer, "unreadable", "Dropped: its frontmatter name: is not text, and Cline 4 rejects the rule.", size);
  for (const key of ["disabled", "enabled"])
    if (d[key] !== undefined && d[key] !== null && typeof d[key] !== "boolean")
      return note(
        path,
        place.layer,
        "unreadable",
        `Dropped: its frontmatter ${key}: is not true or false, and Cline 4 rejects the rule.`,
        size,
      );
  const name = (typeof d.name === "string" && d.name.trim()) || fallbackName(ctx, path).trim();
  const disabled = typeof d.disabled === "boolean" ? d.disabled : d.enabled === false;
  return { path, layer: place.layer, name, id: name.toLowerCase(), text: body, size, disabled, place: place.what, hasPaths: "paths" in d };
}

/** A rule replaced by a later one of the same name: the decision, the shadowed note, and an info where listing order decides. */
function noteClash(ctx: ProfileContext, earlier: Rule, rule: Rule, notes: Source[]): void {
  const path = rule.path;
  if (dirname(earlier.path) === dirname(path) && ctx.fs.listingOrder === undefined)
    ctx.diag({
      level: "info",
      code: "listing-order-unknown",
      path,
      message: `${basename(earlier.path)} and ${basename(path)} in ${dirname(path)} are both named "${rule.name}" (compared case-insensitively): Cline 4 keeps the one its folder listing gives last, in the file system's own order (the lab saw 3.0.65 do so), which Rulescope cannot know; it takes name order, so ${basename(path)} wins here.`,
    });
  ctx.decide(`rule "${rule.name}" from ${path} replaces the one of the same name from ${earlier.path}`, path);
  notes.push(
    note(
      earlier.path,
      earlier.layer,
      "shadowed",
      `Shadowed: ${path} is read later and has the same rule name ("${rule.name}", compared case-insensitively), so it replaces this one.`,
      earlier.size,
    ),
  );
}

export function resolveSdk(ctx: ProfileContext): { prompt: Composer; blocks: Block[] } {
  const notes: Source[] = [];
  const byId = new Map<string, Rule>();
  for (const place of places(ctx)) {
    for (const path of candidates(ctx, place, notes)) {
      const read = readRuleText(ctx, path, place.layer);
      if (read === null) continue;
      if (isSource(read)) {
        notes.push(read);
        continue;
      }
      const rule = parseRule(ctx, path, place, read.text, read.size);
      if (!("id" in rule)) {
        notes.push(rule);
        continue;
      }
      const earlier = byId.get(rule.id);
      if (earlier) noteClash(ctx, earlier, rule, notes);
      byId.set(rule.id, rule);
    }
  }
  const rules = [...byId.values()];
  for (const r of rules.filter((r) => r.disabled))
    notes.push(note(r.path, r.layer, "disabled", "Disabled: its frontmatter sets disabled: true (or enabled: false).", r.size));
  const enabled = rules.filter((r) => !r.disabled).sort((a, b) => a.name.localeCompare(b.name, "en"));

  const prompt = new Composer();
  if (enabled.length > 0) {
    prompt.frame(SDK.heading);
    joinInto(prompt, enabled, SDK.separator, (r) => prompt.frame(SDK.ruleHeading(r.name)).content(r.text, r.path));
  } else ctx.decide("no enabled rules: nothing is appended to the system prompt");
  for (const r of enabled)
    ctx.source({
      path: r.path,
      layer: r.layer,
      status: "included",
      reason: `Included: rule "${r.name}" from ${r.place}; the # Rules section lists rules sorted by name.`,
      bytes: r.size,
      includedBytes: keptBytes(r.text, r.size),
    });
  legacyNotes(ctx, notes);
  for (const n of notes) ctx.source(n);

  if (enabled.some((r) => r.hasPaths))
    ctx.diag({
      level: "info",
      code: "paths-not-evaluated",
      message:
        "A rule has paths: frontmatter. Cline 4's rule loader does not evaluate it: the rule is always sent (Cline 3 matched it against files in context: variant v3).",
    });
  const toggleKeys = [CONFIG.disabledRules, ...Object.values(CONFIG.toggles)].filter((k) => ctx.input.config[k] !== undefined);
  if (toggleKeys.length > 0)
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `config ${toggleKeys.join(", ")} models Cline 3's rule toggles; Cline 4's loader does not read them (use disabled: true in a rule's frontmatter).`,
    });
  return {
    prompt,
    blocks: [
      { role: "system", label: "Cline system prompt (SDK base prompt, tools, environment)", text: "", placeholder: true },
      { role: "system", label: "# Rules section appended to the system prompt", text: prompt.toString() },
    ],
  };
}

/** Files Cline 3 read and Cline 4 does not: listed so a user migrating sees why they vanished. */
function legacyNotes(ctx: ProfileContext, notes: Source[]): void {
  const { cwd } = ctx.input;
  for (const name of [V3.cursorRulesFile, V3.windsurfRules]) {
    const p = join(cwd, name);
    const st = ctx.fs.stat(p);
    if (st.ok && st.value.kind === "file")
      notes.push(note(p, "project", "unmatched", `Not read: Cline 4 no longer reads ${name} (Cline 3 did: variant v3).`, st.value.size));
  }
}
