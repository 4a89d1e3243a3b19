"use client";
import { useCallback, useSyncExternalStore } from "react";

/** One live list per query: matchMedia() builds a new one per call, and React reads it on every render. */
const lists = new Map<string, MediaQueryList>();
function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/** Whether a CSS media query matches now; false while prerendering. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = listFor(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query).matches,
    () => false,
  );
}
