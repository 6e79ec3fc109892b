// The problems of a map file, read or written: a stable code, a severity and the line they are on.
// Codes never change meaning; tests assert them. An error means nothing is written; a warning
// says what the conversion did about it.

export type MapProblemSeverity = "error" | "warning";

/** Every problem a map file can have, by code, with its severity. */
export const mapProblemCodes = {
  // Reading a file.
  "unknown-format": "error",
  "bad-line": "error",
  "bad-number": "error",
  "bad-position": "error",
  "bad-bonus": "error",
  "extra-fields": "warning",
  "unknown-section": "warning",
  "unknown-line": "warning",
  "unknown-colour": "warning",
  "missing-section": "error",
  "country-out-of-order": "error",
  "continent-out-of-range": "error",
  "unknown-continent": "error",
  "unknown-territory": "error",
  "duplicate-territory": "error",
  "duplicate-continent": "error",
  "one-way-border": "warning",
  "duplicate-border": "warning",
  "self-border": "warning",
  "repeated-borders-line": "warning",
  "empty-continent": "warning",
  "no-borders": "warning",
  "too-few-territories": "error",
  // Writing a file.
  "name-not-representable": "error",
  "name-changes": "warning",
  "position-computed": "warning",
  "bonus-varies": "warning",
  "switches-left-out": "warning",
  "entries-left-out": "warning",
} as const satisfies Record<string, MapProblemSeverity>;

export type MapProblemCode = keyof typeof mapProblemCodes;

export interface MapProblem {
  code: MapProblemCode;
  severity: MapProblemSeverity;
  /** 1-based line of the file read (0: the file as a whole, or a problem of writing). */
  line: number;
  message: string;
}

export function mapProblem(code: MapProblemCode, line: number, message: string): MapProblem {
  return { code, severity: mapProblemCodes[code], line, message };
}

export const hasMapErrors = (problems: readonly MapProblem[]) => problems.some((p) => p.severity === "error");
