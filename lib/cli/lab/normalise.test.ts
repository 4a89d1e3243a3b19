import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalise, NORMALISATIONS } from "./normalise";

describe("the lab's normalisations", () => {
  it("take the temporary folder off absolute paths, as given and as its real path, and nothing else", () => {
    const place = { root: "/tmp/link-lab", realRoot: "/private/tmp/lab" };
    const text = "# AGENTS.md instructions for /private/tmp/lab/w/a\n/tmp/link-lab/w/b\n/tmp/other/w\n/private/tmp/lab";
    expect(normalise(text, place)).toBe("# AGENTS.md instructions for /w/a\n/w/b\n/tmp/other/w\n/private/tmp/lab");
  });

  it("are each listed in docs/lab.md", () => {
    const doc = readFileSync(new URL("../../../docs/lab.md", import.meta.url), "utf8");
    for (const n of NORMALISATIONS) expect(doc).toContain(`\`${n.id}\``);
  });
});
