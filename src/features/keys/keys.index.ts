/**
 * The keys feature's operations, as the registry (src/app.ts) takes them: API keys, self-service (contract section
 * 11).
 */
import { createKeyOperation, listKeysOperation, revokeKeyOperation } from "./keys.routes";

export const keyOperations = [listKeysOperation, createKeyOperation, revokeKeyOperation];
