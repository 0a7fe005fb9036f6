/**
 * The ingest feature's operations, as the registry (src/app.ts) takes them: a station's ingest feed and its
 * acknowledgements (contract section 16).
 */
import type { OperationDef } from "../../http/operation";
import { acknowledgeIngestOperation, ingestFeedOperation } from "./ingest.routes";

export const ingestOperations: OperationDef[] = [ingestFeedOperation, acknowledgeIngestOperation];
