// A queue job's data, checked on both sides of the queue — by the sweep before it sends a job, by
// the worker before it plays one: its shape (the ajv validator generated from job-schema.ts), its
// IR (the IR's own validator, and its version), then what would make it unplayable (sim's
// jobProblem). The answer is one sentence that names the field; a job with one is never played.
import { IR_VERSION, validateVariant } from "../../compiler/ir/index.js";
import { jobProblem, type SimJob } from "../index.js";
import { validateQueueJob } from "./job-validate.gen.js";

/** An ajv error, as both generated validators report it. */
interface SchemaError {
  instancePath: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** A JSON pointer below `base` as a field name: `/map/territories/3` under `variant` is `variant.map.territories[3]`. */
export function fieldName(base: string, pointer: string): string {
  let name = base;
  for (const part of pointer.split("/").slice(1)) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    name = /^\d+$/.test(key) ? `${name}[${key}]` : name ? `${name}.${key}` : key;
  }
  return name;
}

const kinds: Record<string, string> = {
  array: "a list",
  integer: "a whole number",
  number: "a number",
  string: "text",
  object: "an object",
  boolean: "true or false",
};

/** One schema error in words, naming its field. */
function describe(base: string, error: SchemaError): string {
  const field = fieldName(base, error.instancePath);
  const params = error.params ?? {};
  const at = (name: string) => `\`${field ? `${field}.${name}` : name}\``;
  switch (error.keyword) {
    case "required":
      return `${at(String(params["missingProperty"]))} is missing`;
    case "additionalProperties":
      return `${at(String(params["additionalProperty"]))} is not a field of ${field ? `\`${field}\`` : "a job"}`;
    case "type":
      return `\`${field}\` must be ${kinds[String(params["type"])] ?? String(params["type"])}`;
    case "minimum":
    case "maximum":
      return `\`${field}\` must be ${error.keyword === "minimum" ? "at least" : "at most"} ${String(params["limit"])}`;
    case "minItems":
    case "maxItems":
      return `\`${field}\` must list ${error.keyword === "minItems" ? "at least" : "at most"} ${String(params["limit"])}`;
    default:
      return `\`${field || base || "the job"}\` ${error.message ?? "is not valid"}`;
  }
}

/** The IR of a job's field: its version first (both sides must run the same riskc), then its schema. */
function irProblem(field: string, ir: { irVersion?: unknown }): string | undefined {
  if (ir.irVersion !== IR_VERSION)
    return `\`${field}.irVersion\` is ${JSON.stringify(ir.irVersion ?? null)}, and this riskc reads IR version ${IR_VERSION}: run the same riskc version on every machine`;
  if (validateVariant(ir)) return undefined;
  return describe(field, (validateVariant.errors?.[0] ?? { instancePath: "" }) as SchemaError);
}

/** Why `data` is not a job that can be played, naming the field; undefined when it is one. */
export function queueJobProblem(data: unknown): string | undefined {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return "the job's data is not an object";
  if (!validateQueueJob(data)) return describe("", (validateQueueJob.errors?.[0] ?? { instancePath: "" }) as SchemaError);
  const job = data as SimJob;
  return irProblem("variant", job.variant) ?? (job.versus ? irProblem("versus.variant", job.versus.variant) : undefined) ?? jobProblem(job);
}
