// Static export only: the playground runs entirely in the browser and is served as plain files.
// Turbopack (the default bundler in Next 16) bundles memfs & co. without polyfill config; a `webpack`
// key here would make a Turbopack build abort ("using Turbopack, with a webpack config and no turbopack
// config"), so there is none; see docs/architecture.md.

/**
 * RULESCOPE_BASE_PATH serves the export under a sub-path (GitHub Pages serves a project at
 * /<repository>/): "/rulescope", no trailing slash; empty or unset for the site root. Next prefixes
 * its pages, links and assets with it; NEXT_PUBLIC_BASE_PATH gives it to the few plain links.
 */
const basePath = (process.env.RULESCOPE_BASE_PATH ?? "").replace(/\/+$/, "");
if (basePath !== "" && !/^\/[\w.-]+(\/[\w.-]+)*$/.test(basePath))
  throw new Error(`RULESCOPE_BASE_PATH must look like /rulescope (got "${basePath}")`);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export", // -> out/; `next start` refuses this, serve with scripts/serve.mjs
  basePath,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  images: { unoptimized: true }, // no image optimisation server in a static export
  agentRules: false, // keep `next dev` from writing an AGENTS.md into the repo
};

export default nextConfig;
