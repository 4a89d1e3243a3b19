/**
 * What handlebars-rust does to a `{{value}}` (double-stash) in Zed's template: HTML escaping with its
 * default escape function (Zed's Templates::new registers no other). `{{{value}}}` is written as is.
 */
const ESCAPES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "&": "&amp;",
  "'": "&#x27;",
  "`": "&#x60;",
  "=": "&#x3D;",
};

export const escapeHtml = (s: string): string => s.replace(/[<>"&'`=]/g, (c) => ESCAPES[c]);
