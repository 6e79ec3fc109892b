// Diagnostics as an editor shows them: on this file's text, with help and notes under the
// message, labels as related locations, and a problem of a parent file on the `extends` name.
import { describe, expect, it } from "vitest";
import { DiagnosticSeverity, DiagnosticTag } from "vscode-languageserver-types";
import { codeFor } from "../../language/index.js";
import { bundled, headline, positionOf, testService, variantText } from "./support.js";

const classic = variantText("classic");
const uri = "file:///work/variant.risk";

describe("diagnostics", () => {
  it("every bundled variant opens without a problem", () => {
    const { service, errors } = testService();
    for (const [file, u] of Object.entries(bundled)) {
      service.open(u, variantText(file.replace(/\.risk$/, "")));
      expect(service.diagnostics(u), file).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it("RISK2001 an unknown territory: its range, the help under the message, the suggestion kept for the fix", () => {
    const text = classic.replace('Alaska -- "Northwest', 'Alaska -- Kamchatk, "Northwest');
    const { service } = testService();
    service.open(uri, text);
    const [d] = service.diagnostics(uri);
    expect(d).toMatchObject({
      code: "RISK2001",
      severity: DiagnosticSeverity.Error,
      source: "riskc",
      message: "unknown territory `Kamchatk`\nhelp: did you mean `Kamchatka`?",
      range: { start: positionOf(text, "Kamchatk,"), end: positionOf(text, "Kamchatk,", 8) },
      data: { help: "did you mean `Kamchatka`?" },
    });
  });

  it("RISK3002 labels are related locations (`first given here`)", () => {
    const text = classic.replace("Japan -- Kamchatka", "Japan -- Kamchatka\n      Kamchatka -- Japan");
    const { service } = testService();
    service.open(uri, text);
    const d = service.diagnostics(uri).find((x) => x.code === codeFor("duplicateBorder"))!;
    expect(d.relatedInformation).toEqual([
      {
        location: { uri, range: { start: positionOf(text, "Japan -- Kamchatka"), end: positionOf(text, "Japan -- Kamchatka", 18) } },
        message: "first given here",
      },
    ]);
  });

  it("RISK4028 an unused declaration is marked unnecessary (editors fade it)", () => {
    const { service } = testService();
    const text = classic.replace("  param placeBatch", "  param unused: int = 3\n  param placeBatch");
    service.open(uri, text);
    expect(service.diagnostics(uri)[0]).toMatchObject({ code: "RISK4028", severity: DiagnosticSeverity.Warning, tags: [DiagnosticTag.Unnecessary] });
  });

  it("a problem inside a parent is shown on the `extends` name, with its place in the parent", () => {
    const parentUri = "file:///work/base.risk";
    const parent = classic.replace("Japan -- Kamchatka", "Japan -- Kamchatk");
    const child = 'variant "Mine" extends "base" {\n  players 3..5\n}\n';
    const { service } = testService({ [parentUri]: parent });
    service.open(uri, child);
    const [d] = service.diagnostics(uri);
    expect(d?.range).toEqual({ start: positionOf(child, '"base"'), end: positionOf(child, '"base"', 6) });
    expect(d?.message).toMatch(/^base\.risk: unknown territory `Kamchatk`/);
    expect(d?.relatedInformation?.[0]?.location).toEqual({
      uri: parentUri,
      range: { start: positionOf(parent, "Kamchatk\n"), end: positionOf(parent, "Kamchatk\n", 8) },
    });
    // The parent opened and fixed in the editor: the child is clean at once, without saving.
    service.open(parentUri, classic);
    expect(service.diagnostics(uri)).toEqual([]);
    expect(service.dependents(parentUri)).toEqual([uri]);
  });

  it("a `--set` value out of range (the playground's parameters) is shown on the parameter", () => {
    const { service } = testService();
    service.open(uri, classic);
    service.setOverrides(uri, { placeBatch: "99" });
    const [d] = service.diagnostics(uri);
    expect(d?.code).toBe(codeFor("badOverride"));
    expect(d?.message).toMatch(/^--set: parameter `placeBatch`/);
    expect(d?.range.start).toEqual(positionOf(classic, "placeBatch: int"));
    service.setOverrides(uri, {});
    expect(service.diagnostics(uri)).toEqual([]);
  });

  it("edits are applied incrementally, as an editor sends them", () => {
    const { service } = testService();
    service.open(uri, classic, 1);
    const at = positionOf(classic, "Japan -- Kamchatka", "Japan -- ".length);
    service.change(uri, [{ range: { start: at, end: { ...at, character: at.character + "Kamchatka".length } }, text: "Atlantis" }], 2);
    expect(service.diagnostics(uri).map(headline)).toEqual(["unknown territory `Atlantis`"]);
    service.change(uri, [{ text: classic }], 3);
    expect(service.diagnostics(uri)).toEqual([]);
  });
});
