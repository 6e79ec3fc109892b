// What reading a map file gives: the format it is in, the board (none when the file has errors),
// and every problem found, each with its line.
import type { Board } from "./board.js";
import type { MapProblem } from "./problems.js";

export type MapFormat = "domination" | "conquest";

export const mapFormats: readonly MapFormat[] = ["domination", "conquest"];

export interface MapFileRead {
  /** The format read (none when the text is in neither). */
  format?: MapFormat;
  board?: Board;
  problems: MapProblem[];
}
