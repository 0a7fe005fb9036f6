import { createKeyOperation, listKeysOperation, revokeKeyOperation } from "./keys.routes";

export const keyOperations = [listKeysOperation, createKeyOperation, revokeKeyOperation];
