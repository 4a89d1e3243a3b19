/**
 * How shareable a link of a given length is. Chat tools cut long messages (Discord: 2,000 characters)
 * and Chrome's address bar stops at about 32K characters (docs/architecture.md "Permalinks and persistence").
 */
export const CHAT_LIMIT = 2_000;
export const ADDRESS_BAR_LIMIT = 32_000;

export type LinkFit = "fine" | "long-for-chat" | "too-long";

export function linkFit(length: number): LinkFit {
  if (length > ADDRESS_BAR_LIMIT) return "too-long";
  if (length > CHAT_LIMIT) return "long-for-chat";
  return "fine";
}

/** Full URL for a fragment: the page's address without its old fragment, plus the new one. */
export function linkFor(href: string, fragment: string): string {
  const hash = href.indexOf("#");
  return (hash >= 0 ? href.slice(0, hash) : href) + fragment;
}
