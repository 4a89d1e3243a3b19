/**
 * scripts/serve.mjs, the static server the e2e run uses: route mapping, content types, the 404 page,
 * and refusing paths outside the export root. Raw requests, so `..` reaches the server unnormalised.
 */
import { request as httpRequest } from "node:http";
import { expect, test } from "./support/guards";

function raw(baseURL: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((done, fail) => {
    const req = httpRequest({ host: hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => done({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
    });
    req.on("error", fail);
    req.end();
  });
}

test.describe("static server", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour does not depend on the viewport");

  test("serves pages and assets with their content types", async ({ baseURL }) => {
    const home = await raw(baseURL!, "/");
    expect(home.status).toBe(200);
    expect(home.type).toBe("text/html; charset=utf-8");
    expect(home.body).toContain("<title>Rulescope</title>");
    // `/index` maps to index.html, as exported routes have no extension in links.
    expect((await raw(baseURL!, "/index")).body).toBe(home.body);
    const icon = await raw(baseURL!, "/icon.svg");
    expect([icon.status, icon.type]).toEqual([200, "image/svg+xml"]);
    const script = home.body.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    expect((await raw(baseURL!, script!)).type).toBe("text/javascript; charset=utf-8");
  });

  test("refuses paths that leave the export root", async ({ baseURL }) => {
    for (const path of ["/../package.json", "/..%2fpackage.json", "/%2e%2e/package.json", "/_next/../../package.json"]) {
      const res = await raw(baseURL!, path);
      expect(res.body, path).not.toContain('"name": "rulescope"');
      expect([403, 404], path).toContain(res.status);
    }
  });
});

test.describe("not found", () => {
  test.use({ expectedErrorPaths: ["/no-such-page"] });

  test("an unknown path gets the styled 404 page with a way back", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Open the playground" }).click();
    // The Result pane is the one shown first on every screen size (the Agent picker sits in the Session tab on phones).
    await expect(page.getByRole("region", { name: "Composed prompt" })).toBeVisible();
  });
});
