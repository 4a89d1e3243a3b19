/**
 * The agent's package, installed with npm into a cache outside the repository
 * (~/.cache/rulescope/lab/<package>@<version>, or $RULESCOPE_LAB_CACHE), once per version and reused.
 * Only registry packages: an agent whose binary is downloaded at install time cannot run here.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { LabDriver } from "../lib/agents/lab-driver";

export class LabError extends Error {}

function cacheRoot(): string {
  return process.env.RULESCOPE_LAB_CACHE || join(homedir(), ".cache", "rulescope", "lab");
}

function installDir(pkg: string, version: string): string {
  return join(cacheRoot(), `${pkg}@${version}`);
}

function npm(args: string[]): { ok: boolean; out: string; err: string } {
  const r = spawnSync("npm", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { ok: r.status === 0, out: r.stdout ?? "", err: (r.stderr ?? "") + (r.error ? String(r.error) : "") };
}

/** The package the lab installs: the driver's, or the platform package that holds its binary. */
function labPackage(driver: LabDriver): string {
  return driver.labInstall?.package ?? driver.package;
}

/** "latest" (or any dist-tag) made a version number with `npm view`. */
export function resolveVersion(driver: LabDriver, version: string): string {
  if (/^\d+\.\d+\.\d+/.test(version)) return version;
  const pkg = labPackage(driver);
  const r = npm(["view", `${pkg}@${version}`, "version"]);
  const found = r.out.trim().split("\n").pop() ?? "";
  if (!r.ok || !/^\d+\.\d+\.\d+/.test(found))
    throw new LabError(`npm has no version "${version}" of ${pkg}: ${r.err.trim().split("\n")[0] ?? ""}`);
  return found;
}

/** The installed binary's path, installing the package first when the cache has no copy. */
export function ensureInstalled(driver: LabDriver, version: string, log: (s: string) => void): string {
  const pkg = labPackage(driver);
  const dir = installDir(pkg, version);
  const bin = driver.labInstall
    ? join(dir, "node_modules", ...pkg.split("/"), driver.labInstall.binPath)
    : join(dir, "node_modules", ".bin", driver.bin);
  if (existsSync(bin)) return bin;
  log(`installing ${pkg}@${version} into ${dir}\n`);
  const r = npm(["install", "--prefix", dir, "--no-audit", "--no-fund", "--loglevel", "error", `${pkg}@${version}`]);
  if (!r.ok) throw new LabError(`npm install ${pkg}@${version} failed: ${r.err.trim().split("\n").slice(-3).join(" ")}`);
  if (!existsSync(bin)) throw new LabError(`${pkg}@${version} installed no ${driver.bin} command (${bin}).`);
  return bin;
}

/** The folder the lab keeps for one package version between runs (`{cache}` in a driver), made when missing. */
export function runCache(driver: LabDriver, version: string): string {
  const dir = join(installDir(driver.package, version), "run-cache");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** What the binary says its version is (the first line of the stream it prints on), checked against the one asked for. */
export function checkVersion(driver: LabDriver, bin: string, version: string, cache: string): string {
  const { args, prefix, suffix = "", env = {} } = driver.versionCommand;
  const extra = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.split("{cache}").join(cache)]));
  const r = spawnSync(bin, [...args], { encoding: "utf8", timeout: 60_000, env: { ...process.env, ...extra } });
  const said = ((driver.versionCommand.stream === "stderr" ? r.stderr : r.stdout) ?? "").trim().split("\n")[0].trim();
  if (r.status !== 0) throw new LabError(`${bin} ${args.join(" ")} failed: ${(r.stderr ?? String(r.error)).trim()}`);
  if (said !== `${prefix}${version}${suffix}`) throw new LabError(`${bin} says it is "${said}", not ${prefix}${version}${suffix}.`);
  return said;
}
