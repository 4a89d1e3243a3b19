"use client";
/**
 * The tree's folders and files for suggestions and checks. Typing in the editor gives a new `files`
 * object on every keystroke without changing its paths, so the lists are rebuilt only when the paths
 * (or folder flags) change.
 */
import { useRef } from "react";
import { onlyTextChangedSince } from "@/lib/scenario/edit";
import type { Scenario } from "@/lib/scenario/types";
import { samePaths, treeLists, type TreeLists } from "./session-edits";

export type { TreeLists };

export function useTreeLists(files: Scenario["files"]): TreeLists {
  const cache = useRef<{ files: Scenario["files"]; paths: string[]; lists: TreeLists } | null>(null);
  const c = cache.current;
  if (c !== null && (c.files === files || onlyTextChangedSince(c.files, files) || samePaths(c.paths, files))) {
    c.files = files;
    return c.lists;
  }
  cache.current = { files, paths: Object.keys(files), lists: treeLists(files) };
  return cache.current.lists;
}
