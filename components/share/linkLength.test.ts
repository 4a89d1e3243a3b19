import { describe, expect, it } from "vitest";
import { linkFit, linkFor } from "./linkLength";

describe("linkFit", () => {
  it("warns above 2,000 characters and gives up above 32,000", () => {
    expect(linkFit(2_000)).toBe("fine");
    expect(linkFit(2_001)).toBe("long-for-chat");
    expect(linkFit(32_000)).toBe("long-for-chat");
    expect(linkFit(32_001)).toBe("too-long");
  });
});

describe("linkFor", () => {
  it("replaces the page's fragment and keeps path and query", () => {
    expect(linkFor("https://a.test/play?x=1#example/old", "#v1/abc")).toBe("https://a.test/play?x=1#v1/abc");
    expect(linkFor("http://127.0.0.1:4000/", "#v1/abc")).toBe("http://127.0.0.1:4000/#v1/abc");
  });
});
