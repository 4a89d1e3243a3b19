import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { piLab } from "../lib/agents/pi/lab";
import { checkVersion } from "./install";

const dir = mkdtempSync(join(tmpdir(), "rulescope-install-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in binary that prints its version on stderr only, as pi does. */
function stderrBin(): string {
  const bin = join(dir, "agent");
  writeFileSync(bin, "#!/bin/sh\necho 1.2.3 >&2\n");
  chmodSync(bin, 0o755);
  return bin;
}

describe("checking the installed binary's version", () => {
  it("reads it from stderr when the driver says so, and refuses the empty stdout otherwise", () => {
    const bin = stderrBin();
    expect(checkVersion(piLab, bin, "1.2.3")).toBe("1.2.3");
    const onStdout = { ...piLab, versionCommand: { args: ["--version"], prefix: "" } };
    expect(() => checkVersion(onStdout, bin, "1.2.3")).toThrow(/says it is ""/);
  });
});
