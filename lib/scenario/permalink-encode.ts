/**
 * Writing links: a scenario as a `#v1/` fragment (deflated JSON in base64url), an example as
 * `#example/<id>`. Apart from reading them (permalink.ts), so the page can write links as you type
 * without loading the validator that reading needs.
 */
import { deflateSync } from "fflate";
import { encodeBase64, encodeUtf8 } from "../core/bytes";
import type { Scenario } from "./types";

export const V1 = "v1/";
export const EXAMPLE = "example/";

export function toBase64Url(bytes: Uint8Array): string {
  return encodeBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function encodePermalink(scenario: Scenario): string {
  return `#${V1}${toBase64Url(deflateSync(encodeUtf8(JSON.stringify(scenario)), { level: 9 }))}`;
}

export function examplePermalink(id: string): string {
  return `#${EXAMPLE}${id}`;
}
