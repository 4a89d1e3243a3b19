/**
 * The Content-Security-Policy the static export ships (as a <meta http-equiv> in app/layout.tsx; a
 * static site has no response headers). Every source is listed with why it is needed; nothing may
 * leave the origin.
 *
 * Limits of a meta policy: `frame-ancestors`, `report-uri` and `sandbox` are ignored in a meta tag,
 * and the tag only governs what the parser meets after it. React hoists Next's same-origin
 * <script src> tags above it; those would be allowed by 'self' anyway, and every inline script is in
 * <body>, after the tag.
 */
const isDev = process.env.NODE_ENV === "development";

const DIRECTIVES: [directive: string, sources: string[]][] = [
  // Anything not listed below: same origin only.
  ["default-src", ["'self'"]],
  [
    "script-src",
    [
      // Next's chunks are same-origin files under /_next/static.
      "'self'",
      // A static export inlines two kinds of <script> Next cannot move to files: the Turbopack
      // bootstrap (`TURBOPACK.push({otherChunks…})`) and the React Server Components payload
      // (`self.__next_f.push(…)`) that hydration reads. Nonces need a server per request; hashes
      // cannot go in this tag because the payload contains the tag itself. Rule text is only ever
      // rendered as React text, never as HTML, so no user data reaches a script context.
      "'unsafe-inline'",
      // `next dev` only: React rebuilds server stack traces with eval. Never in the export.
      ...(isDev ? ["'unsafe-eval'"] : []),
    ],
  ],
  // Tailwind's stylesheet and Monaco's CSS are same-origin files. `next dev` injects its overlay and
  // HMR styles inline.
  ["style-src", ["'self'", ...(isDev ? ["'unsafe-inline'"] : [])]],
  // The file editor (Monaco, loaded lazily) styles itself at run time in two ways CSP governs, each
  // named by its own CSP3 directive so the need is explicit:
  //  - <style> elements whose text it writes (theme colours, token classes): style-src-elem. Their
  //    text changes with the theme, so no hash can name it, and a nonce needs a server per request
  //    (a fixed nonce in a static file is 'unsafe-inline' by another name; Monaco cannot set one anyway).
  //  - style="" attributes in the HTML it renders for each line (top/height/width): style-src-attr.
  //    The values are pixel positions, so 'unsafe-hashes' cannot list them.
  // What this costs: inline CSS could only come from an HTML injection, and user text never becomes
  // HTML (React text children only); even then CSS cannot run script, and any url() it loads is still
  // held to img-src/font-src 'self', so nothing can leave the origin through it.
  ["style-src-elem", ["'self'", "'unsafe-inline'"]],
  ["style-src-attr", ["'unsafe-inline'"]],
  // The favicon (app/icon.svg) is same-origin.
  ["img-src", ["'self'"]],
  ["font-src", ["'self'"]],
  // The Next router fetches its prerendered RSC payloads (*.txt) from the same origin ('self' also
  // covers `next dev`'s same-host HMR websocket).
  ["connect-src", ["'self'"]],
  // Web workers (the editor's, later) are bundled as same-origin files.
  ["worker-src", ["'self'"]],
  ["object-src", ["'none'"]],
  ["frame-src", ["'none'"]],
  ["base-uri", ["'none'"]],
  ["form-action", ["'none'"]],
];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.map(([d, s]) => `${d} ${s.join(" ")}`).join("; ");
