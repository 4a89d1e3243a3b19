/** The static site served for the browser benches (bench:preview, bench:zip): scripts/serve.mjs on a free port. */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
  });
}

/** Serve `outDir` (a built out/) and wait until it answers. */
export async function serve(outDir = "out"): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ["scripts/serve.mjs", outDir, String(port)], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base + "/")).ok) return { base, server };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error("the static server did not start");
}
