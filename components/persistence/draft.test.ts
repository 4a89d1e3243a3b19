import { describe, expect, it } from "vitest";
import type { Scenario } from "../../lib/scenario/types";
import { clearDraft, DRAFT_KEY, jsonLengthAtLeast, MAX_DRAFT_CHARS, saveDraft } from "./draft";
import { readDraft } from "./restore";

class MemoryStorage implements Storage {
  map = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    if (v.length > this.quota) throw new DOMException("quota", "QuotaExceededError");
    this.map.set(k, v);
  }
}

const throwing = new Proxy({} as Storage, {
  get() {
    return () => {
      throw new DOMException("denied", "SecurityError");
    };
  },
});

const scenario: Scenario = { version: 1, agent: "codex", cwd: "/r", files: { "/r/AGENTS.md": "x" } };

describe("draft storage", () => {
  it("saves under a versioned key and reads back the scenario and time", () => {
    const s = new MemoryStorage();
    expect(saveDraft(s, scenario, 1234)).toBe("saved");
    expect(DRAFT_KEY).toMatch(/v1$/);
    expect(readDraft(s, ["codex"])).toEqual({ scenario, savedAt: 1234 });
    clearDraft(s);
    expect(readDraft(s)).toBeNull();
  });

  it("never throws: quota, blocked storage and missing storage come back as values", () => {
    const full = new MemoryStorage();
    full.quota = 10;
    expect(saveDraft(full, scenario, 1)).toBe("failed");
    expect(saveDraft(throwing, scenario, 1)).toBe("failed");
    expect(saveDraft(undefined, scenario, 1)).toBe("failed");
    expect(readDraft(throwing)).toBeNull();
    expect(() => clearDraft(throwing)).not.toThrow();
  });

  it("does not write a draft larger than storage can hold", () => {
    const s = new MemoryStorage();
    const big = { ...scenario, files: { "/r/big.md": "x".repeat(MAX_DRAFT_CHARS) } };
    expect(saveDraft(s, big, 1)).toBe("too-big");
    expect(s.length).toBe(0);
  });

  it("bounds the JSON's length from below without building it: keys and texts, not quotes or escapes", () => {
    const s: Scenario = {
      ...scenario,
      files: { "/r/a.md": 'say "hi"\n', "/r/b.bin": { base64: "AAEC" }, "/r/link": { symlink: "a.md" }, "/r/d": { dir: true } },
    };
    expect(jsonLengthAtLeast(s)).toBe(7 + 9 + 8 + 4 + 7 + 4 + 4);
    expect(jsonLengthAtLeast(s)).toBeLessThan(JSON.stringify(s).length);
    // 100,000 small files: the bound alone says the draft would be too big to keep.
    const files: Scenario["files"] = {};
    for (let i = 0; i < 100_000; i++) files[`/upload/repo/packages/p${i}/index.ts`] = "export const x = 1;\n";
    const big = { ...scenario, files };
    expect(jsonLengthAtLeast(big)).toBeGreaterThan(MAX_DRAFT_CHARS);
    expect(jsonLengthAtLeast(big)).toBeLessThanOrEqual(JSON.stringify(big).length);
  });

  it("ignores a stored draft that is damaged or not a valid scenario", () => {
    const s = new MemoryStorage();
    for (const bad of [
      "{",
      "null",
      '{"savedAt":1}',
      '{"savedAt":"x","scenario":{"version":1,"agent":"codex","cwd":"/","files":{}}}',
      '{"savedAt":1,"scenario":{"version":2}}',
    ]) {
      s.setItem(DRAFT_KEY, bad);
      expect(readDraft(s, ["codex"]), bad).toBeNull();
    }
  });
});
