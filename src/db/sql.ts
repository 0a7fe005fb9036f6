/** SQL fragments that many queries share. */
import { type Placeholder, type SQL, sql } from "drizzle-orm";

/**
 * An SQL list of values, bound as one JSON parameter (D1 binds at most 100
 * parameters a statement); or of a placeholder or SQL that gives a JSON list.
 */
export const jsonList = (values: readonly unknown[] | SQL | Placeholder) =>
  sql`(SELECT value FROM json_each(${Array.isArray(values) ? JSON.stringify(values) : (values as SQL | Placeholder)}))`;
