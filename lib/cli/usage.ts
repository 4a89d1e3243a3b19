/** Bad usage: reported as a sentence with exit code 2, never a stack trace. */
import { parseArgs, type ParseArgsConfig } from "node:util";

export class UsageError extends Error {}

/** `internal`: Rulescope itself failed; as usage, 2, so a crash never reads as "findings found" (1). */
export const EXIT = { ok: 0, failed: 1, usage: 2, internal: 2 } as const;

type Options = NonNullable<ParseArgsConfig["options"]>;

/** node:util parseArgs, strict, with its errors turned into a UsageError naming the command. */
export function parseCommand<O extends Options>(
  command: string,
  args: string[],
  options: O,
): ReturnType<typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: true }>> {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (e) {
    const message = e instanceof Error ? e.message.replace(/\. To specify a positional argument.*$/s, ".") : String(e);
    throw new UsageError(`${message} Run "rulescope ${command} --help" for the options.`);
  }
}

/** Split a repeated `NAME=value` flag; the name must not be empty. */
export function splitAssignment(flag: string, raw: string): [string, string] {
  const eq = raw.indexOf("=");
  if (eq <= 0) throw new UsageError(`${flag} expects NAME=value, but got "${raw}".`);
  return [raw.slice(0, eq), raw.slice(eq + 1)];
}
