/**
 * Runs a fuzz child (a TypeScript file under tsx) that reads one JSON input per stdin line and prints
 * JSON lines about them. A child that prints nothing for `stallMs` is killed and the input it was on
 * is reported: a hang inside a library cannot be stopped from the same thread, so it must be a child.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");

/** Every child line carries the index of its input; `done` marks an input finished. */
export interface ChildLine {
  index: number;
  done?: boolean;
}

export function runChild<L extends ChildLine>(
  script: string,
  inputs: string[],
  stallMs: number,
): Promise<{ lines: L[]; stalled: number | null }> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, script)], {
      cwd: ROOT,
      stdio: ["pipe", "pipe", "inherit"],
    });
    const lines: L[] = [];
    let buffer = "";
    let current = 0;
    let timer: NodeJS.Timeout;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        child.kill("SIGKILL");
        done({ lines, stalled: current });
      }, stallMs);
    };
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      buffer += d;
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = JSON.parse(buffer.slice(0, nl)) as L;
        buffer = buffer.slice(nl + 1);
        lines.push(line);
        current = line.done ? line.index + 1 : line.index;
        arm();
      }
    });
    child.on("error", failed);
    child.on("close", () => {
      clearTimeout(timer);
      done({ lines, stalled: null });
    });
    arm();
    for (const input of inputs) child.stdin.write(input + "\n");
    child.stdin.end();
  });
}
