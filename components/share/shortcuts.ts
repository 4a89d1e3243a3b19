/**
 * The keyboard shortcuts, listed once: the help dialog shows this list. useShortcuts acts on the
 * page-wide ones, useProblemKeys on F8, the Files tree on its own.
 */
export const SHORTCUTS = [
  { keys: "Ctrl/Cmd + S", action: "Share: copy the link to this scenario" },
  { keys: "Ctrl/Cmd + Enter", action: "Focus the composed prompt" },
  { keys: "F8 / Shift + F8", action: "Open the next / previous problem in the editor" },
  { keys: "Alt + W / Alt + H", action: "In the Files tree: make the folder the working / home directory" },
  { keys: "Shift + F10", action: "In the Files tree: the row's menu" },
  { keys: "Esc", action: "Close a menu or dialog" },
  { keys: "?", action: "Show these shortcuts" },
] as const;

/** True when a key press is typing into a field (then `?` is just a character). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !["button", "checkbox", "radio", "file", "submit", "reset"].includes(target.type);
  return target.closest(".monaco-editor") !== null;
}
