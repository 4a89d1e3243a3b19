"use client";
/**
 * The file tree (ARIA tree pattern): one tab stop, arrows move, Right/Left open and close folders or
 * step in and out, Home/End jump, Enter/Space activate, typing a letter jumps to the next name with it.
 * F2 and Delete ask the actions bar to rename or delete the current item; Alt+W and Alt+H make its
 * folder the working or home directory. A right click (or Shift+F10) opens the same as a menu.
 */
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { describeNode, visibleRows, type TreeNode } from "./model";
import dynamic from "next/dynamic";
import type { TreeCommand } from "./TreeMenu";
import { TreeRowItem } from "./TreeRowItem";

export interface TreeViewProps {
  tree: TreeNode;
  expanded: ReadonlySet<string>;
  showAll: ReadonlySet<string>;
  active: string | undefined;
  cwd: string;
  openFile: string | undefined;
  /** Make `path` the current item; for a file, open it; `toggle` also opens/closes a folder. */
  onActivate(path: string, isDir: boolean, toggle: boolean): void;
  onExpand(path: string, open: boolean): void;
  onShowAll(folder: string): void;
  /** A command on `path` (default: the active item). */
  onCommand(command: TreeCommand, path?: string): void;
  /** Per rule file, what the current agent (`agent`) makes of it. */
  badges?: ReadonlyMap<string, string>;
  agent?: string;
}

/** Memoised: the Files panel re-renders on every keystroke, the tree only when what it shows changes. */
export const TreeView = memo(function TreeView(props: TreeViewProps) {
  const { tree, expanded, showAll, active, cwd, openFile, onActivate, onExpand, onShowAll, onCommand, badges, agent } = props;
  const baseId = useId();
  const rows = useMemo(() => visibleRows(tree, expanded, showAll), [tree, expanded, showAll]);
  const indexOf = useMemo(() => new Map(rows.map((r, i) => [r.more ? `more:${r.more.folder}` : r.node.path, i])), [rows]);
  const focusNext = useRef<string | null>(null);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const activeIndex = active !== undefined ? (indexOf.get(active) ?? -1) : -1;
  const tabIndex = activeIndex >= 0 ? activeIndex : 0;

  useEffect(() => {
    if (focusNext.current === null) return;
    const i = indexOf.get(focusNext.current);
    focusNext.current = null;
    if (i !== undefined) document.getElementById(`${baseId}-${i}`)?.focus();
  });

  const pick = useCallback(
    (path: string, more: boolean) => {
      if (more) return onShowAll(path);
      const row = rowsRef.current.find((r) => !r.more && r.node.path === path);
      if (row) onActivate(path, row.node.isDir, true);
    },
    [onActivate, onShowAll],
  );

  const moveTo = (i: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, i))];
    if (!row) return;
    if (row.more) {
      focusNext.current = `more:${row.more.folder}`;
      document.getElementById(`${baseId}-${indexOf.get(focusNext.current)}`)?.focus();
      focusNext.current = null;
      return;
    }
    focusNext.current = row.node.path;
    onActivate(row.node.path, row.node.isDir, false);
  };

  const menu = useTreeMenu(onCommand);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const focusedId = (e.target as HTMLElement).id;
    const at = focusedId.startsWith(`${baseId}-`) ? Number(focusedId.slice(baseId.length + 1)) : tabIndex;
    const row = rows[at];
    if (!row) return;
    // By code, not key: Alt+letter types another character on some keyboards (macOS).
    const alt = e.altKey && !e.ctrlKey && !e.metaKey ? ({ KeyW: "cwd", KeyH: "home" } as const)[e.code as "KeyW" | "KeyH"] : undefined;
    if (alt && !row.more) {
      e.preventDefault();
      return onCommand(alt, row.node.path);
    }
    if ((e.key === "ContextMenu" || (e.key === "F10" && e.shiftKey)) && menu.openAt(e.target as HTMLElement)) return e.preventDefault();
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
    if (treeKey(e.key, plain, { rows, at, expanded, indexOf, moveTo, onExpand, pick, onCommand })) e.preventDefault();
  };

  return (
    <div role="tree" aria-label="Files" onKeyDown={onKeyDown} onContextMenu={menu.onContextMenu} className="flex flex-col font-mono">
      {rows.map((r, i) => (
        <TreeRowItem
          key={r.more ? `more:${r.more.folder}` : r.node.path}
          id={`${baseId}-${i}`}
          path={r.more ? r.more.folder : r.node.path}
          name={r.node.name}
          isDir={r.node.isDir}
          expanded={expanded.has(r.node.path)}
          level={r.level}
          posinset={r.posinset}
          setsize={r.setsize}
          selected={!r.more && r.node.path === active}
          tabbable={i === tabIndex}
          isCwd={!r.more && r.node.path === cwd}
          isOpen={!r.more && r.node.path === openFile}
          marks={r.more ? NO_MARKS : r.node.marks}
          badge={r.more ? undefined : badges?.get(r.node.path)}
          description={r.more ? "" : withBadge(describeNode(r.node, cwd), badges?.get(r.node.path), agent)}
          hidden={r.more?.hidden}
          onPick={pick}
        />
      ))}
      {rows.length === 0 && <p className="text-sm text-zinc-500">No files yet: add one or upload a folder.</p>}
      {menu.element}
    </div>
  );
});

