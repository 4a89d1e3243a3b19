/**
 * Finding rule files: every file below one `.cursor/rules` folder, recursively ("organize rules in
 * folders", docs), in code-unit order. Files with the rule extension are candidates; `.md` files are
 * candidates too in the `md-rules` variant and otherwise reported as ignored. Symlinked folders are
 * walked once (a loop cannot trap the walk); dangling or looping links are reported, not thrown.
 */
import { basename, dirname, join } from "../../core/paths";
import type { FsPort } from "../../fs/port";
import { FOLDER_RULE_FILE, MAX_WALK_ENTRIES, MD_EXT, RULE_EXT } from "./facts";

export type Found =
  | { kind: "rule"; path: string; name: string }
  | { kind: "ignored-md"; path: string; size: number }
  | { kind: "broken"; path: string; reason: string };

/** The name `@name` reaches: file name without extension; a folder's RULE.md is named after the folder. */
function ruleName(path: string): string {
  const file = basename(path);
  if (file === FOLDER_RULE_FILE) return basename(dirname(path));
  return file.replace(/\.(mdc|md)$/, "");
}

export function walkRulesDir(fs: FsPort, rulesDir: string, readMd: boolean): { found: Found[]; capped: boolean } {
  const found: Found[] = [];
  const seen = new Set<string>();
  let left = MAX_WALK_ENTRIES;
  const walk = (dir: string): void => {
    const real = fs.realpath(dir);
    if (!real.ok || seen.has(real.value)) return;
    seen.add(real.value);
    const names = fs.readdir(dir);
    if (!names.ok) return;
    for (const name of names.value) {
      if (left-- <= 0) return;
      const p = join(dir, name);
      const isRule = name.endsWith(RULE_EXT) || (readMd && name.endsWith(MD_EXT));
      const st = fs.stat(p);
      if (!st.ok) {
        if (isRule || name.endsWith(MD_EXT))
          found.push({
            kind: "broken",
            path: p,
            reason:
              st.code === "ELOOP"
                ? "It is a symlink loop, so it cannot be read and is skipped."
                : st.code === "ENOENT"
                  ? "It is a symlink to nothing (dangling), so it is skipped."
                  : `It cannot be read (${st.code}), so it is skipped.`,
          });
        continue;
      }
      if (st.value.kind === "dir") walk(p);
      else if (st.value.kind !== "file") continue;
      else if (isRule) found.push({ kind: "rule", path: p, name: ruleName(p) });
      else if (name.endsWith(MD_EXT)) found.push({ kind: "ignored-md", path: p, size: st.value.size });
    }
  };
  const st = fs.stat(rulesDir);
  if (st.ok && st.value.kind === "dir") walk(rulesDir);
  return { found, capped: left < 0 };
}
