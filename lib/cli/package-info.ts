/** The installed package itself: its version and the check pages it ships (docs/checks/, in package.json `files`). */
import { existsSync, readFileSync } from "node:fs";
import { dirname as realDirname, join as realJoin } from "node:path";
import { fileURLToPath } from "node:url";

/** The package's own folder (source tree or bundle), for the docs pages SARIF embeds. */
function packageRoot(): string {
  let dir = realDirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(realJoin(dir, "package.json"))) return dir;
    dir = realDirname(dir);
  }
  return dir;
}

export function docsReader(): (code: string) => string | null {
  const root = packageRoot();
  return (code) => {
    try {
      return readFileSync(realJoin(root, "docs", "checks", `${code}.md`), "utf8");
    } catch {
      return null;
    }
  };
}

/** package.json's `homepage` (where the playground and its check pages are published), if set. */
export function packageHomepage(): string | undefined {
  try {
    const home = (JSON.parse(readFileSync(realJoin(packageRoot(), "package.json"), "utf8")) as { homepage?: unknown }).homepage;
    return typeof home === "string" && /^https:\/\//.test(home) ? home : undefined;
  } catch {
    return undefined;
  }
}

export function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(realJoin(packageRoot(), "package.json"), "utf8")) as { version?: string }).version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}
