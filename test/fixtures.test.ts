/** Every profile fixture, through the memfs adapter (the node:fs run is in test/node-fixtures.test.ts). */
import { describe, it } from "vitest";
import { resolve } from "../lib/resolve";
import { loadFixtures } from "./load-fixtures";
import { checkFixture } from "./check-fixture";

describe("fixtures (memfs)", () => {
  for (const [agent, file, fx] of loadFixtures()) {
    it(`${agent}/${file}: ${fx.description}`, () => checkFixture(resolve(fx.scenario), fx));
  }
});
