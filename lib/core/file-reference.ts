/**
 * Whether an `@word` an agent took for an import was meant as one: a path (`./x`, `../x`, `~/x`, `/x`)
 * or a file name with an extension (`AGENTS.md`, `docs/style.md`). A handle in a list of maintainers
 * (`@arendjr](https://github.com/arendjr)`), a package scope (`@types/node`) or a decorator is not,
 * and saying that "the import" is missing would be noise: the agent keeps the text, nothing is lost.
 */
export function meantAsFile(written: string): boolean {
  const path = written.replace(/[#?].*$/, "");
  if (path.includes("](") || path.includes("://")) return false;
  return /^(?:\.{1,2}\/|~\/|\/)/.test(path) || /\.[A-Za-z0-9]{1,10}$/.test(path);
}
