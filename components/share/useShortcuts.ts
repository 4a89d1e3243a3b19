"use client";
/** Page-wide keys: Ctrl/Cmd+S shares, Ctrl/Cmd+Enter focuses the composed prompt, ? opens the help. */
import { useEffect } from "react";
import { useLatest } from "../useLatest";
import { isTypingTarget } from "./shortcuts";

/** The <pre> of the region named "Composed prompt" (found by its accessible name, as users find it). */
function focusComposedPrompt(): boolean {
  for (const region of document.querySelectorAll<HTMLElement>("section[aria-labelledby]")) {
    const heading = document.getElementById(region.getAttribute("aria-labelledby") ?? "");
    if (heading?.textContent?.trim() !== "Composed prompt") continue;
    const pre = region.querySelector("pre");
    if (!pre) return false;
    if (!pre.hasAttribute("tabindex")) pre.tabIndex = -1;
    pre.focus();
    pre.scrollIntoView({ block: "nearest" });
    return document.activeElement === pre;
  }
  return false;
}

export function useShortcuts(handlers: { share(): void; help(): void }): void {
  const latest = useLatest(handlers);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      if (mod && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "s") {
        e.preventDefault();
        latest.current.share();
      } else if (mod && e.key === "Enter") {
        if (focusComposedPrompt()) e.preventDefault();
      } else if (e.key === "?" && !mod && !e.altKey && !isTypingTarget(e.target) && !document.querySelector("dialog[open]")) {
        e.preventDefault();
        latest.current.help();
      }
    };
    // Capture phase: the editor must not swallow Ctrl/Cmd+S before the page sees it.
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [latest]);
}
