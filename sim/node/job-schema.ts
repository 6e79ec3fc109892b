// The shape of a queue job's data (`riskc sweep --redis` → `riskc worker`), as a TypeBox schema:
// scripts/gen-job.ts writes its ajv validator (job-validate.gen.js), which both sides run on every
// job. The variant inside is the IR, checked by the IR's own validator (job-check.ts); here it is
// only an object. The bounds are the CLI's (--games, --seed, --max-rounds, the seats of a game).
import { Type, type Static } from "@sinclair/typebox";
import type { Variant } from "../../compiler/ir/index.js";

const Ir = Type.Unsafe<Variant>({ type: "object" });
const Seed = Type.Integer({ minimum: 0, maximum: 4294967295 });
const Game = Type.Integer({ minimum: 0, maximum: 10_000_000 });

export const QueueJob = Type.Object(
  {
    variant: Ir,
    bots: Type.Array(Type.String(), { minItems: 2, maxItems: 8 }),
    seed: Seed,
    games: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    maxRounds: Type.Integer({ minimum: 1, maximum: 100_000 }),
    from: Game,
    to: Game,
    fingerprint: Type.Optional(Type.String()),
    versus: Type.Optional(Type.Object({ variant: Ir, seed: Seed }, { additionalProperties: false })),
  },
  { additionalProperties: false, $id: "https://riskc.dev/queue/job.json", title: "riskc queue job" },
);

export type QueueJob = Static<typeof QueueJob>;
