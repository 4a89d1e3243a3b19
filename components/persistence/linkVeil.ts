/**
 * The veil a link's page opens under (app/layout.tsx sets `data-opening="link"` on <html> before first
 * paint): lifted once the link's scenario has been read and its first answer shown, or the link turned
 * out not to open (the default example and a notice then show, as they should).
 */
export function linkVeilUp(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.opening === "link";
}

export function liftLinkVeil(): void {
  if (typeof document !== "undefined") delete document.documentElement.dataset.opening;
}
