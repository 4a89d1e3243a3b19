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
  return useShapeMemo(files, buildTree);
}

/** `compute(files)`, computed again only when the tree's shape may have changed (see shapeKept). */
export function useShapeMemo<T>(files: Files, compute: (files: Files) => T): T {
  const cache = useRef<{ files: Files; value: T } | null>(null);
  const c = cache.current;
  if (c && shapeKept(c.files, files)) {
    c.files = files;
    return c.value;
  }
  const value = compute(files);
  cache.current = { files, value };
  return value;
}

/**
 * `next` has the paths and kinds of `prev`: the same map, one setText made from it (asked first: no
 * key is compared), or, failing that, a comparison of every entry.
 */
export function shapeKept(prev: Files, next: Files): boolean {
  return prev === next || onlyTextChangedSince(prev, next) || sameShape(prev, next);
}

function kind(e: FileEntry): string {
  if (typeof e === "string") return "f";
  return `${e.dir ? "d" : e.symlink !== undefined ? `l${e.symlink}` : e.base64 !== undefined ? "b" : "f"}${e.unreadable ? "u" : ""}`;
}

/** Same paths with the same kinds (text edits change neither). No allocation per entry. */
function sameShape(a: Files, b: Files): boolean {
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
