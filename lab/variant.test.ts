import { describe, expect, it } from "vitest";
import { variantOf } from "./variant";

describe("the profile variant a real version is compared with", () => {
  it("is the variant whose models range covers the version, else none (the default)", () => {
    expect(variantOf("qwen-code", "0.15.10")).toBe("v0.15");
    expect(variantOf("qwen-code", "0.24.4")).toBe("upstream");
    expect(variantOf("codex", "0.171.0")).toBeUndefined();
    expect(variantOf("no-such-agent", "1.0.0")).toBeUndefined();
  });
});
