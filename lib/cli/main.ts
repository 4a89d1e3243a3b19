/**
 * Entry point of the `rulescope` command (bin/rulescope.mjs runs it through tsx; so does
 * `npm run rulescope`). Sets the exit code rather than calling process.exit, so output is flushed.
 */
import { run } from "./run";

process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  // `rulescope ... | head` closes the pipe early: not an error worth a trace.
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = run(process.argv.slice(2), {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
});
