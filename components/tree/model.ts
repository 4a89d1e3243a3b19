/**
 * The tree view's model: Scenario files as nested folders, flattened into the rows an expanded tree
 * shows. Only names and kinds matter here, so typing in a file does not rebuild it (see useTreeModel).
 */
import type { FileEntry, Scenario } from "@/lib/scenario/types";
import { formatCount } from "../format";

export type Mark = "symlink" | "binary" | "unreadable" | "empty";

export interface TreeNode {
  path: string;
  name: string;
  isDir: boolean;
  marks: Mark[];
  /** Symlink target, for its description. */
  target?: string;
  children: TreeNode[];
  /** Files at any depth below a folder. */
  files: number;
}

export interface TreeRow {
  node: TreeNode;
  level: number;
  posinset: number;
  setsize: number;
  /** A "show more" row standing for `hidden` children of `node`'s parent folder. */
  more?: { folder: string; hidden: number };
}

/** Children shown per folder before a "show more" row; a 10,000-file folder should not stall the page. */
const CHILDREN_SHOWN = 500;

function marksOf(entry: FileEntry): { marks: Mark[]; target?: string; isDir: boolean } {
  if (typeof entry === "string") return { marks: [], isDir: false };
  if (entry.dir) return { marks: [], isDir: true };
  const marks: Mark[] = [];
  if (entry.symlink !== undefined) marks.push("symlink");
  if (entry.base64 !== undefined) marks.push("binary");
  if (entry.unreadable) marks.push("unreadable");
  return { marks, target: entry.symlink, isDir: false };
}

/** Shared by every file node (they have no marks and no children): 100,000 files, 200,000 fewer arrays. */
const NONE: never[] = [];

export function buildTree(files: Scenario["files"]): TreeNode {
  const root: TreeNode = { path: "/", name: "/", isDir: true, marks: [], children: [], files: 0 };
  const nodes = new Map<string, TreeNode>([["/", root]]);
  const folder = (path: string): TreeNode => {
    const found = nodes.get(path);
    if (found) {
      if (!found.isDir) Object.assign(found, { isDir: true, marks: [], children: [] });
      return found;
    }
    const cut = path.lastIndexOf("/");
    const parent = folder(cut <= 0 ? "/" : path.slice(0, cut));
    const node: TreeNode = { path, name: path.slice(cut + 1), isDir: true, marks: [], children: [], files: 0 };
    parent.children.push(node);
    nodes.set(path, node);
    return node;
  };
  for (const raw in files) {
    if (!Object.hasOwn(files, raw)) continue;
    const entry = files[raw];
    const path = raw.length > 1 && raw.endsWith("/") ? raw.replace(/\/+$/, "") : raw;
    if (typeof entry === "object" && entry.dir) {
      folder(path);
      continue;
    }
    if (nodes.has(path)) continue;
    const { marks, target } = typeof entry === "string" ? { marks: NONE, target: undefined } : marksOf(entry);
    const cut = path.lastIndexOf("/");
    const parent = folder(cut <= 0 ? "/" : path.slice(0, cut));
    const node: TreeNode = { path, name: path.slice(cut + 1), isDir: false, marks, target, children: NONE, files: 0 };
    parent.children.push(node);
    nodes.set(path, node);
  }
  const finish = (n: TreeNode): number => {
    if (!n.isDir) return 1;
    n.children.sort((a, b) => (a.isDir !== b.isDir ? (a.isDir ? -1 : 1) : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    let count = 0;
    for (const c of n.children) count += finish(c);
    n.files = count;
    if (n.children.length === 0 && n.path !== "/") n.marks = ["empty"];
    return n.files;
  };
  finish(root);
  return root;
}

/** The rows an expanded-folders set shows, in order, with ARIA level/position data. */
export function visibleRows(root: TreeNode, expanded: ReadonlySet<string>, showAll: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (folder: TreeNode, level: number) => {
    const limit = showAll.has(folder.path) ? Infinity : CHILDREN_SHOWN;
    const shown = folder.children.slice(0, limit);
    const hidden = folder.children.length - shown.length;
    const setsize = shown.length + (hidden > 0 ? 1 : 0);
    shown.forEach((node, i) => {
      rows.push({ node, level, posinset: i + 1, setsize });
      if (node.isDir && expanded.has(node.path)) walk(node, level + 1);
    });
    if (hidden > 0) rows.push({ node: folder, level, posinset: setsize, setsize, more: { folder: folder.path, hidden } });
  };
  walk(root, 1);
  return rows;
}

/** Folders from "/" down to the one holding `path` (exclusive of `path` itself). */
export function foldersAbove(path: string): string[] {
  const out: string[] = [];
  for (let i = path.indexOf("/", 1); i > 0; i = path.indexOf("/", i + 1)) out.push(path.slice(0, i));
  return out;
}

export function describeNode(node: TreeNode, cwd: string): string {
  const parts: string[] = [];
  if (node.isDir)
    parts.push(node.marks.includes("empty") ? "empty folder" : `folder, ${formatCount(node.files)} ${node.files === 1 ? "file" : "files"}`);
  if (node.marks.includes("symlink")) parts.push(`symbolic link to ${node.target}`);
  if (node.marks.includes("binary")) parts.push("binary file, not editable");
  if (node.marks.includes("unreadable")) parts.push("unreadable: the agent cannot read it");
  if (node.path === cwd) parts.push("working directory");
  return parts.join("; ");
}
