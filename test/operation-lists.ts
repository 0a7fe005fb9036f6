/**
 * What each test list of operations must cover, taken from the app's registry (`operations` of src/app.ts):
 * an operation declared there and missing from a list fails that list's coverage test, naming the operation
 * (docs/adding-an-operation.md). A list leaves an operation out only by naming it with the reason, and that
 * is checked too: what it leaves out exists and has no case.
 */
import { operations } from "../src/app";
import type { OperationDef } from "../src/http/operation";

/**
 * An operation as the lists name it: `get /api/v1/ad/orders/{orderID}` (the method in lower case, the path
 * template). A HEAD request is its GET operation's.
 */
export const nameOf = (method: string, template: string) =>
  `${method.toLowerCase() === "head" ? "get" : method.toLowerCase()} ${template}`;

/** The operation of the app a method and path template name, or an error naming them. */
export function operationAt(method: string, template: string): OperationDef {
  const found = operations.find((op) => nameOf(op.method, op.path) === nameOf(method, template));
  if (!found) throw new Error(`no operation ${nameOf(method, template)} in src/app.ts`);
  return found;
}

/**
 * What is wrong with a list: each operation of the app it has no case of and does not leave out, each case
 * that names no operation of the app, and each operation left out (by operationId) that is unknown or has a
 * case after all. Empty when the list covers the app.
 */
export function coverageGaps(covered: Iterable<string>, leftOut: Record<string, string> = {}): string[] {
  const cases = new Set(covered);
  const names = new Map(operations.map((op) => [op.operationId, nameOf(op.method, op.path)]));
  const gaps: string[] = [];
  for (const op of operations) {
    const name = nameOf(op.method, op.path);
    if (!cases.has(name) && !(op.operationId in leftOut)) gaps.push(`no case of ${name} (${op.operationId})`);
  }
  const known = new Set(names.values());
  for (const name of cases) if (!known.has(name)) gaps.push(`a case of ${name}, which is no operation of the app`);
  for (const id of Object.keys(leftOut)) {
    const name = names.get(id);
    if (!name) gaps.push(`${id} is left out, but is no operation of the app`);
    else if (cases.has(name)) gaps.push(`${id} is left out, yet has a case`);
  }
  return gaps;
}
