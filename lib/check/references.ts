/**
 * Links in rule text that lead nowhere: Cursor's `mdc:` links (workspace-relative) and relative
 * Markdown links (relative to the file, `/x` to the root, as GitHub renders them). No agent fails on
 * one, but the model is sent to a file that is not there, and the rule that leans on it says less than
 * its author meant. Read per loaded rule file, once; fenced code and code spans are skipped.
 */
import { proseLines } from "../core/markdown-code";
import { dirname, isWithin, join, normalize } from "../core/paths";
import type { FsPort } from "../fs/port";
import { finding, type TextCache } from "./findings";
import type { Run } from "./runs";
import { isLoaded } from "../types";
import type { Identity } from "./identity";
import type { Finding } from "./types";
import { NOT_INSTRUCTIONS } from "../source-layers";

/** Rule texts scanned for links at most (longer ones are budget findings anyway). */
const MAX_SCANNED = 1 << 20;

const LINK = /(?:\[([^\]]*))?\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;
/** Link text that shows how to write a link (`[link text](/some/page)`): an example, not a reference. */
const PLACEHOLDER = /^\s*(?:link[ -]?text|text|title|label|anchor text|display text|description)\s*$/i;
const MDC = /\bmdc:([^\s)\]>"'`]+)/g;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LOCATION = /:\d+(?::\d+)?$/;

interface Reference {
  target: string;
  line: number;
  /** Where the target is resolved from. */
  base: "file" | "root";
}

/** The links of a Markdown text that name local files, with their lines. */
function localReferences(text: string): Reference[] {
  const out: Reference[] = [];
  for (const { index: i, line: raw } of proseLines(text)) {
    const line = raw.replace(/(`+)[^`]*?\1/g, "");
    // `mdc:https://…` (often mangled to `https:/`) is a web link written with Cursor's prefix: no file of the tree.
    for (const m of line.matchAll(MDC)) if (!URL_SCHEME.test(m[1])) out.push({ target: m[1], line: i + 1, base: "root" });
    for (const m of line.matchAll(LINK)) {
      if (m[1] !== undefined && PLACEHOLDER.test(m[1])) continue;
      // `src/app.ts:42` (or `:42:7`) is a place in a file, as editors link it: the file is what must exist.
      const dest = m[2].replace(LOCATION, "");
      // A URL with a scheme, an anchor, a template, an email: not a file of the tree.
      if (URL_SCHEME.test(dest) || dest.startsWith("#") || dest.startsWith("//") || /[{}$*<>|]/.test(dest)) continue;
      out.push({ target: dest, line: i + 1, base: dest.startsWith("/") ? "root" : "file" });
    }
  }
  return out;
}

const clean = (target: string): string => {
  const path = target.replace(/[?#].*$/, "");
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** Dead references in the rule files the declared agents load, one finding per file and line. */
export function deadReferenceFindings(root: string, runs: Run[], fs: FsPort, texts: TextCache, id: Identity): Finding[] {
  const out: Finding[] = [];
  const readers = new Map<string, string[]>();
  for (const r of runs)
    for (const s of r.resolution.sources) {
      if (!isLoaded(s) || NOT_INSTRUCTIONS.has(s.layer) || !isWithin(s.path, root)) continue;
      const file = id.of(s.path);
      if (!isWithin(file, root)) continue;
      const agents = readers.get(file) ?? [];
      if (!agents.includes(r.agent)) agents.push(r.agent);
      readers.set(file, agents);
    }
  for (const [file, agents] of readers) {
    const text = texts.get(file);
    if (text === null || text.length > MAX_SCANNED) continue;
    // Per line, every dead link on it: one finding.
    const dead = new Map<number, string[]>();
    for (const ref of localReferences(text)) {
      const rel = clean(ref.target);
      if (rel === "" || rel === "/") continue;
      const fromRoot = normalize(join(root, rel.replace(/^\/+/, "")));
      // A relative link counts as dead only when it leads nowhere from the file and from the root: how an
      // agent resolves a link in a rules folder is not documented, and authors write both.
      const tries = ref.base === "root" ? [fromRoot] : [normalize(join(dirname(file), rel)), fromRoot];
      // Outside the tree (../../ past the root) is not the tree's to judge.
      if (tries.some((t) => !isWithin(t, root) || fs.stat(t).ok)) continue;
      const shown = ref.base === "root" && !ref.target.startsWith("/") ? `mdc:${ref.target}` : ref.target;
      const list = dead.get(ref.line) ?? [];
      if (!list.includes(shown)) list.push(shown);
      dead.set(ref.line, list);
    }
    for (const [line, targets] of dead) {
      const named = targets.join(", ");
      out.push(
        finding(
          "reference-dead",
          { agent: agents[0] },
          file,
          `Line ${line} links to ${named}, and no such file is in the tree (from this file's folder or from the root): ${agents.join(", ")} send${agents.length === 1 ? "s" : ""} the link, and the model that follows it finds nothing.`,
          {
            agents,
            line,
            headline: `Line ${line} links to ${targets.length === 1 ? `${named}, which does not exist` : `files that do not exist: ${named}`}`,
          },
        ),
      );
    }
  }
  return out;
}
