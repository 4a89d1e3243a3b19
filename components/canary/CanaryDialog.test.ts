// @vitest-environment happy-dom
import { act, createElement as h } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CODEX, SEED } from "@/lib/canary/fixtures/scenarios";
import { CanaryDialog, verifyCommand } from "./CanaryDialog";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
const writeText = vi.fn(async (text: string) => void text);

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  writeText.mockClear();
});

/**
 * Wait (through act) until `find` returns something: the kit is made after a dynamic import. The bound
 * is wide (20 s): on a loaded 2-core machine the first import took longer than the 5 s it once was.
 */
async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (const start = Date.now(); Date.now() - start < 20_000;) {
    const found = find();
    if (found) return found;
    await act(async () => new Promise((r) => setTimeout(r, 25)));
  }
  throw new Error("timed out");
}

const byLabel = (name: string) => [...host.querySelectorAll("section")].find((s) => s.getAttribute("aria-label") === name);
const button = (name: string) => [...host.querySelectorAll("button")].find((b) => b.textContent === name);

function type(area: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(area, text);
  area.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("CanaryDialog", () => {
  it("shows the question and the prediction, reports on a pasted answer, and copies the report as Markdown", async () => {
    await act(async () => root.render(h(CanaryDialog, { open: true, onClose: () => {}, scenario: CODEX, seed: SEED })));
    const dialog = host.querySelector("dialog")!;
    const heading = dialog.querySelector("h2")!;
    expect(dialog.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(heading.textContent).toBe("Verify with the real agent");

    const predicted = await until(() => byLabel("Predicted codewords"));
    expect([...predicted.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "CANARY-GYDF-START",
      "CANARY-GYDF-END",
      "CANARY-DTJM-START",
      "CANARY-DTJM-CUT",
    ]);
    expect(byLabel("Question")!.textContent).toMatch(/one per line/);
    expect(button("Download kit (.zip)")).toBeDefined();

    const area = [...host.querySelectorAll("label")].find((l) => l.textContent?.startsWith("Agent's answer"))!.querySelector("textarea")!;
    await act(async () => type(area, "- CANARY-GYDF-START\n- CANARY-GYDF-END\n- CANARY-DTJM-START\n"));
    const report = byLabel("Canary report")!;
    const rows = [...report.querySelectorAll("tbody tr")].map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(rows.find((r) => r[0]!.startsWith("/repo/web/AGENTS.md"))!.slice(1)).toEqual(["truncated", "START, CUT", "START", "disagreed"]);
    expect(rows.find((r) => r[0] === "/repo/AGENTS.override.md")!.slice(1)).toEqual(["included", "START, END", "START, END", "agreed"]);
    expect(report.textContent).toContain("The agent and Rulescope disagree.");

    await act(async () => button("Copy report")!.click());
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0][0]).toContain("| `/repo/web/AGENTS.md` | truncated | START, CUT | START | **disagreed** |");
    expect(host.textContent).toContain("Report copied.");
  });

  it("an answer holding markup is shown as text, never as HTML", async () => {
    await act(async () => root.render(h(CanaryDialog, { open: true, onClose: () => {}, scenario: CODEX, seed: SEED })));
    await until(() => byLabel("Predicted codewords"));
    const area = host.querySelector("textarea")!;
    await act(async () => type(area, '<img src=x onerror="alert(1)"> CANARY-ZZZZ-START'));
    expect(host.querySelector("img")).toBeNull();
    expect(byLabel("Canary report")!.textContent).toContain("CANARY-ZZZZ-START");
  });

  it("offers rulescope verify for an agent the lab drives, with the working directory as the clone names it", async () => {
    await act(async () => root.render(h(CanaryDialog, { open: true, onClose: () => {}, scenario: CODEX, seed: SEED })));
    const section = await until(() => byLabel("Verify with your installed agent"));
    expect(section.querySelector("code")!.textContent).toBe("npx rulescope verify --agent codex --cwd web");
    button("Copy command")!.click();
    await until(() => (writeText.mock.calls.length > 0 ? true : null));
    expect(writeText).toHaveBeenCalledWith("npx rulescope verify --agent codex --cwd web");
  });
});

describe("verifyCommand", () => {
  it("names no command for an agent only its IDE runs, and quotes an odd folder name", () => {
    expect(verifyCommand({ ...CODEX, agent: "cursor" })).toBeNull();
    expect(verifyCommand({ ...CODEX, cwd: "/repo" })).toBe("npx rulescope verify --agent codex");
    expect(verifyCommand({ ...CODEX, cwd: "/repo/my app" })).toBe('npx rulescope verify --agent codex --cwd "my app"');
  });
});
