import { describe, expect, it } from "vitest";
import { base64Bytes, describeSelection } from "./describe";

const files = {
  "/repo/AGENTS.md": "# Rules\n",
  "/repo/rules/a.mdc": { content: "---\nglobs: src/**\n---\nBody\n" },
  "/repo/link.md": { symlink: "/x" },
  "/repo/logo.png": { base64: "A".repeat(1640) },
  "/repo/secret.md": { content: "hidden", unreadable: true as const },
  "/repo/empty": { dir: true as const },
  "/repo/blank.md": {},
};

describe("describeSelection", () => {
  it("has nothing to show without a selection", () => {
    expect(describeSelection(files, undefined)).toEqual({ kind: "none" });
  });
  it("gives the text of string and content entries", () => {
    expect(describeSelection(files, "/repo/AGENTS.md")).toEqual({ kind: "text", text: "# Rules\n" });
    expect(describeSelection(files, "/repo/rules/a.mdc")).toEqual({ kind: "text", text: "---\nglobs: src/**\n---\nBody\n" });
    expect(describeSelection(files, "/repo/blank.md")).toEqual({ kind: "text", text: "" });
  });
  it("explains symlinks, binary data, unreadable files and folders instead of showing them", () => {
    expect(describeSelection(files, "/repo/link.md")).toEqual({ kind: "readonly", message: "symlink to /x: edit the target" });
    expect(describeSelection(files, "/repo/logo.png")).toEqual({ kind: "readonly", message: "binary file, 1.2 KiB" });
    expect(describeSelection(files, "/repo/secret.md")).toMatchObject({
      kind: "readonly",
      message: expect.stringMatching(/^unreadable file/),
    });
    expect(describeSelection(files, "/repo/empty")).toMatchObject({ kind: "readonly", message: expect.stringMatching(/^folder/) });
    // An implied folder (only its children are entries).
    expect(describeSelection(files, "/repo/rules")).toMatchObject({ kind: "readonly", message: expect.stringMatching(/^folder/) });
  });
  it("says so when the selected path left the tree", () => {
    expect(describeSelection(files, "/gone.md")).toEqual({ kind: "readonly", message: "not in the tree any more" });
  });
});

describe("base64Bytes", () => {
  it("counts decoded bytes, minus padding", () => {
    expect(base64Bytes("")).toBe(0);
    expect(base64Bytes("YQ==")).toBe(1);
    expect(base64Bytes("YWI=")).toBe(2);
    expect(base64Bytes("YWJj")).toBe(3);
    expect(base64Bytes("YWJj\nZGVm")).toBe(6);
  });
});
