// The IR is a contract: its schema is frozen per version (compiler/ir/released/v<N>.json), so a
// change to the schema fails here until IR_VERSION moves with it; the engine refuses an IR of
// another version, and one that breaks the schema, with a message that says so.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IR_VERSION } from "../../compiler/index.js";
import { createGame, EngineInputError } from "../../engine/index.js";
import { irJsonSchema, releasedSchemaPath } from "../../scripts/gen-ir-files.js";
import { classicIr } from "../support/variants.js";

describe("IR version", () => {
  it("the schema is the one frozen for IR_VERSION (a changed schema needs a new version: bump IR_VERSION, then `npm run gen`)", () => {
    const path = releasedSchemaPath(IR_VERSION);
    expect(existsSync(path), `${path} is missing: run \`npm run gen\``).toBe(true);
    expect(JSON.parse(JSON.stringify(irJsonSchema()))).toEqual(JSON.parse(readFileSync(path, "utf8")));
  });

  it("every earlier version's schema is kept", () => {
    for (let v = 1; v < IR_VERSION; v++) expect(existsSync(releasedSchemaPath(v)), `v${v}`).toBe(true);
  });

  it("the schema's ids carry the version", () => {
    expect(JSON.stringify(irJsonSchema())).not.toMatch(new RegExp(`/ir/v(?!${IR_VERSION}/)\\d+/`));
  });

  it("createGame refuses an IR of another version, and one that breaks the schema", () => {
    const ir = classicIr();
    const other = { ...ir, irVersion: IR_VERSION + 1 } as unknown as typeof ir;
    expect(() => createGame(other)).toThrow(EngineInputError);
    expect(() => createGame(other)).toThrow(`this IR has version ${IR_VERSION + 1}; this engine plays version ${IR_VERSION}`);
    const broken = structuredClone(ir) as unknown as { combat: { die: number } };
    broken.combat.die = 1;
    try {
      createGame(broken as unknown as typeof ir);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).code).toBe("ir-invalid");
      expect((error as EngineInputError).message).toMatch(/^the IR does not match its schema: \/combat\/die must be >= 2/);
    }
  });
});
