// Types for page-scripts.mjs (plain JavaScript so that size-limit can load it; see there).
import type { DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export declare const SCRIPT_TYPES: RegExp;
export declare function elements(node: Node, templates?: boolean): Generator<Element>;
export declare const attr: (el: Element, name: string) => string | undefined;
export declare function loadedScriptUrls(html: string): string[];
export declare function firstLoadFiles(outDir: string, page?: string): string[];
