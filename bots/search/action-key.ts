// An action's identity across the states of one search: two determinizations offer equal actions
// as different objects, and a tree edge must be found again by what the action says.
import type { Action } from "../../engine/index.js";

/** A string that is equal for equal actions (fields in the order they were written, which the engine keeps fixed). */
export function actionKey(action: Action): string {
  return JSON.stringify(action);
}
