/**
 * `rulescope link` hands out only links that open: what it prints is decoded again with the decoder's
 * own caps, and a scenario the page would refuse is an error (exit 1) with a sentence.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_INFLATED_BYTES } from "../scenario/limits";
import { decodePermalink } from "../scenario/permalink";
import { linkCommand } from "./link-command";

const dir = mkdtempSync(join(tmpdir(), "rulescope-link-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function link(name: string, json: string) {
  const file = join(dir, name);
  writeFileSync(file, json);
  let out = "";
  let err = "";
  const code = linkCommand([file], { out: (t) => void (out += t), err: (t) => void (err += t) });
  return { code, out, err, file };
}

/** A scenario whose JSON text is exactly `bytes` long: one file's text fills it. */
function scenarioOfSize(bytes: number): string {
  const head = '{"version":1,"agent":"codex","cwd":"/r","files":{"/r/AGENTS.md":"';
  const tail = '"}}';
  return head + "rule ".repeat(bytes).slice(0, bytes - head.length - tail.length) + tail;
}

describe("rulescope link", () => {
  it("prints a link of a scenario of exactly 8 MiB of JSON, and that link opens", () => {
    const json = scenarioOfSize(MAX_INFLATED_BYTES);
    expect(Buffer.byteLength(json)).toBe(MAX_INFLATED_BYTES);
    const r = link("at-cap.json", json);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(decodePermalink(r.out.trim())).toMatchObject({ ok: true, scenario: JSON.parse(json) });
  });

  it("refuses one byte more with a sentence and exit 1, printing no link", () => {
    const r = link("over-cap.json", scenarioOfSize(MAX_INFLATED_BYTES + 1));
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe(
      `${r.file}: The scenario is 8.0 MiB as JSON (8,388,609 bytes); a link carries at most 8 MiB (8,388,608 bytes), so no link was made. Leave out large files, or share the scenario file itself.\n`,
    );
  });

  it("refuses a 9 MiB scenario (it used to print a link the page then refused)", () => {
    const r = link("nine.json", scenarioOfSize(9 * 1024 * 1024));
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toContain("The scenario is 9 MiB as JSON (9,437,184 bytes); a link carries at most 8 MiB");
  });

  it("refuses JSON nested 5,000 deep in words (it used to overflow the stack)", () => {
    const deep = `{"version":1,"agent":"codex","cwd":"/r","files":{},"config":{"x":${'{"a":'.repeat(5000)}0${"}".repeat(5000)}}}`;
    const r = link("deep.json", deep);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe(
      `${r.file} is not a valid scenario.\n  error: config.x.a.a.a.a.a.a.a.a.a…(64 levels in all).a: is nested more than 64 levels deep (objects and lists inside each other), more than Rulescope reads\n`,
    );
  });
});
