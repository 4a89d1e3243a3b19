import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../app/csp";
import { inlineScriptHashes, withCspMeta } from "./csp-html";

// Digests from `printf '%s' TEXT | openssl dgst -sha256 -binary | base64`.
const ALERT_1 = "bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI="; // alert(1)
const A_LF_B = "fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg="; // a\nb
const X = "LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE="; // x

const page = (head: string, body = "") => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("inlineScriptHashes", () => {
  it("hashes the text of each inline script that runs, once, as the browser does", () => {
    const html = page(
      '<meta charSet="utf-8"/><script>alert(1)</script><script src="/a.js"></script>',
      '<script type="module">x</script><script type="application/json">{"not":"run"}</script><script>alert(1)</script>' +
        "<script>a\r\nb</script><template><script>x</script></template>",
    );
    expect(inlineScriptHashes(html)).toEqual([ALERT_1, X, A_LF_B]);
  });

  it("takes script text raw: an entity in a script is not decoded", () => {
    // "&amp;" stays five characters inside <script>, so it cannot hash like "&".
    expect(inlineScriptHashes(page("<script>x&amp;</script>"))).not.toEqual([X]);
  });
});

describe("withCspMeta", () => {
  const policy = contentSecurityPolicy([ALERT_1]);

  it("puts the policy first in <head>, after <meta charset>, and replaces an older one", () => {
    const before = page(
      '<meta charSet="utf-8"/><script src="/a.js"></script><meta http-equiv="content-security-policy" content="old"/>',
      "<p>hi</p>",
    );
    const after = withCspMeta(before, policy);
    expect(after).toBe(
      page(
        `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/><script src="/a.js"></script>`,
        "<p>hi</p>",
      ),
    );
    // Running the step again changes nothing.
    expect(withCspMeta(after, policy)).toBe(after);
  });

  it("without a charset tag, goes right after <head>", () => {
    expect(withCspMeta(page("<title>t</title>"), "default-src 'self'")).toBe(
      page(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>t</title>`),
    );
  });

  it("refuses a page without a <head> tag and a policy that would break the attribute", () => {
    expect(() => withCspMeta("<p>no head</p>", policy)).toThrow(/no <head>/);
    expect(() => withCspMeta(page(""), `default-src "x"`)).toThrow(/cannot contain/);
  });
});

describe("contentSecurityPolicy", () => {
  it("lists each hash once in script-src, with no 'unsafe-inline' or 'unsafe-eval' outside dev", () => {
    const csp = contentSecurityPolicy([ALERT_1, X, ALERT_1]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${ALERT_1}' 'sha256-${X}'`);
    expect(csp).not.toContain("frame-ancestors");
    expect(contentSecurityPolicy([], { header: true })).toMatch(/; frame-ancestors 'none'$/);
    expect(contentSecurityPolicy([], { dev: true })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
  });
});
