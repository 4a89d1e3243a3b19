/**
 * Sentences that name paths as the repository does. The profiles' reasons and the check's messages
 * carry absolute paths (in CI the runner's, `/home/runner/work/...`); what a reader is shown, what a
 * headline is cut at and what a fingerprint is taken from must not depend on where the tree sits.
 */

/** Rewrites the root's absolute paths in a sentence as repository-relative ones ("." for the root itself). */
export function relativizer(root: string): (s: string) => string {
  if (root === "/") return (s) => s;
  // The root where a path starts (not inside /home/repo when the root is /repo), then a slash (a path
  // below it) or the end of the path (a space, punctuation, the end).
  const rootAt = new RegExp(
    `(?<=^|[\\s("'\`\u2018[])${root.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:(/)|(?=$|[\\s,;:)'"\u2019]|\\.(?:\\s|$)))`,
    "g",
  );
  return (s) => s.replace(rootAt, (_m, slash: string) => (slash === "/" ? "" : "."));
}
