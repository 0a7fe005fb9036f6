/** API keys: what of a key may be kept in clear. */

/**
 * The short visible part of a key that people recognise it by: at most 12
 * characters, and never the last 8, so that a short key is not kept in clear.
 */
export const keyPrefix = (key: string) => key.slice(0, Math.max(0, Math.min(12, key.length - 8)));
