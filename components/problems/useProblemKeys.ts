"use client";
/**
 * F8 and Shift+F8, as in VS Code: the next or previous finding of the check opens in the editor at
 * its line. Inside Monaco the keys stay Monaco's (its own markers of the open file).
 */
import { useEffect, useRef } from "react";
import type { Finding } from "@/lib/check/types";
import { useLatest } from "../useLatest";

/** The finding `step` places from `current` (wrapping round); -1 before the first press. */
export function stepFinding(count: number, current: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

export function useProblemKeys(findings: readonly Finding[] | null, open: (path: string, line: number) => void): void {
  const latest = useLatest({ findings, open });
  const at = useRef(-1);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "F8" || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest(".monaco-editor")) return;
      const list = latest.current.findings ?? [];
      if (list.length === 0) return;
      e.preventDefault();
      at.current = stepFinding(list.length, at.current, e.shiftKey ? -1 : 1);
      const f = list[at.current];
      latest.current.open(f.path, f.line ?? 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [latest]);
}
