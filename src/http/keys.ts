/** API keys: their hash, and what of a key may be kept in clear; bytes as hex, which a hash is written in. */

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

/** Bytes (a digest) as lowercase hex: the digits by table, not by `toString` and `padStart` each. */
export function hexOf(bytes: ArrayBuffer | Uint8Array): string {
  let hex = "";
  for (const b of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) hex += HEX[b];
  return hex;
}

/** A text's SHA-256 in hex: a key's, hashed on every request that presents one. */
export async function sha256Hex(text: string): Promise<string> {
  return hexOf(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/**
 * The short visible part of a key that people recognise it by, kept in the
 * key's row and in the request log: its start (at most 12 characters, never
 * the last 8, so that a short key is not kept in clear), then `...` and the
 * first 8 hex digits of its SHA-256. The start alone does not tell keys apart
 * (every dev key of 12 characters starts `mds_`); the digits do, and say
 * nothing of the secret.
 */
export async function keyPrefix(key: string): Promise<string> {
  return prefixOf(key, await sha256Hex(key));
}

/** `keyPrefix` of a key whose hash (`sha256Hex`) is at hand. */
export function prefixOf(key: string, hash: string): string {
  const start = key.slice(0, Math.max(0, Math.min(12, key.length - 8)));
  return `${start}...${hash.slice(0, 8)}`;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A new key: `mds_<environment>_` and 32 random letters and digits (about 190 bits). */
export function newKey(environment: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `mds_${environment}_${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}