// Loaded on the first right click: no part of the first paint.
const TreeMenu = dynamic(() => import("./TreeMenu").then((m) => m.TreeMenu), { ssr: false });

/** The context menu's state: opened on a row by a right click or a key, closed back to that row. */
function useTreeMenu(onCommand: TreeViewProps["onCommand"]) {
  const [menu, setMenu] = useState<{ path: string; x: number; y: number; row: string } | null>(null);
  const close = useCallback(() => {
    setMenu((m) => {
      if (m) document.getElementById(m.row)?.focus();
      return null;
    });
  }, []);
  const open = (row: HTMLElement, x: number, y: number) => {
    const path = row.getAttribute("data-path");
    if (path === null || row.getAttribute("aria-label")?.startsWith("Show ")) return false;
    setMenu({ path, x, y, row: row.id });
    return true;
  };
  return {
    onContextMenu(e: MouseEvent<HTMLDivElement>) {
      const row = (e.target as HTMLElement).closest<HTMLElement>("[role=treeitem]");
      if (row && open(row, e.clientX, e.clientY)) e.preventDefault();
    },
    openAt(row: HTMLElement) {
      const box = row.getBoundingClientRect();
      return open(row, box.left + 24, box.bottom);
    },
    element: menu && <TreeMenu at={menu} onCommand={onCommand} onClose={close} />,
  };
}

/** What the tree's keyboard handling needs: where the focus is, and what it may do. */
interface KeyContext {
  rows: ReturnType<typeof visibleRows>;
  at: number;
  expanded: ReadonlySet<string>;
  indexOf: ReadonlyMap<string, number>;
  moveTo(i: number): void;
  onExpand(path: string, open: boolean): void;
  pick(path: string, more: boolean): void;
  /** A command on `path` (default: the active item). */
  onCommand(command: TreeCommand, path?: string): void;
}

/** One key on the focused row, by the ARIA tree pattern; false when the key is not the tree's. */
function treeKey(key: string, plain: boolean, k: KeyContext): boolean {
  const { rows, at, expanded, indexOf, moveTo } = k;
  const row = rows[at];
  const node = row.node;
  switch (key) {
    case "ArrowDown":
      moveTo(at + 1);
      return true;
    case "ArrowUp":
      moveTo(at - 1);
      return true;
    case "Home":
      moveTo(0);
      return true;
    case "End":
      moveTo(rows.length - 1);
      return true;
    case "ArrowRight":
      if (row.more || !node.isDir) return true;
      if (!expanded.has(node.path)) k.onExpand(node.path, true);
      else if (node.children.length > 0) moveTo(at + 1);
      return true;
    case "ArrowLeft": {
      if (!row.more && node.isDir && expanded.has(node.path)) {
        k.onExpand(node.path, false);
        return true;
      }
      const parent = row.more ? row.more.folder : node.path.slice(0, node.path.lastIndexOf("/"));
      const pi = indexOf.get(parent);
      if (pi !== undefined) moveTo(pi);
      return true;
    }
    case "Enter":
    case " ":
      k.pick(row.more ? row.more.folder : node.path, !!row.more);
      return true;
    case "F2":
      k.onCommand("rename");
      return true;
    case "Delete":
      k.onCommand("delete");
      return true;
    default: {
      if (key.length !== 1 || !plain) return false;
      // Type-ahead: the next row whose name starts with the letter, wrapping round.
      const ch = key.toLowerCase();
      for (let n = 1; n <= rows.length; n++) {
        const r = rows[(at + n) % rows.length];
        if (!r.more && r.node.name.toLowerCase().startsWith(ch)) {
          moveTo((at + n) % rows.length);
          return true;
        }
      }
      return true;
    }
  }
}

const NO_MARKS: readonly never[] = [];

function withBadge(description: string, badge: string | undefined, agent: string | undefined): string {
  if (!badge) return description;
  const status = `${agent ?? "the agent"}: ${badge}`;
  return description ? `${description}; ${status}` : status;
}
