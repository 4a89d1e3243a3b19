/**
 * Tree edits at the scenario level: the file edit itself (lib/scenario/edit.ts) plus what must follow
 * it so the session stays coherent (selection, working directory and context paths move with a
 * rename; a delete drops them or falls back to the nearest folder left).
 */
import { isWithin, normalize } from "@/lib/core/paths";
import { addFile, addFolder, checkName, entryExists, listDirs, listFiles, remove, rename } from "@/lib/scenario/edit";
import type { Scenario } from "@/lib/scenario/types";

export type EditOutcome = { ok: true; scenario: Scenario; path?: string } | { ok: false; message: string };

function childPath(folder: string, name: string): string {
  return normalize(`${folder}/${name}`);
}

function nameProblem(files: Scenario["files"], folder: string, name: string): string | null {
  const bad = checkName(name);
  if (bad) return bad;
  const path = childPath(folder, name);
  if (entryExists(files, path)) return `${path} already exists.`;
  return null;
}

export function createEntry(s: Scenario, folder: string, name: string, kind: "file" | "folder"): EditOutcome {
  const problem = nameProblem(s.files, folder, name);
  if (problem) return { ok: false, message: problem };
  const path = childPath(folder, name);
  return { ok: true, path, scenario: { ...s, files: kind === "file" ? addFile(s.files, path) : addFolder(s.files, path) } };
}

const moved = (p: string, from: string, to: string) => (isWithin(p, from) ? to + normalize(p).slice(from.length) : p);

export function renameEntry(s: Scenario, from: string, name: string): EditOutcome {
  const bad = checkName(name);
  if (bad) return { ok: false, message: bad };
  const to = childPath(from.slice(0, from.lastIndexOf("/")) || "/", name);
  const r = rename(s.files, from, to);
  if (!r.ok) return r;
  const selected = s.ui?.selectedFile;
  return {
    ok: true,
    path: to,
    scenario: {
      ...s,
      files: r.files,
      cwd: moved(s.cwd, from, to),
      ...(s.contextPaths ? { contextPaths: s.contextPaths.map((p) => moved(p, from, to)) } : {}),
      ...(s.openFiles ? { openFiles: s.openFiles.map((p) => moved(p, from, to)) } : {}),
      ...(s.ui ? { ui: { ...s.ui, selectedFile: selected === undefined ? undefined : moved(selected, from, to) } } : {}),
    },
  };
}

/** Files a delete of `path` removes (1 for a file). */
export function filesBelow(files: Scenario["files"], path: string): number {
  return listFiles(files).filter((f) => isWithin(f, path)).length;
}

export function deleteEntry(s: Scenario, path: string): EditOutcome {
  const files = remove(s.files, path);
  const dirs = new Set(listDirs(files));
  let cwd = s.cwd;
  if (isWithin(cwd, path)) while (!dirs.has(cwd)) cwd = cwd.slice(0, cwd.lastIndexOf("/")) || "/";
  const selected = s.ui?.selectedFile;
  return {
    ok: true,
    scenario: {
      ...s,
      files,
      cwd,
      ...(s.contextPaths ? { contextPaths: s.contextPaths.filter((p) => !isWithin(p, path)) } : {}),
      ...(s.openFiles ? { openFiles: s.openFiles.filter((p) => !isWithin(p, path)) } : {}),
      ...(s.ui ? { ui: { ...s.ui, selectedFile: selected !== undefined && isWithin(selected, path) ? undefined : selected } } : {}),
    },
  };
}
