import type { OperationDef } from "../../http/operation";
import { acknowledgeIngestOperation, ingestFeedOperation } from "./ingest.routes";

export const ingestOperations: OperationDef[] = [ingestFeedOperation, acknowledgeIngestOperation];
