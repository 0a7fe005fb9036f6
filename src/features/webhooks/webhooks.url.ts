/**
 * Where an endpoint may be (contract section 10): `https`, and never a
 * loopback, private, link-local or otherwise internal address, given as an IP
 * or as a name that is one by definition (`localhost`, `*.local`,
 * `*.internal`). Names are not resolved here: a Worker has no resolver of its
 * own, and its `fetch` cannot reach private networks in production anyway.
 * Under `npm start` (`WEBHOOK_ALLOW_LOCAL`), `http://localhost` and
 * `http://127.0.0.1` are allowed too, so that a local receiver works.
 */

/** Why the URL may not be an endpoint, or null when it may. */
export function refusedUrl(raw: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be an absolute URL, e.g. https://hooks.example.com/mds";
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (allowLocal && (host === "localhost" || host === "127.0.0.1") && /^https?:$/.test(url.protocol)) return null;
  if (url.protocol !== "https:") return "must be an https URL";
  if (url.username || url.password) return "must not carry a user name or password";
  if (
    host === "localhost" ||
    /\.(localhost|local|internal|home\.arpa)$/.test(host) ||
    (!host.includes(".") && !host.includes(":"))
  ) {
    return "must be a public host name, not a local one";
  }
  if (isInternalIp(host)) return "must not be a loopback, private or link-local address";
  return null;
}

function isInternalIp(host: string): boolean {
  const v4 = host.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (!host.includes(":")) return false;
  // IPv6: loopback, unspecified, unique local (fc00::/7), link-local (fe80::/10), and IPv4-mapped internal ones.
  if (host === "::1" || host === "::") return true;
  if (/^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host)) return true;
  const mapped = host.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1]) return isInternalIp(mapped[1]);
  // WHATWG URL writes a mapped IPv4 address in hex: ::ffff:7f00:1 is 127.0.0.1.
  const hex = host.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex?.[1] && hex[2]) {
    const hi = Number.parseInt(hex[1], 16);
    const lo = Number.parseInt(hex[2], 16);
    return isInternalIp(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return false;
}
