/**
 * The Scenario type is derived from the zod schema. These checks run in `tsc` (the @ts-expect-error
 * lines fail the type check if the error goes away) and at run time (what validation hands back).
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { SessionInput } from "../agents/base";
import type { FileEntry, McpClient, Scenario } from "./types";
import { validateScenario } from "./validate";

describe("Scenario type, from the zod schema", () => {
  it("has the schema's fields and types", () => {
    expectTypeOf<Scenario["version"]>().toEqualTypeOf<1>();
    expectTypeOf<Scenario["agent"]>().toEqualTypeOf<string>();
    expectTypeOf<Scenario["files"]>().toEqualTypeOf<Record<string, FileEntry>>();
    expectTypeOf<Scenario["env"]>().toEqualTypeOf<Record<string, string> | undefined>();
    expectTypeOf<McpClient>().toEqualTypeOf<{ name: string; status: string }>();
    expectTypeOf<NonNullable<Scenario["ui"]>["compare"]>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<SessionInput["home"]>().toEqualTypeOf<string>();
    expectTypeOf<SessionInput["session"]>().toEqualTypeOf<NonNullable<Scenario["session"]>>();
  });

  it("names only known keys in code, though validation lets unknown ones through with a warning", () => {
    const base = { version: 1, agent: "codex", files: {}, cwd: "/r" } as const;
    // @ts-expect-error a misspelt key is a compile error
    const typo: Scenario = { ...base, contextPath: ["/r/a.md"] };
    // @ts-expect-error so is one inside session
    const inner: Scenario = { ...base, session: { modle: "x" } };
    expect([typo, inner]).toHaveLength(2);
    const r = validateScenario({ ...base, later: true, session: { later: 1 } });
    expect(r.ok && r.warnings.map((w) => w.path)).toEqual(["later", "session.later"]);
  });
});
