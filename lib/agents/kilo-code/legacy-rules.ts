/**
 * kilocode/rules-migrator.ts `discoverRules(cwd)`, as config.ts `loadLegacyConfigs` uses it: the
 * `.md` files directly in ~/.kilo/rules and ~/.kilocode/rules, then in <cwd>/.kilo/rules and
 * <cwd>/.kilocode/rules (a name already taken in the same pair is skipped), then <cwd>/.kilocoderules.
 * They become the first `instructions` entries (the lowest config layer). Mode folders
 * (.kilo/rules-{mode}) are collected apart and config.ts does not send them.
 */
import { join } from "../../core/paths";
import type { SourceLayer } from "../../source-layers";
import type { ProfileContext } from "../base";
import type { Walk } from "./candidates";
import { CONFIG_DIRS, KNOWN_MODES, LEGACY_RULE_FILE, RULE_DIRS, RULE_EXT, UNREAD_LEGACY, modeRuleDir } from "./facts";

/** findMarkdownFiles(): readdir with file types; regular files (not links) whose name ends in ".md" (case-sensitive). */
function markdownFiles(ctx: ProfileContext, walk: Walk, dir: string, layer: SourceLayer): string[] {
  const st = ctx.fs.stat(dir);
  if (!st.ok || st.value.kind !== "dir") return [];
  const names = ctx.fs.readdir(dir);
  if (!names.ok) return [];
  const out: string[] = [];
  for (const n of names.value) {
    const p = join(dir, n);
    const l = ctx.fs.lstat(p);
    if (!l.ok || !n.endsWith(RULE_EXT)) continue;
    if (l.value.kind === "file") out.push(p);
    else if (l.value.kind === "symlink")
      walk.note(p, layer, "unmatched", "Skipped: Kilo lists its rule folder by entry type, and a symlink is not a regular file.");
  }
  return out;
}

/** One pair of rule folders: a file name counts once, from the first folder that has it. */
function pair(ctx: ProfileContext, walk: Walk, dirs: string[], layer: SourceLayer): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const dir of dirs)
    for (const p of markdownFiles(ctx, walk, dir, layer)) {
      const name = p.slice(p.lastIndexOf("/") + 1);
      const first = seen.get(name);
      if (first) walk.note(p, layer, "shadowed", `Shadowed: ${first} has the same name, and Kilo reads one rule file per name.`);
      else {
        seen.set(name, p);
        out.push(p);
      }
    }
  return out;
}

/** Mode folders and old Roo/Cline names: shown as not read, so a user sees why. */
function unread(ctx: ProfileContext, walk: Walk): void {
  const { cwd } = ctx.input;
  for (const mode of KNOWN_MODES)
    for (const prefix of CONFIG_DIRS)
      for (const p of markdownFiles(ctx, walk, join(cwd, modeRuleDir(prefix, mode)), "mode"))
        walk.note(
          p,
          "mode",
          "unmatched",
          `Not sent: Kilo collects ${prefix}/rules-${mode} apart from its instructions, and the loader read does not add them to the prompt.`,
        );
  for (const name of UNREAD_LEGACY)
    if (walk.exists(join(cwd, name), "legacy")) {
      walk.note(join(cwd, name), "legacy", "unmatched", `Not read: Kilo reads only ${LEGACY_RULE_FILE} of the old single-file rules.`);
      ctx.diag({
        level: "info",
        code: "legacy-agent-md",
        path: join(cwd, name),
        message: `Kilo no longer reads ${name}; move its text to .kilo/rules/.`,
      });
    }
}

/** The legacy rule paths, in Kilo's order. */
export function legacyRules(ctx: ProfileContext, walk: Walk): { path: string; layer: SourceLayer }[] {
  const { cwd, home } = ctx.input;
  const global = pair(
    ctx,
    walk,
    RULE_DIRS.map((d) => join(home, d)),
    "global-rule",
  ).map((path) => ({ path, layer: "global-rule" as const }));
  const project = pair(
    ctx,
    walk,
    RULE_DIRS.map((d) => join(cwd, d)),
    "rule",
  ).map((path) => ({ path, layer: "rule" as const }));
  const legacy = join(cwd, LEGACY_RULE_FILE);
  const file = walk.isFile(legacy) ? [{ path: legacy, layer: "legacy" as const }] : [];
  if (file.length > 0)
    ctx.diag({
      level: "info",
      code: "deprecated-name",
      path: legacy,
      message: `${LEGACY_RULE_FILE} is a legacy rule file; Kilo still reads it but suggests .kilo/rules/.`,
    });
  unread(ctx, walk);
  return [...global, ...project, ...file];
}
