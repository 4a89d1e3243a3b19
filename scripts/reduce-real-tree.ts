/**
 * `tsx scripts/reduce-real-tree.ts <checkout> <owner/name> <commit> <license> <out.json>`: a real
 * repository reduced to what `rulescope check` reads, for test/fixtures/real/. Rule files (as the
 * check's own survey finds them, and files a rule-named link points to) keep their text; links stay links;
 * every other file is an empty placeholder, all of them in a tree of up to 3,000 files, else the
 * first three of each folder, so globs and links see the tree's shape without any of its code.
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { PROFILES } from "../lib/agents";
import { atMarker, survey } from "../lib/check/runs";
import { nodeFs } from "../lib/cli/node-fs";
import { SharedWork } from "../lib/core/shared-work";

const [dir, repo, commit, license, out] = process.argv.slice(2);
if (!out) throw new Error("usage: reduce-real-tree.ts <checkout> <owner/name> <commit> <license> <out.json>");

const SKIP = new Set([".git", "node_modules"]);
const MAX_TEXT = 256 * 1024;

const all: string[] = [];
const walk = (d: string) => {
  for (const name of readdirSync(d).sort()) {
    if (SKIP.has(name)) continue;
    const p = join(d, name);
    const st = lstatSync(p);
    if (st.isDirectory()) walk(p);
    else all.push(relative(dir, p));
  }
};
walk(dir);

/** Skills, commands and subagents load on demand, not as rules: their text is not needed. */
const ON_DEMAND = /(^|\/)(skills|commands|agents)\//;
// What a rule file is, as the check itself decides: a name some agent looks for, a file some agent
// considers from the root, or a file at an agent's marker (.cursor/rules/, .continue/...).
const port = nodeFs({ allow: [dir] });
const found = survey({ fs: port, root: dir, home: join(dir, ".no-home") }, SharedWork.over(port));
const markers = PROFILES.flatMap((p) => p.markers);
const named = (rel: string) =>
  found.ruleNames.has(rel.split("/").pop()!) || found.considered.has(join(dir, rel)) || markers.some((m) => atMarker(rel, m));
// A link named as a rule file (CLAUDE.md -> CONTRIBUTING.md) makes its target one.
const linkedRules = new Set<string>();
for (const rel of all) {
  const p = join(dir, rel);
  if (named(rel) && lstatSync(p).isSymbolicLink()) linkedRules.add(relative(dir, join(dirname(p), readlinkSync(p))));
}
const isRule = (rel: string) => linkedRules.has(rel) || (named(rel) && !ON_DEMAND.test(rel));
// Paths the rule texts name (a link, a glob for one file) stay as placeholders however large the tree.
let ruleText = "";
for (const rel of all) {
  const p = join(dir, rel);
  if (isRule(rel) && !lstatSync(p).isSymbolicLink() && lstatSync(p).size <= MAX_TEXT) ruleText += readFileSync(p, "utf8") + "\n";
}
const named_ = (rel: string) => ruleText.includes(rel);
const perFolder = new Map<string, number>();
const files: Record<string, string | { symlink: string }> = {};
for (const rel of all) {
  const p = join(dir, rel);
  if (lstatSync(p).isSymbolicLink()) {
    files[rel] = { symlink: readlinkSync(p) };
    continue;
  }
  if (isRule(rel) && lstatSync(p).size <= MAX_TEXT) {
    const text = readFileSync(p, "utf8");
    if (!text.includes("\u0000")) {
      files[rel] = text;
      continue;
    }
  }
  const folder = rel.includes("/") ? rel.slice(0, rel.lastIndexOf("/")) : ".";
  const n = perFolder.get(folder) ?? 0;
  perFolder.set(folder, n + 1);
  if (all.length <= 3_000 || n < 3 || named_(rel)) files[rel] = "";
}
const trimmed =
  all.length <= 3_000
    ? "Rule files (names and folders agents read, files a rule-named link points to, and the agents' configs; not skills, commands or subagents) keep their text and links stay links; every other file is an empty placeholder."
    : "Rule files (names and folders agents read, files a rule-named link points to, and the agents' configs; not skills, commands or subagents) keep their text and links stay links; of every other folder's files, the first three (by name) are kept as empty placeholders and so is every path a rule's text names, so globs and links see the tree's shape.";
writeFileSync(out, JSON.stringify({ repo, commit, license, trimmed, files }, null, 0) + "\n");
console.log(`${Object.keys(files).length} of ${all.length} files kept in ${out}`);
