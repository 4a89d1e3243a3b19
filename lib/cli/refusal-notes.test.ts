import { describe, expect, it } from "vitest";
import { MAX_REFUSAL_NOTES, refusalNotes } from "./refusal-notes";

const refusals = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    path: `/t/${i}.md`,
    message: `/t/${i}.md points outside the checked tree; Rulescope does not read it`,
  }));

describe("refusalNotes", () => {
  it("names each refused path in a warning, as a sentence", () => {
    expect(refusalNotes(refusals(2))).toEqual([
      {
        level: "warning",
        code: "read-refused",
        path: "/t/0.md",
        message: "/t/0.md points outside the checked tree; Rulescope does not read it.",
      },
      {
        level: "warning",
        code: "read-refused",
        path: "/t/1.md",
        message: "/t/1.md points outside the checked tree; Rulescope does not read it.",
      },
    ]);
  });

  it(`names at most MAX_REFUSAL_NOTES (${MAX_REFUSAL_NOTES}), then counts the rest`, () => {
    expect(refusalNotes(refusals(MAX_REFUSAL_NOTES))).toHaveLength(MAX_REFUSAL_NOTES);
    const over = refusalNotes(refusals(MAX_REFUSAL_NOTES + 5));
    expect(over).toHaveLength(MAX_REFUSAL_NOTES + 1);
    expect(over.at(-2)?.path).toBe(`/t/${MAX_REFUSAL_NOTES - 1}.md`);
    expect(over.at(-1)).toEqual({
      level: "warning",
      code: "read-refused",
      message: "5 more paths were refused the same way; the trace (--json) lists every probe.",
    });
    expect(refusalNotes(refusals(MAX_REFUSAL_NOTES + 1)).at(-1)?.message).toBe(
      "1 more path was refused the same way; the trace (--json) lists every probe.",
    );
  });
});
