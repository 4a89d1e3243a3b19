// @vitest-environment happy-dom
import { act, createElement as h } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./ErrorBoundary";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Panel({ text }: { text: string | null }) {
  if (text === null) throw new Error("cannot draw this resolution");
  return h("p", null, text);
}

function page(key: number, text: string | null) {
  return h(
    "div",
    null,
    h(ErrorBoundary, { label: "The trace", resetKey: key, children: h(Panel, { text }) }),
    h("p", null, "the rest of the page"),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("ErrorBoundary", () => {
  it("shows the error in words in place of the part that threw, keeps the rest, and retries on a new key", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error
    const host = document.createElement("div");
    const root = createRoot(host);
    await act(async () => root.render(page(1, "first")));
    expect(host.textContent).toBe("firstthe rest of the page");

    await act(async () => root.render(page(2, null)));
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("The trace could not be shown: cannot draw this resolution");
    expect(host.textContent).toContain("the rest of the page");

    // Same key, still broken: the message stays.
    await act(async () => root.render(page(2, null)));
    expect(host.querySelector('[role="alert"]')).not.toBeNull();

    // A new resolution (key) that renders: the panel is back.
    await act(async () => root.render(page(3, "second")));
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(host.textContent).toBe("secondthe rest of the page");

    // Try again re-renders the children under the same key.
    await act(async () => root.render(page(4, null)));
    const button = [...host.querySelectorAll("button")].find((b) => b.textContent === "Try again")!;
    await act(async () => button.click());
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
    root.unmount();
  });
});
