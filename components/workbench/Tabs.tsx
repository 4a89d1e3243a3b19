"use client";
/**
 * A tab strip (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order. The panels are the caller's: each carries
 * role="tabpanel" with the id `tabPanelId(idPrefix, tab)`.
 */
import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabSpec<T extends string> {
  id: T;
  /** Its visible text is its name. */
  label: ReactNode;
}

export const tabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
const tabPanelId = (prefix: string, tab: string) => `${prefix}-panel-${tab}`;

export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  className = "",
}: {
  label: string;
  idPrefix: string;
  tabs: readonly TabSpec<T>[];
  /** null: none selected (a folded dock). */
  selected: T | null;
  onSelect(tab: T): void;
  className?: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const focusable = selected ?? tabs[0]?.id;
  const move = (e: KeyboardEvent, from: number) => {
    const last = tabs.length - 1;
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    onSelect(next.id);
    strip.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, next.id))}`)?.focus();
  };
  return (
    <div ref={strip} role="tablist" aria-label={label} className={`flex min-w-0 items-stretch gap-1 ${className}`}>
      {tabs.map((t, i) => {
        const on = t.id === selected;
        return (
          <button
            key={t.id}
            id={tabId(idPrefix, t.id)}
            type="button"
            role="tab"
            aria-selected={on}
            aria-controls={tabPanelId(idPrefix, t.id)}
            tabIndex={t.id === focusable ? 0 : -1}
            onClick={() => onSelect(t.id)}
            onKeyDown={(e) => move(e, i)}
            className={`flex items-center gap-1.5 border-b-2 px-3 py-1.5 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-sky-600 ${
              on
                ? "border-sky-600 font-semibold text-zinc-900 dark:border-sky-400 dark:text-zinc-100"
                : "border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
            }`}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

/** A tab's panel: kept mounted when not selected (its scroll and state survive), hidden from everyone. */
export function TabPanel({ idPrefix, tab, selected, children }: { idPrefix: string; tab: string; selected: boolean; children: ReactNode }) {
  return (
    <div
      id={tabPanelId(idPrefix, tab)}
      role="tabpanel"
      aria-labelledby={tabId(idPrefix, tab)}
      hidden={!selected}
      tabIndex={-1}
      className="min-h-0 flex-1 overflow-auto focus:outline-none"
    >
      {children}
    </div>
  );
}
