import { expect } from "vitest";
import type { Resolution } from "../lib/types";
import type { Fixture } from "./fixture-format";

/** Assert a Resolution meets a fixture's hand-written expectations. */
export function checkFixture(res: Resolution, fx: Fixture): void {
  const e = fx.expect;
  expect(res.diagnostics.filter((d) => d.code === "internal-error")).toEqual([]);
  if (e.prompt !== undefined) expect(res.prompt).toBe(e.prompt);
  for (const s of e.contains ?? []) expect(res.prompt).toContain(s);
  for (const s of e.excludes ?? []) expect(res.prompt).not.toContain(s);
  for (const [path, status] of Object.entries(e.statuses ?? {})) {
    const found = res.sources.filter((s) => s.path === path).map((s) => s.status);
    expect(found, `status of ${path}`).toContain(status);
  }
  if (e.included)
    expect(res.sources.filter((s) => s.status === "included" || s.status === "truncated").map((s) => s.path)).toEqual(e.included);
  for (const code of e.diagnostics ?? []) expect(res.diagnostics.map((d) => d.code)).toContain(code);
}
