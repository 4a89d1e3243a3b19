"use client";
/**
 * A toolbar menu of actions ("Export", "Open"): a button that opens a short list of menu items. Items
 * close the menu and then act; what they open (a dialog, a file picker) lives outside the menu, so it
 * stays when the menu closes.
 */
import type { ReactNode } from "react";
import { useMenu } from "./useMenu";
import { TOOL_BUTTON } from "./styles";

export interface MenuAction {
  label: string;
  /** A sentence shown on hover: what the action does. */
  title?: string;
  run(): void;
}

const ITEM =
  "block w-full rounded-md px-3 py-1.5 text-left text-sm text-zinc-800 hover:bg-zinc-100 focus:bg-sky-50 focus:outline-none dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus:bg-sky-950";

/** A menu button and its menu (shown while open): the frame the toolbar's menus share. */
export function MenuFrame({
  label,
  menu,
  menuClass,
  header,
  children,
}: {
  label: string;
  menu: ReturnType<typeof useMenu>;
  menuClass: string;
  /** Shown above the menu in one popover (a filter box): outside the menu, which holds items only. */
  header?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <button {...menu.buttonProps} className={TOOL_BUTTON}>
        {label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {menu.open && !header && (
        <div {...menu.menuProps} aria-label={label} className={menuClass}>
          {children}
        </div>
      )}
      {menu.open && header && (
        <div ref={menu.popoverRef} className={menuClass}>
          {header}
          <div {...menu.menuProps} aria-label={label}>
            {children}
          </div>
        </div>
      )}
    </div>
  );
}

export function ActionMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  const menu = useMenu();
  return (
    <MenuFrame
      label={label}
      menu={menu}
      menuClass="absolute top-full left-0 z-30 mt-1 w-60 rounded-lg border border-zinc-200 bg-white p-1 shadow-xl dark:border-zinc-700 dark:bg-zinc-900"
    >
      {actions.map((a) => (
        <button
          key={a.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          title={a.title}
          className={ITEM}
          onClick={() => {
            menu.close(true);
            a.run();
          }}
        >
          {a.label}
        </button>
      ))}
    </MenuFrame>
  );
}
