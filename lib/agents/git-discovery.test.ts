/**
 * git's own repository search, as opencode 1.18.33 gets it from `git rev-parse`: each case below was
 * checked with git 2.39's `rev-parse --show-toplevel` on the same files.
 */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import type { FileEntry } from "../scenario/types";
import { gitDiscover, isGitDirectory } from "./git-discovery";

const repo = (dir: string): Record<string, FileEntry> => ({
  [`${dir}/HEAD`]: "ref: refs/heads/main\n",
  [`${dir}/objects`]: { dir: true },
  [`${dir}/refs`]: { dir: true },
});
const discover = (files: Record<string, FileEntry>, start: string) => gitDiscover(buildMemfs(files).fs, start);

describe("gitDiscover: what git accepts as a repository", () => {
  it("stops at a .git folder with a valid HEAD, objects/ and refs/", () => {
    expect(discover({ ...repo("/r/.git"), "/r/a/b": { dir: true } }, "/r/a/b")).toEqual({
      kind: "repository",
      top: "/r",
      dotGit: "/r/.git",
    });
  });

  it("walks past an empty .git folder, a HEAD-only one and a link to nothing, to the repository above", () => {
    const above = repo("/r/.git");
    expect(discover({ ...above, "/r/a/.git": { dir: true } }, "/r/a")).toMatchObject({ kind: "repository", top: "/r" });
    expect(discover({ ...above, "/r/a/.git/HEAD": "ref: refs/heads/main\n" }, "/r/a")).toMatchObject({ top: "/r" });
    expect(discover({ ...above, "/r/a/.git": { symlink: "/nowhere" }, "/r/a/x": "" }, "/r/a")).toMatchObject({ top: "/r" });
    expect(discover({ "/r/a/.git": { dir: true } }, "/r/a")).toEqual({ kind: "none" });
  });

  it("stops with an error at a .git file it cannot follow (empty, no gitdir:, naming no git directory)", () => {
    const above = repo("/r/.git");
    for (const body of ["", "not a gitdir line\n", "gitdir: ../elsewhere/.git\n", "gitdir: \n"])
      expect(discover({ ...above, "/r/a/.git": body }, "/r/a")).toMatchObject({ kind: "refused", dotGit: "/r/a/.git" });
  });

  it("follows a .git file to a git directory, relative to the file's folder, and a linked worktree's commondir", () => {
    expect(discover({ ...repo("/s/real.git"), "/r/.git": "gitdir: ../s/real.git\r\n" }, "/r")).toMatchObject({
      kind: "repository",
      top: "/r",
    });
    const linked = { ...repo("/m/.git"), "/m/.git/worktrees/w/HEAD": "ref: refs/heads/w\n", "/m/.git/worktrees/w/commondir": "../..\n" };
    expect(discover({ ...linked, "/w/.git": "gitdir: /m/.git/worktrees/w\n" }, "/w")).toMatchObject({ kind: "repository", top: "/w" });
    expect(
      discover({ ...linked, "/m/.git/worktrees/w/commondir": "../nothing\n", "/w/.git": "gitdir: /m/.git/worktrees/w\n" }, "/w"),
    ).toMatchObject({
      kind: "refused",
    });
  });

  it("takes a link to a git directory as the folder itself", () => {
    expect(discover({ ...repo("/s/repo"), "/r/.git": { symlink: "/s/repo" } }, "/r")).toMatchObject({ kind: "repository", top: "/r" });
  });
});

describe("isGitDirectory: HEAD as validate_headref reads it", () => {
  const withHead = (head: FileEntry) => isGitDirectory(buildMemfs({ ...repo("/g"), "/g/HEAD": head }).fs, "/g");
  it("accepts a symbolic ref into refs/, a detached object id, and a link into refs/", () => {
    expect(withHead("ref: refs/heads/main\n")).toBe(true);
    expect(withHead("ref:\trefs/heads/x")).toBe(true);
    expect(withHead(`${"a1".repeat(20)}\n`)).toBe(true);
    expect(withHead({ symlink: "refs/heads/main" })).toBe(true);
  });
  it("refuses anything else: too short, a ref outside refs/, a short id, a link elsewhere", () => {
    expect(withHead("ref")).toBe(false);
    expect(withHead("ref: heads/main\n")).toBe(false);
    expect(withHead("abc123\n")).toBe(false);
    expect(withHead({ symlink: "/elsewhere" })).toBe(false);
    expect(isGitDirectory(buildMemfs({ "/g/HEAD": "ref: refs/heads/main\n", "/g/refs": { dir: true } }).fs, "/g")).toBe(false);
  });
});
