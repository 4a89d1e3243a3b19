"use client";
/**
 * The tree's context menu (right click, or the context-menu key / Shift+F10 on a row): make the
 * folder the working directory or the home, rename, delete. Each item names its key. Escape, a click
 * elsewhere or a choice closes it, and the focus goes back to the row.
 */
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";

export type TreeCommand = "rename" | "delete" | "cwd" | "home";

const ITEMS: readonly { command: TreeCommand; label: string; keys: string }[] = [
  { command: "cwd", label: "Set as working directory", keys: "Alt+W" },
  { command: "home", label: "Set as home directory", keys: "Alt+H" },
  { command: "rename", label: "Rename", keys: "F2" },
  { command: "delete", label: "Delete", keys: "Delete" },
];

export function TreeMenu({
  at,
  onCommand,
  onClose,
}: {
  at: { path: string; x: number; y: number };
  onCommand(command: TreeCommand, path: string): void;
  onClose(): void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const away = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [onClose]);
  const move = (by: number) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    items[(i + by + items.length) % items.length]?.focus();
  };
  // In a portal: the Files panel contains its paint, which would clip a fixed menu to the panel.
  return createPortal(
    <div
      ref={menu}
      role="menu"
      aria-label={`Actions for ${at.path}`}
      style={{ left: at.x, top: at.y }}
      className="fixed z-50 min-w-56 rounded-md border border-zinc-200 bg-white p-1 font-sans shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === "Escape") onClose();
        else if (e.key === "ArrowDown") move(1);
        else if (e.key === "ArrowUp") move(-1);
        else return;
        e.preventDefault();
      }}
    >
      {ITEMS.map((item) => (
        <button
          key={item.command}
          type="button"
          role="menuitem"
          className="flex w-full justify-between gap-4 rounded px-2 py-1 text-left text-sm hover:bg-zinc-100 focus:bg-sky-50 focus:outline-none dark:hover:bg-zinc-800 dark:focus:bg-sky-950"
          onClick={() => {
            onClose();
            onCommand(item.command, at.path);
          }}
        >
          <span>{item.label}</span>
          <kbd className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{item.keys}</kbd>
        </button>
      ))}
    </div>,
    document.body,
  );
}
