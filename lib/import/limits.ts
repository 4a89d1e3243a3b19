/**
 * What one upload may bring into the tree. The UI states these numbers; tests pin them. 100,000 files:
 * a big monorepo whole (issue 9); with MAX_FOLDERS it stays inside a scenario's MAX_FILE_ENTRIES.
 */
export const MAX_FILES = 100_000;
/** Folder entries one upload may add besides its files: empty folders and .git markers. */
export const MAX_FOLDERS = 20_000;
export const MAX_TOTAL_BYTES = 50 * 1024 * 1024;
export const MAX_FILE_BYTES = 1024 * 1024;
/**
 * Bytes a zip may make us inflate in all, kept files and discarded ones together. Sizes in a zip's
 * directory can lie; each entry is cut off just past its own cap, and the unpacking stops as soon as
 * this total would be passed, so a zip bomb costs at most this much work.
 */
export const MAX_INFLATE_WORK = 2 * MAX_TOTAL_BYTES;
/** A zip bigger than this is not opened (nor, in the page, read into memory). */
export const MAX_ZIP_BYTES = 256 * 1024 * 1024;
/**
 * Entries a zip's directory may list. Reading a directory entry costs memory before any cap on files
 * applies (a 256 MiB zip could list five million), so a longer directory is refused outright.
 */
export const MAX_ZIP_ENTRIES = 200_000;
/** Where uploads land: `/upload/<name>`. The rest of the tree (home files, other examples) stays. */
export const UPLOAD_PARENT = "/upload";
/** Skipped entries listed one by one in a report; past this only counts per reason are kept. */
export const MAX_LISTED_SKIPS = 500;
