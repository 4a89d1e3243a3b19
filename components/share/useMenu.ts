"use client";
/**
 * A menu button's behaviour (WAI-ARIA menu button): the button opens the menu (click, or ArrowDown),
 * focus goes to the current item or the first, arrows, Home and End move it, Escape closes and gives
 * focus back to the button, Tab and a click outside close. The Examples menu and the toolbar's action
 * menus share it. A menu with a filter box beside it (the Examples gallery) passes `onType`: a letter
 * typed in the menu goes to the box, and the popover that holds both counts as inside.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

export function useMenu(refocusDeps: readonly unknown[] = [], onType?: (key: string) => void) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = items();
    (list.find((el) => el.getAttribute("aria-current") === "true") ?? list[0] ?? menuRef.current)?.focus();
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      const box = popoverRef.current ?? menuRef.current;
      if (!box?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
    // Items that arrive later (a list loaded on opening) take the focus when they come.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what refocuses the menu
  }, [open, ...refocusDeps]);

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === "ArrowDown") go(at + 1);
    else if (e.key === "ArrowUp") go(at - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(list.length - 1);
    else if (e.key === "Escape") close(true);
    else if (e.key === "Tab") return setOpen(false);
    // A letter, not Space: Space still activates the focused item.
    else if (onType && /^\S$/u.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) onType(e.key);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const buttonProps = {
    ref: buttonRef,
    type: "button" as const,
    "aria-haspopup": "menu" as const,
    "aria-expanded": open,
    "aria-controls": open ? menuId : undefined,
    onClick: () => setOpen((o) => !o),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === "ArrowDown" && !open) {
        e.preventDefault();
        setOpen(true);
      }
    },
  };
  const menuProps = { ref: menuRef, id: menuId, role: "menu" as const, tabIndex: -1, onKeyDown: onMenuKeyDown };
  return { open, close, menuId, buttonProps, menuProps, popoverRef };
}
