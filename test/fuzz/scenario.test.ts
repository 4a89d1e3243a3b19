/**
 * Fuzz: scenario JSON (the CLI's scenario files, Open scenario, the body of every permalink) through
 * validateScenario, and the tree built from what it accepts. Hostile JSON never throws; every problem
 * has a path and a message with nothing raw in it; depth and size end in one clear error; nothing is
 * added to Object.prototype. See fuzz-config.ts for seeds and runs.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../../lib/fs/memfs";
import { AGENT_IDS } from "../../lib/resolve";
import { MAX_FILE_ENTRIES, MAX_LISTED_PROBLEMS, MAX_NAME_BYTES, MAX_PATH_BYTES, MAX_SCENARIO_SIZE } from "../../lib/scenario/limits";
import { validateScenario, type ValidationResult } from "../../lib/scenario/validate";
import { fuzzParams, fuzzTimeout, prototypeKeys, RAW_CONTROL } from "./fuzz-config";
import { deepValue, hostileScenario, hostileValue, oneHostilePart, ownObject } from "./hostile";

const PROTOTYPE = prototypeKeys();
const utf8 = (s: string) => new TextEncoder().encode(s).length;

/** What every validation result must be, whatever the input. */
function checkResult(r: ValidationResult): void {
  const list = r.ok ? r.warnings : r.problems;
  expect(list.length).toBeLessThanOrEqual(MAX_LISTED_PROBLEMS);
  for (const p of list) {
    expect(["error", "warning"]).toContain(p.level);
    expect(typeof p.path === "string" && p.path.length > 0, JSON.stringify(p)).toBe(true);
    expect(typeof p.message === "string" && p.message.length > 0, JSON.stringify(p)).toBe(true);
    expect(RAW_CONTROL.test(p.path) || RAW_CONTROL.test(p.message), `raw control character in ${JSON.stringify(p)}`).toBe(false);
    expect(/\p{Cs}/u.test(p.path) || /\p{Cs}/u.test(p.message), `unpaired surrogate in ${JSON.stringify(p)}`).toBe(false);
  }
  if (r.ok) expect(list.every((p) => p.level === "warning")).toBe(true);
  else expect(list.some((p) => p.level === "error")).toBe(true);
  expect(prototypeKeys()).toBe(PROTOTYPE);
}

/** An accepted scenario keeps every bound, and its tree builds without a throw. */
function checkAccepted(r: ValidationResult): void {
  if (!r.ok) return;
  const keys = Object.keys(r.scenario.files);
  expect(keys.length).toBeLessThanOrEqual(MAX_FILE_ENTRIES);
  for (const k of keys) {
    expect(k.startsWith("/") && !k.includes("\0") && !/\p{Cs}/u.test(k), k).toBe(true);
    expect(utf8(k)).toBeLessThanOrEqual(MAX_PATH_BYTES);
    for (const name of k.split("/")) expect(utf8(name)).toBeLessThanOrEqual(MAX_NAME_BYTES);
  }
  const built = buildMemfs(r.scenario.files);
  for (const p of built.problems) expect(p.path.length > 0 && p.message.length > 0).toBe(true);
  // Accepted means it goes through JSON and back (what a link or a saved file does).
  expect(validateScenario(JSON.parse(JSON.stringify(r.scenario)), AGENT_IDS).ok).toBe(true);
}

describe("fuzz: validateScenario on hostile JSON", () => {
  it(
    "never throws; every problem has a path and a message, nothing raw; no prototype pollution",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            { weight: 5, arbitrary: hostileScenario },
            { weight: 5, arbitrary: oneHostilePart },
            { weight: 1, arbitrary: hostileValue },
            { weight: 1, arbitrary: fc.anything() },
          ),
          (raw) => {
            const r = validateScenario(raw, AGENT_IDS);
            checkResult(r);
            checkAccepted(r);
          },
        ),
        fuzzParams(),
      );
    },
    fuzzTimeout(15),
  );

  it(
    "the same scenarios read as JSON text (JSON.parse makes __proto__ an own key) end the same way",
    () => {
      fc.assert(
        fc.property(fc.oneof(hostileScenario, oneHostilePart), (raw) => {
          let text: string;
          try {
            text = JSON.stringify(raw);
          } catch {
            return; // 50,000 levels: JSON.stringify itself overflows; the text door is tested below
          }
          const r = validateScenario(JSON.parse(text), AGENT_IDS);
          checkResult(r);
          checkAccepted(r);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(15),
  );

  it(
    "deep nesting ends in one clear error naming the bound, at any depth past 64",
    () => {
      fc.assert(
        fc.property(deepValue, fc.constantFrom("config", "env", "session", "ui", "files", "mcp"), (deep, where) => {
          const r = validateScenario(
            ownObject([
              ["version", 1],
              ["agent", "codex"],
              ["cwd", "/"],
              ["files", {}],
              [where, ownObject([["x", deep]])],
            ]),
          );
          checkResult(r);
          const tooDeep = !r.ok && r.problems.some((p) => p.message.includes("nested more than 64 levels deep"));
          // Depth of the scenario: 1 (root) + 1 (the field) + 1 (x's object) ... computed by walking down.
          let depth = 2;
          for (let v: unknown = deep; typeof v === "object" && v !== null; v = Array.isArray(v) ? v[0] : (v as Record<string, unknown>).k)
            depth++;
          expect(tooDeep).toBe(depth > 64);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(10),
  );
});

describe("fuzz: huge scenarios end in a clear error", () => {
  // Built once: a string past the size bound, and a files map past the entry bound.
  const huge = "x".repeat(MAX_SCENARIO_SIZE);
  const many: Record<string, string> = {};
  for (let i = 0; i <= MAX_FILE_ENTRIES; i++) many[`/r/${i}`] = "";

  it(
    "past the size or entry bounds, wherever the bulk sits",
    () => {
      fc.assert(
        fc.property(fc.constantFrom("prompt", "config", "files", "env", "many"), hostileScenario, (where, base) => {
          const s = base as Record<string, unknown>;
          const raw =
            where === "many"
              ? { ...s, version: 1, files: many }
              : { ...s, version: 1, [where]: where === "prompt" ? huge : ownObject([["/big", huge]]) };
          const r = validateScenario(raw, AGENT_IDS);
          checkResult(r);
          expect(r.ok).toBe(false);
          // The first bound met ends the check: the bulk's, or a deep part of the rest.
          const bound = where === "many" ? /has 150,001 entries/ : /larger than 96 MiB/;
          if (!r.ok)
            expect(r.problems.map((p) => p.message).join("\n")).toMatch(new RegExp(`${bound.source}|nested more than 64 levels deep`));
        }),
        fuzzParams(0.05),
      );
    },
    fuzzTimeout(400, 0.05),
  );
});
