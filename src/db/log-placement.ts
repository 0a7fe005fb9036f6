/**
 * Where a request-log entry goes, as a plain function of its organization (no
 * binding, no Workers type), so that the bench's seed, which writes entries
 * in SQL from Node, places them exactly as the service does: the partition of
 * its organization (./log-partitions.ts applies it to the LOGS_n bindings).
 */

/** The murmur3 finalizer: every bit of the result depends on every bit of `h`. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Mixed into each partition's score. Any odd constant spreads organizations
 * evenly; this one puts the demo world's accounts in both partitions of
 * `npm start` (Northwind in LOGS_1; Harbor Light, Blue Harbor, WXYZ-TV and the
 * unknown keys in LOGS_0), so that the tests and the bench cross them.
 */
const PARTITION_SALT = 0xb55a4f09;

/**
 * The partition of an organization's entries among `count` (null: the entries
 * of unknown keys), by rendezvous hashing: each partition scores the id, the
 * highest score wins. Adding a partition moves only the organizations it wins;
 * giving the last one up moves only its own.
 */
export function partitionOf(organizationId: number | null, count: number): number {
  if (organizationId === null) return 0;
  const id = mix(mix(organizationId >>> 0) ^ Math.floor(organizationId / 2 ** 32));
  let best = 0;
  let bestScore = -1;
  for (let partition = 0; partition < count; partition++) {
    const score = mix(id ^ Math.imul(partition + 1, PARTITION_SALT));
    if (score > bestScore) {
      best = partition;
      bestScore = score;
    }
  }
  return best;
}
