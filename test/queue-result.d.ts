/**
 * What `getQueueResult` of `cloudflare:test` answers, by the name the Workers
 * test integration's types give it (`@cloudflare/vitest-pool-workers` 0.15.1,
 * package.json): the workerd types of that release no longer declare it.
 * Harmless where the integration's types declare their own.
 */
interface FetcherQueueResult {
  outcome: string;
  ackAll: boolean;
  retryBatch: { retry: boolean; delaySeconds?: number };
  explicitAcks: string[];
  retryMessages: { msgId: string; delaySeconds?: number }[];
}
