import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadFiles, loadedScriptUrls } from "./page-scripts.mjs";

const page = (head: string, body = "") => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("loadedScriptUrls", () => {
  it("lists each script a current browser fetches, once, in document order", () => {
    const html = page(
      '<link rel="stylesheet" href="/s.css"/><link rel="preload" as="script" href="/c.js"/><link rel="preload" as="style" href="/t.css"/>' +
        '<link rel="modulepreload" href="/m.js"/><link rel="icon" href="/i.svg"/>',
      '<script src="/a.js" async=""></script><script>inline()</script><script type="module" src="/b.js"></script>' +
        '<script src="/c.js"></script><script type="application/json" src="/data.json"></script>' +
        '<script src="/polyfills.js" noModule=""></script><template><script src="/later.js"></script></template>',
    );
    expect(loadedScriptUrls(html)).toEqual(["/c.js", "/m.js", "/a.js", "/b.js"]);
  });

  it("drops a query or fragment, so one file is counted once", () => {
    expect(loadedScriptUrls(page('<script src="/a.js?v=1"></script><script src="/a.js#x"></script>'))).toEqual(["/a.js"]);
  });
});

describe("firstLoadFiles", () => {
  function out(html: string, files: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), "page-scripts-"));
    writeFileSync(join(dir, "index.html"), html);
    for (const f of files) {
      mkdirSync(join(dir, f, ".."), { recursive: true });
      writeFileSync(join(dir, f), "x");
    }
    return dir;
  }

  it("maps each script to its file in the export, root-relative or page-relative", () => {
    const dir = out(page('<script src="/_next/static/chunks/a%20b.js"></script><script src="rel.js"></script>'), [
      "_next/static/chunks/a b.js",
      "rel.js",
    ]);
    expect(firstLoadFiles(dir)).toEqual([join(dir, "_next/static/chunks/a b.js"), join(dir, "rel.js")]);
  });

  it("fails rather than skip what it cannot measure: no page, a missing file, another origin", () => {
    expect(() => firstLoadFiles(join(tmpdir(), "no-such-export-dir"))).toThrow(/missing: run `npm run build`/);
    expect(() => firstLoadFiles(out(page('<script src="/gone.js"></script>'), []))).toThrow(/\/gone\.js, which is not in/);
    expect(() => firstLoadFiles(out(page('<script src="https://cdn.example/x.js"></script>'), []))).toThrow(/from elsewhere/);
    expect(() => firstLoadFiles(out(page('<script src="//cdn.example/x.js"></script>'), []))).toThrow(/from elsewhere/);
  });
});
