// The parameters as the file writes them: each one's description and `assumed:` note, read from
// its comments (the parameters panel shows them), and the edit that writes a new default.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paramDefaultEdit, paramNotes, paramNotesReader } from "../../playground/src/param-text.js";

const variant = (name: string) => readFileSync(`variants/${name}.risk`, "utf8");

describe("parameter notes", () => {
  it("takes the comment at the end of the param line, the assumed note apart", () => {
    const notes = paramNotes(variant("transformers-earth"));
    expect(notes["slavesPerUnit"]).toEqual({ description: "E10: one more unit a turn per 5 slaves" });
    expect(notes["energonStart"]).toEqual({ description: "", assumed: "assumed: the Energon meter's level at the start (E14)" });
    // The parent's parameters are not this file's.
    expect(notes["placeBatch"]).toBeUndefined();
  });

  it("takes the comment lines just above, joined, and stops at a line that is not a comment", () => {
    const notes = paramNotes(variant("risiko"));
    expect(notes["armyCap"]).toEqual({ description: "R5: the most armies a player may have on the board (tournaments: 120 or 130)" });
    expect(notes["lastRound"]).toEqual({
      description: "R11: the time limit as rounds",
      assumed:
        "assumed: a 90-minute tournament game lasts about 8 rounds; the last round is the one after the time runs out, so sdadata starts at the end of round lastRound.",
    });
    expect(notes["kingmaker"]!.description).toBe("R13: the Kingmaker variant; R14: the Challenge card (neither in official tournaments)");
    // challengeCard's line above is kingmaker's param line: no comment of its own.
    expect(notes["challengeCard"]).toEqual({ description: "" });
  });
});

describe("a new default", () => {
  it("replaces the value on the param line and nothing else", () => {
    const text = variant("classic");
    const edit = paramDefaultEdit(text, "placeBatch", "4");
    expect("error" in edit).toBe(false);
    const { start, end, text: inserted } = edit as { start: number; end: number; text: string };
    const after = text.slice(0, start) + inserted + text.slice(end);
    expect(after.split("\n").find((l) => l.includes("param placeBatch"))).toBe("  param placeBatch: int = 4 in 1..10");
    expect(after.replace("int = 4 in", "int = 1 in")).toBe(text);
  });

  it("refuses a parameter the file does not declare", () => {
    expect(paramDefaultEdit(variant("classic"), "armies", "3")).toEqual({
      error: "armies is not declared in this file (a parent's parameter is changed in the parent)",
    });
  });
});

describe("notes as the text is edited", () => {
  it("reads again when a comment or a param line changes, and only then", () => {
    const read = paramNotesReader();
    const text = variant("risiko");
    const first = read(text);
    // An edit of a territory's line (no comment on it) gives the very same notes back, unread.
    expect(read(text.replace("Alaska [", "Alaska  ["))).toBe(first);
    const edited = read(text.replace("// R5: the most armies", "// R5: the largest number of armies"));
    expect(edited).not.toBe(first);
    expect(edited["armyCap"]!.description).toBe("R5: the largest number of armies a player may have on the board (tournaments: 120 or 130)");
  });
});
