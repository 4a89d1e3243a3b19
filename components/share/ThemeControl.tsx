"use client";
import { useEffect, useState } from "react";
import { applyTheme, isThemeChoice, readThemeChoice, storeThemeChoice, type ThemeChoice } from "./theme";

// Short words: the select sits in the workbench's one-row top bar (its name, Theme, says what they are).
const LABELS: Record<ThemeChoice, string> = { system: "Auto", light: "Light", dark: "Dark" };

/** Theme: light, dark, or follow the system (and keep following it when it changes). */
export function ThemeControl() {
  // Prerendered as "system"; the stored choice is read after hydration.
  const [choice, setChoice] = useState<ThemeChoice>("system");

  useEffect(() => {
    setChoice(readThemeChoice());
  }, []);

  useEffect(() => {
    applyTheme(choice);
    if (choice !== "system" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [choice]);

  return (
    <select
      aria-label="Theme"
      value={choice}
      onChange={(e) => {
        const next = e.target.value;
        if (!isThemeChoice(next)) return;
        storeThemeChoice(next);
        setChoice(next);
      }}
      className="rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 dark:border-zinc-700 dark:bg-zinc-900"
    >
      {(Object.keys(LABELS) as ThemeChoice[]).map((c) => (
        <option key={c} value={c}>
          {LABELS[c]}
        </option>
      ))}
    </select>
  );
}
