// Static export only: the playground runs entirely in the browser and is served as plain files.
// Turbopack (the default bundler in Next 16) bundles memfs & co. without polyfill config; a `webpack`
// key here would make a Turbopack build abort ("using Turbopack, with a webpack config and no turbopack
// config"), so there is none; see docs/architecture.md.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export", // -> out/; `next start` refuses this, serve with scripts/serve.mjs
  images: { unoptimized: true }, // no image optimisation server in a static export
  agentRules: false, // keep `next dev` from writing an AGENTS.md into the repo
};

export default nextConfig;
