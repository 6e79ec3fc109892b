// A queue job's data is checked on both sides of the queue (sim/node/job-check.ts): a bad job is
// refused with one sentence that names its field, and never played. Also the words the queue
// uses for a Redis server it cannot reach, and the validator generated from the job's schema.
import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { generatedJobFiles } from "../../scripts/gen-job-files.js";
import { IR_VERSION } from "../../compiler/index.js";
import type { SimJob } from "../../sim/index.js";
import { queueJobProblem, redisErrorWords, redisUrlProblem, shownUrl } from "../../sim/node/index.js";
import { fieldName } from "../../sim/node/job-check.js";
import type { QueueJob } from "../../sim/node/job-schema.js";
import { classicIr } from "../support/variants.js";

const classic = classicIr();

function job(): Record<string, unknown> {
  return { variant: structuredClone(classic), bots: ["greedy", "greedy", "random", "greedy"], seed: 7, games: 100, maxRounds: 500, from: 0, to: 40 };
}

/** The job with one change made to it. */
function changed(change: (j: Record<string, unknown>) => void): Record<string, unknown> {
  const j = job();
  change(j);
  return j;
}

describe("generated queue job validator", () => {
  for (const [path, text] of Object.entries(generatedJobFiles())) {
    it(`${path} is up to date (run \`npm run gen\`)`, () => {
      expect(readFileSync(path, "utf8")).toBe(text);
    });
  }

  it("the schema's type is the simulator's job, both ways", () => {
    expectTypeOf<QueueJob>().toMatchTypeOf<SimJob>();
    expectTypeOf<SimJob>().toMatchTypeOf<QueueJob>();
  });
});

describe("queueJobProblem", () => {
  it("passes a job the sweep makes, with and without its optional fields", () => {
    expect(queueJobProblem(job())).toBeUndefined();
    expect(queueJobProblem({ ...job(), fingerprint: "abc", versus: { variant: classic, seed: 9 } })).toBeUndefined();
  });

  const refused: [string, unknown, string][] = [
    ["data that is not an object", "games 0..39", "the job's data is not an object"],
    ["a list", [1, 2], "the job's data is not an object"],
    ["a missing field", changed((j) => delete j["games"]), "`games` is missing"],
    ["a field of no job", changed((j) => (j["name"] = "x")), "`name` is not a field of a job"],
    ["bots that are not a list", changed((j) => (j["bots"] = "greedy")), "`bots` must be a list"],
    ["a bot that is not text", changed((j) => (j["bots"] = ["greedy", 3])), "`bots[1]` must be text"],
    ["one bot", changed((j) => (j["bots"] = ["greedy"])), "`bots` must list at least 2"],
    ["no games", changed((j) => (j["games"] = 0)), "`games` must be at least 1"],
    ["a seed past 32 bits", changed((j) => (j["seed"] = 2 ** 32)), "`seed` must be at most 4294967295"],
    ["a fractional round cap", changed((j) => (j["maxRounds"] = 2.5)), "`maxRounds` must be a whole number"],
    ["a range that is empty", changed((j) => (j["from"] = 40)), "`from` (40) must be below `to` (40)"],
    ["a range past the run", changed((j) => ((j["games"] = 4), (j["to"] = 40))), "`to` (40) is past the run's last game: `games` is 4"],
    ["a bot nobody knows", changed((j) => (j["bots"] = ["greedy", "clever", "greedy"])), "`bots[1]` is `clever`, not a bot"],
    [
      "more seats than the variant has",
      changed((j) => (j["bots"] = Array(7).fill("greedy"))),
      "`bots` seats 7 players, and `variant` is played by 3 to 6",
    ],
    [
      "an IR of another version",
      changed((j) => ((j["variant"] as Record<string, unknown>)["irVersion"] = 1)),
      "`variant.irVersion` is 1, and this riskc reads IR version",
    ],
    [
      "an IR with a bad field",
      changed((j) => ((j["variant"] as { combat: Record<string, unknown> }).combat["die"] = "six")),
      "`variant.combat.die` must be",
    ],
    ["an IR without its map", changed((j) => delete (j["variant"] as Record<string, unknown>)["map"]), "`variant.map` is missing"],
    ["versus without its seed", changed((j) => (j["versus"] = { variant: classic })), "`versus.seed` is missing"],
    [
      "versus with an old IR",
      changed((j) => (j["versus"] = { variant: { ...classic, irVersion: IR_VERSION + 1 }, seed: 1 })),
      "`versus.variant.irVersion` is",
    ],
  ];
  for (const [what, data, words] of refused)
    it(`refuses ${what}, naming the field`, () => {
      expect(queueJobProblem(data)).toContain(words);
    });

  it("names nested fields as a reader writes them", () => {
    expect(fieldName("variant", "/map/territories/3/name")).toBe("variant.map.territories[3].name");
    expect(fieldName("", "/bots/0")).toBe("bots[0]");
    expect(fieldName("", "/a~1b")).toBe("a/b");
  });
});

describe("the words for a Redis server out of reach", () => {
  it("says what went wrong, never a stack", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
    expect(redisErrorWords(refused)).toBe("connection refused (is redis-server running, on that port?)");
    const unknownHost = Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.invalid"), { code: "ENOTFOUND", hostname: "nowhere.invalid" });
    expect(redisErrorWords(unknownHost)).toBe("no host named `nowhere.invalid`");
    expect(redisErrorWords(new Error("WRONGPASS invalid username-password pair"))).toBe("the server refused the user name or password in the URL");
    expect(redisErrorWords(new Error("first line\n    at somewhere (file.js:1:1)"))).toBe("first line");
  });

  it("shows a URL without its password", () => {
    expect(shownUrl("redis://:secret@db.example:6380/2")).toBe("redis://:****@db.example:6380/2");
    expect(shownUrl("redis://127.0.0.1:6379")).toBe("redis://127.0.0.1:6379");
  });

  it("takes only Redis URLs", () => {
    expect(redisUrlProblem("redis://127.0.0.1:6379")).toBeUndefined();
    expect(redisUrlProblem("rediss://cache.example:6380")).toBeUndefined();
    expect(redisUrlProblem("localhost:6379")).toContain("is not a Redis URL");
    expect(redisUrlProblem("http://x")).toContain("is not a Redis URL");
    expect(redisUrlProblem("not a url")).toContain("is not a URL");
  });
});
