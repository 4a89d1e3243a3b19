/** Where the commands write, and how they read a scenario file (or stdin, "-"). */
import { readFileSync } from "node:fs";

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export type ReadJson = { ok: true; value: unknown } | { ok: false; error: string };

const READ_ERRORS: Record<string, string> = {
  ENOENT: "there is no such file",
  EISDIR: "it is a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
};

/** Read and parse a JSON file; failures are sentences naming the file. */
export function readJsonFile(file: string): ReadJson {
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (e) {
    const code = (e as { code?: string }).code ?? "";
    return { ok: false, error: `Cannot read ${file}: ${READ_ERRORS[code] ?? (code || "an unknown error")}.` };
  }
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, "")) };
  } catch (e) {
    return { ok: false, error: `${file} is not valid JSON: ${e instanceof Error ? e.message : String(e)}.` };
  }
}
