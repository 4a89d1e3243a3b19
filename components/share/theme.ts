/** Light, dark or the system's choice: class `dark` on <html>, the choice kept in localStorage. */
export type ThemeChoice = "system" | "light" | "dark";
export const THEME_KEY = "rulescope:theme";
const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];

export function isThemeChoice(v: unknown): v is ThemeChoice {
  return typeof v === "string" && (THEME_CHOICES as readonly string[]).includes(v);
}

export function readThemeChoice(): ThemeChoice {
  try {
    const v = window.localStorage.getItem(THEME_KEY);
    return isThemeChoice(v) ? v : "system";
  } catch {
    return "system";
  }
}

export function storeThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === "system") window.localStorage.removeItem(THEME_KEY);
    else window.localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage is unavailable: the choice lasts for this page only.
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;
}

/** Apply a choice: `dark` or `light` class on <html> (the light one lets CSS pin color-scheme). */
export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === "dark" || (choice === "system" && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.classList.toggle("light", !dark);
  root.dataset.theme = choice;
}
