// The maps' public API: the map outside a game.
export { layoutMap, type MapShape, type Point } from "./layout.js";
