/**
 * The links in rule text that name files of the tree, and the repository paths each can mean. No
 * agent opens them (an agent that follows a link as an import says so in its own diagnostics); the
 * model reads them as their form says:
 *
 * - `mdc:path` is Cursor's workspace-relative form: from the root.
 * - `[t](/path)` starts at the root, as GitHub renders it.
 * - `[t](./path)` and `[t](../path)` name their own folder: from the file's folder only.
 * - `[t](path)` is read from the file's folder (GitHub, VS Code) and, since rules in an agent's
 *   folder are often written with workspace paths, from the root too.
 *
 * Paths are worked out on repository-relative segments, so a link that climbs above the root is seen
 * as leaving the tree whatever folder the tree sits in; such a reading is dropped.
 */
import { proseLines } from "../core/markdown-code";

export interface Link {
  /** As written (with `mdc:` when so written), line by line in the message. */
  written: string;
  /** 1-based. */
  line: number;
  /** The repository-relative paths it can name, in order; empty when every reading leaves the tree. */
  readings: string[];
}

const LINK = /(?:\[([^\]]*))?\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;
/** Link text that shows how to write a link (`[link text](/some/page)`): an example, not a reference. */
const PLACEHOLDER = /^\s*(?:link[ -]?text|text|title|label|anchor text|display text|description)\s*$/i;
/** A target that stands for any file (`(link)`, `mdc:filename`, `path/to/file`): a template, not a reference (dotnet/aspire, maybe-finance/maybe). */
const PLACEHOLDER_TARGET = /^(?:\.\/)?(?:(?:link|url|uri|href|path|file|filename|target|\.\.\.|…)$|(?:some\/)?path\/to\/)/i;
/** A line that shows how a link is written ("Example: [x](mdc:...)", "e.g."): the links on it are examples. */
const EXAMPLE_LINE = /^\s*(?:[-*+]|\d+[.)])?\s*(?:\*\*|_)?(?:examples?\b|e\.g\.|for example\b)/i;
const MDC = /\bmdc:([^\s)\]>"'`]+)/g;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LOCATION = /:\d+(?::\d+)?$/;

/** `target` read from folder `from` (repository-relative, "" the root); null when it climbs above the root. */
function within(from: string, target: string): string | null {
  const out = from === "" ? [] : from.split("/");
  for (const seg of target.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg !== "..") out.push(seg);
    else if (out.length === 0) return null;
    else out.pop();
  }
  return out.join("/");
}

/** The path a link names: no query or anchor, percent-escapes decoded where they decode. */
function pathOf(target: string): string {
  const path = target.replace(/[?#].*$/, "");
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function readings(path: string, folder: string, fromRootOnly: boolean): string[] {
  const tries = fromRootOnly
    ? [within("", path)]
    : /^\.\.?\//.test(path)
      ? [within(folder, path)]
      : [within(folder, path), within("", path)];
  // The root itself is no file to miss.
  return [...new Set(tries.filter((t): t is string => t !== null && t !== ""))];
}

/**
 * The local links of a Markdown text in a file of folder `folder` (repository-relative), with the
 * paths each can name. Fenced code and code spans are skipped, as are URLs, anchors and templates.
 */
export function linksOf(text: string, folder: string): Link[] {
  const out: Link[] = [];
  const add = (written: string, target: string, line: number, fromRootOnly: boolean) => {
    const path = pathOf(target);
    if (path === "" || path === "/" || PLACEHOLDER_TARGET.test(path)) return;
    out.push({ written, line, readings: readings(path, folder, fromRootOnly) });
  };
  for (const { index: i, line: raw } of proseLines(text)) {
    if (EXAMPLE_LINE.test(raw)) continue;
    const line = raw.replace(/(`+)[^`]*?\1/g, "");
    // `mdc:https://…` (often mangled to `https:/`) is a web link written with Cursor's prefix: no file of the tree.
    for (const m of line.matchAll(MDC)) if (!URL_SCHEME.test(m[1])) add(`mdc:${m[1]}`, m[1], i + 1, true);
    for (const m of line.matchAll(LINK)) {
      if (m[1] !== undefined && PLACEHOLDER.test(m[1])) continue;
      // `src/app.ts:42` (or `:42:7`) is a place in a file, as editors link it: the file is what must exist.
      const dest = m[2].replace(LOCATION, "");
      // A URL with a scheme (mdc: was read above), an anchor, a template, an email: not a file of the tree.
      if (URL_SCHEME.test(dest) || dest.startsWith("#") || dest.startsWith("//") || /[{}$*<>|]/.test(dest)) continue;
      add(dest, dest, i + 1, dest.startsWith("/"));
    }
  }
  return out;
}
