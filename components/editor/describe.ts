/**
 * What the editor shows for a path of the scenario: its text, or a one-line read-only explanation for
 * entries that are not editable text (a folder, a symlink, binary data, an unreadable file). Pure, so
 * the wording is unit-tested; the components only render the result as text.
 */
import { listDirs } from "../../lib/scenario/edit";
import type { FileEntry, Scenario } from "../../lib/scenario/types";
import { formatBytes } from "../../lib/core/bytes";

export type EditorView = { kind: "none" } | { kind: "text"; text: string } | { kind: "readonly"; message: string };

export function describeSelection(files: Scenario["files"], path: string | undefined): EditorView {
  if (path === undefined) return { kind: "none" };
  const entry: FileEntry | undefined = files[path];
  if (entry === undefined) {
    return listDirs(files).includes(path)
      ? { kind: "readonly", message: "folder: select a file inside it to edit" }
      : { kind: "readonly", message: "not in the tree any more" };
  }
  if (typeof entry === "string") return { kind: "text", text: entry };
  if (entry.dir) return { kind: "readonly", message: "folder: select a file inside it to edit" };
  if (entry.symlink !== undefined) return { kind: "readonly", message: `symlink to ${entry.symlink}: edit the target` };
  if (entry.base64 !== undefined) return { kind: "readonly", message: `binary file, ${formatBytes(base64Bytes(entry.base64))}` };
  if (entry.unreadable) {
    return { kind: "readonly", message: "unreadable file: agents get a permission error, so its text never reaches the prompt" };
  }
  return { kind: "text", text: entry.content ?? "" };
}

/** Decoded size of a base64 string, without decoding it. */
export function base64Bytes(b64: string): number {
  const s = b64.replace(/[^A-Za-z0-9+/=_-]/g, "");
  const padding = s.endsWith("==") ? 2 : s.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((s.length * 3) / 4) - padding);
}
