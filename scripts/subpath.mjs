// The sub-path the export is built for and served under in the e2e tests (as GitHub Pages serves a
// project at /<repository>/): scripts/build-subpath.mjs and playwright.config.ts read it here.
export const SUBPATH = "/rulescope";
export const SUBPATH_OUT = "out-subpath";
