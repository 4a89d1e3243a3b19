/**
 * Everything an upload runs, in one module the page loads when the first upload starts (useUploads
 * imports it on demand): the folder and drop readers, the zip unpacker and fflate's inflate, and
 * placing the result in the tree. None of it is needed to paint the page, so none of it is first-load JS.
 */
export { placeUpload } from "@/lib/import";
export { readDroppedEntries, readPickedFolder } from "./readers";
export { unzipInWorker } from "./unzipInWorker";
