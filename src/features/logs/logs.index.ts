import { logs } from "./logs.routes";

export const logOperations = [logs];
