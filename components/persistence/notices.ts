/**
 * Page-level messages (a link that would not open, a draft to restore, a file that failed to load).
 * A tiny external store, so the persistence hook can raise them and the toolbar can show them without
 * either owning the other's state.
 */
import { useSyncExternalStore } from "react";

interface NoticeAction {
  label: string;
  run(): void;
}

export interface Notice {
  id: string;
  /** "problem" is announced as an alert; "info" politely. */
  tone: "problem" | "info";
  title: string;
  /** Further lines (shown as text, one per line). */
  detail?: string;
  actions?: NoticeAction[];
}

let notices: readonly Notice[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly Notice[]) {
  notices = next;
  for (const l of listeners) l();
}

/** Show a notice; one with the same id replaces the old one. */
export function showNotice(n: Notice): void {
  emit([...notices.filter((x) => x.id !== n.id), n]);
}

export function dismissNotice(id: string): void {
  if (notices.some((n) => n.id === id)) emit(notices.filter((n) => n.id !== id));
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const EMPTY: readonly Notice[] = [];

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => EMPTY,
  );
}
