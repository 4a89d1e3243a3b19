/**
 * Entry point of the `rulescope` command. The published package runs the bundle built from it
 * (scripts/build-cli.mjs -> dist/rulescope.mjs); in the repository, bin/rulescope.mjs and
 * `npm run rulescope` run it through tsx. Sets the exit code rather than calling process.exit, so
 * output is flushed.
 */
import { run } from "./run";

process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  // `rulescope ... | head` closes the pipe early: not an error worth a trace.
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await run(process.argv.slice(2), {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
});
