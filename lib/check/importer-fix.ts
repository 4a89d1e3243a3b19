/** The fix that gives an agent a file it misses: a new file of its own in that folder, importing it. */
import { findProfile } from "../agents";
import { basename, dirname, isWithin, join } from "../core/paths";
import type { FsPort } from "../fs/port";
import type { Run } from "./runs";
import type { Fix } from "./types";

/**
 * The one agent that misses `path` reads a file of its own in that folder that can import it
 * (folderImport: CLAUDE.md) and there is none: the fix is that file, holding the import line. Only
 * where the agent reads that file from `cwd` (its folder is the cwd or above it: a CLAUDE.md in
 * .github/ is not read from the root). Not when any entry has that name (a file, a link), nor for
 * two agents.
 */
export function importerToCreate(path: string, cwd: string, missing: Run[], fs: FsPort): Fix | undefined {
  if (missing.length !== 1 || !isWithin(cwd, dirname(path))) return undefined;
  const importer = findProfile(missing[0].agent)?.folderImport;
  if (!importer) return undefined;
  const at = join(dirname(path), importer.file);
  if (fs.lstat(at).ok) return undefined;
  const line = `${importer.prefix}${basename(path)}`;
  return { kind: "create", description: `Create ${importer.file} here with the line ${line}`, path: at, text: `${line}\n` };
}
