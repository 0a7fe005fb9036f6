/**
 * The valibot schemas of the order and proof of delivery state lists (SPEC.md): they validate the requests and
 * make the OpenAPI document and the XSDs.
 */
import * as v from "valibot";

export const State = v.pipe(
  v.object({
    StateID: v.pipe(v.number(), v.integer()),
    Name: v.string(),
    Description: v.string(),
  }),
  v.metadata({ ref: "State" }),
);

export const StateList = v.array(State);
