"use client";
import { useRef } from "react";
import { onlyTextChangedSince } from "@/lib/scenario/edit";
import type { FileEntry, Scenario } from "@/lib/scenario/types";
import { buildTree, type TreeNode } from "./model";

type Files = Scenario["files"];

/**
 * The tree for `files`, rebuilt only when names or kinds change: editing a file's text (every
 * keystroke) keeps the same tree object, so the rows do not re-render.
 */
export function useTreeModel(files: Files): TreeNode {
  const cache = useRef<{ files: Files; tree: TreeNode } | null>(null);
  const c = cache.current;
  if (c && (c.files === files || onlyTextChangedSince(c.files, files) || sameShape(c.files, files))) {
    cache.current = { files, tree: c.tree };
    return c.tree;
  }
  const tree = buildTree(files);
  cache.current = { files, tree };
  return tree;
}

function kind(e: FileEntry): string {
  if (typeof e === "string") return "f";
  return `${e.dir ? "d" : e.symlink !== undefined ? `l${e.symlink}` : e.base64 !== undefined ? "b" : "f"}${e.unreadable ? "u" : ""}`;
}

/** Same paths with the same kinds (text edits change neither). No allocation per entry. */
export function sameShape(a: Files, b: Files): boolean {
  let n = 0;
  for (const k in b) {
    n++;
    const x = a[k];
    const y = b[k];
    if (x === undefined) return false;
    if (x === y || (typeof x === "string" && typeof y === "string")) continue;
    if (kind(x) !== kind(y)) return false;
  }
  for (const k in a) if (--n < 0 || !(k in b)) return false;
  return n === 0;
}
