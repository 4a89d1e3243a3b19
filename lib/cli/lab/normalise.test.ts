import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalise, NORMALISATIONS } from "./normalise";

describe("the lab's normalisations", () => {
  it("take the temporary folder off absolute paths, as given and as its real path, and nothing else", () => {
    const place = { root: "/tmp/link-lab", realRoot: "/private/tmp/lab" };
    const text = "# AGENTS.md instructions for /private/tmp/lab/w/a\n/tmp/link-lab/w/b\n/tmp/other/w\n/private/tmp/lab";
    expect(normalise(text, place)).toBe("# AGENTS.md instructions for /w/a\n/w/b\n/tmp/other/w\n/private/tmp/lab");
  });

  it("mask the ISO date after each of the driver's marks, and no other date", () => {
    const place = { root: "/tmp/lab", realRoot: "/tmp/lab" };
    const text = "Today's date is 2026-12-01.\nToday's date is soon.\nwritten 2026-12-01\nToday's date is 2027-01-02.";
    expect(normalise(text, place, ["Today's date is "])).toBe(
      "Today's date is <date>.\nToday's date is soon.\nwritten 2026-12-01\nToday's date is <date>.",
    );
    expect(normalise(text, place)).toBe(text);
  });

  it("are each listed in docs/lab.md", () => {
    const doc = readFileSync(new URL("../../../docs/lab.md", import.meta.url), "utf8");
    for (const n of NORMALISATIONS) expect(doc).toContain(`\`${n.id}\``);
  });
});
