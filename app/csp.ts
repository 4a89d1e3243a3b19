/**
 * The Content-Security-Policy. Every source is listed with why it is needed; nothing may leave the
 * origin, and no inline script runs unless the build named it by hash.
 *
 * How it ships: after `next build`, scripts/csp-postbuild.ts hashes every inline <script> of each
 * exported page (every .html under out/) and writes this policy, with those hashes, as the first
 * <meta http-equiv> in the page's <head>, before any script. `npm run build` runs both steps.
 * scripts/serve.mjs sends the same policy as a response header, plus `frame-ancestors`, which only
 * a header can carry (a meta policy also ignores `report-uri` and `sandbox`).
 * Why after the build: the inline scripts include the React Server Components payload, which holds
 * everything the layout renders; a policy rendered by the layout would contain its own hashes.
 * `next dev` has no export: there the layout renders the dev policy below as a meta tag.
 */
const isDev = process.env.NODE_ENV === "development";

type Directives = [directive: string, sources: string[]][];

function directives(scriptHashes: readonly string[], dev: boolean): Directives {
  return [
    // Anything not listed below: same origin only.
    ["default-src", ["'self'"]],
    [
      "script-src",
      [
        // Next's chunks are same-origin files under /_next/static.
        "'self'",
        // The export's inline scripts, each by its SHA-256: the theme boot script (app/layout.tsx), the
        // Turbopack bootstrap (`TURBOPACK.push({otherChunks…})`) and the React Server Components
        // payload (`self.__next_f.push(…)`) that hydration reads. Nonces would need a server per
        // request; hashes fit a static site. An injected inline script matches no hash and is refused.
        ...scriptHashes.map((h) => `'sha256-${h}'`),
        // `next dev` only: its inline HMR and RSC scripts change on every edit, and React rebuilds
        // server stack traces with eval. Never in the export.
        ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
      ],
    ],
    // Tailwind's stylesheet and Monaco's CSS are same-origin files. `next dev` injects its overlay and
    // HMR styles inline.
    ["style-src", ["'self'", ...(dev ? ["'unsafe-inline'"] : [])]],
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
    // The session worker and Monaco's editor worker are bundled as same-origin files.
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["frame-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'none'"]],
  ];
}

/** Directives only a response header can carry (a meta policy ignores them). */
const HEADER_ONLY: Directives = [
  // Nobody may frame the page (clickjacking): it holds a user's draft and clipboard actions.
  ["frame-ancestors", ["'none'"]],
];

const serialize = (list: Directives) => list.map(([d, s]) => `${d} ${s.join(" ")}`).join("; ");

/** The policy for a page whose inline scripts have these SHA-256 digests (base64). */
export function contentSecurityPolicy(scriptHashes: readonly string[], options: { dev?: boolean; header?: boolean } = {}): string {
  const list = directives([...new Set(scriptHashes)], options.dev ?? false);
  return serialize(options.header ? [...list, ...HEADER_ONLY] : list);
}

/** `next dev`'s policy (the layout renders it there; the export gets its own after the build). */
export const DEV_CONTENT_SECURITY_POLICY = isDev ? contentSecurityPolicy([], { dev: true }) : null;
