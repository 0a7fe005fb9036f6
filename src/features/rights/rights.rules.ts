/**
 * Clearance's publishing rule (contract section 20), a plain function over what a publish read: a destination
 * whose spec's `RequiresClearance` names clearing bodies (or `any`) takes a spot only with an `Approved` or
 * `Restricted` clearance from one of them (else `clearance_missing`), and none `Rejected` by one
 * (`clearance_rejected`), each a 422 on `Files[i]`. As a spec applies, it applies to the spots the destination
 * airs (../compliance: a radio station's `Audio` spots, a TV or network's `HD` and `SD`); every track of a release.
 */
import type { FieldError } from "../../http/problems";
import { appliesTo, CHECKED, specOf } from "../compliance/compliance.rules";
import type { Family } from "../subjects/subjects";

/** A file as the rule reads it: its clearances as `filesOfSubject` reads them (`[{"b": body, "s": status}]`). */
export interface ClearedFile {
  id: number;
  adId: string | null;
  isrc: string | null;
  title: string | null;
  format: string | null;
  clearances: string;
}

/** A destination as the rule reads it: its type and spec (`destination_specs.spec`, JSON). */
export interface ClearingDestination {
  id: number;
  name: string | null;
  type: string | null;
  spec: string | null;
}

/** The clearing bodies a destination's spec requires; empty: none. */
export const requiredBodies = (d: ClearingDestination): string[] => specOf(d.spec)?.RequiresClearance ?? [];

/** Whether a clearance by `body` counts for a station requiring `bodies`. */
export const counts = (bodies: string[], body: string) => bodies.includes("any") || bodies.includes(body);

const named = (d: ClearingDestination) => `${d.name ?? "destination"} (${d.id})`;
const fileNamed = (f: ClearedFile) => `file ${f.id} (${f.adId ?? f.isrc ?? f.title})`;

export function clearanceErrors(family: Family, files: ClearedFile[], list: ClearingDestination[]): FieldError[] {
  const requiring = list.map((d) => ({ d, bodies: requiredBodies(d) })).filter((r) => r.bodies.length > 0);
  if (requiring.length === 0) return [];
  return files.flatMap((file, i) => {
    const cleared = JSON.parse(file.clearances) as { b: string; s: string }[];
    const rejected: string[] = [];
    const missing: string[] = [];
    for (const { d, bodies } of requiring) {
      if (CHECKED[family] && !appliesTo(d.type, file.format)) continue;
      const mine = cleared.filter((c) => counts(bodies, c.b));
      const refusedBy = mine.filter((c) => c.s === "Rejected").map((c) => c.b);
      if (refusedBy.length > 0) rejected.push(`${named(d)} (rejected by ${refusedBy.join(", ")})`);
      else if (!mine.some((c) => c.s === "Approved" || c.s === "Restricted"))
        missing.push(`${named(d)} (${bodies.includes("any") ? "any clearing body" : bodies.join(" or ")})`);
    }
    const errors: FieldError[] = [];
    if (rejected.length > 0)
      errors.push({
        field: `Files[${i}]`,
        code: "clearance_rejected",
        message: `${fileNamed(file)} was rejected by a clearing body ${rejected.join(", ")} requires: take it off, or send another version`,
      });
    if (missing.length > 0)
      errors.push({
        field: `Files[${i}]`,
        code: "clearance_missing",
        message:
          `${fileNamed(file)} needs a clearance Approved or Restricted for ${missing.join(", ")}: record it with ` +
          "PUT …/files/{fileID}/clearances/{body}",
      });
    return errors;
  });
}
