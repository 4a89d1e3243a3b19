"use client";
/**
 * Whether the page is dark: a `dark` (or `light`) class on <html> wins, as the theme switch sets it;
 * otherwise the system preference. Monaco styles itself, so it must be told.
 */
import { useSyncExternalStore } from "react";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function isDark(): boolean {
  const classes = document.documentElement.classList;
  if (classes.contains("dark")) return true;
  if (classes.contains("light")) return false;
  return window.matchMedia(DARK_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener("change", onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => {
    media.removeEventListener("change", onChange);
    observer.disconnect();
  };
}

export function usePageDark(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
