// The IR's public face: its types, its version and its validator — the contract the engine,
// the playground and third-party tools read without reaching into the compiler.
export type * from "./ir-schema.js";
export { FACES_HISTORY, IR_VERSION, QUANTITIES, RANKED_DICE_EXACT, SEAT_HISTORY, TERRITORY_HISTORY, UNIT_DEEDS } from "./ir-constants.js";
export { validateVariant, type ValidationError } from "./ir-validate.gen.js";
export { colourOf } from "./colours.js";
