/**
 * Where an endpoint may be (contract section 10): `https`, and never a
 * loopback, private, link-local or otherwise internal address, given as an IP
 * or as a name that is one by definition (`localhost`, `*.local`,
 * `*.internal`, a single label), with or without the trailing dot of a fully
 * qualified name (`localhost.` is `localhost`). An IPv6 address must be global
 * unicast (2000::/3) and embed no IPv4 address (NAT64, 6to4, Teredo, mapped,
 * translated or compatible), so that no internal IPv4 address gets through in
 * IPv6 clothing. Names are not resolved here: a Worker has no resolver of its
 * own, and its `fetch` cannot reach private networks in production anyway.
 * Under `npm start` (`WEBHOOK_ALLOW_LOCAL`), `http://localhost` and
 * `http://127.0.0.1` are allowed too, so that a local receiver works.
 *
 * What is stored, shown and called is the URL as the WHATWG parser writes it
 * (`href`): the same URL `fetch` calls, never the text as sent (a URL parser
 * drops tabs and line breaks inside it, lower-cases the host, and writes an
 * IP address in one way).
 */

const MAX_URL = 2000;

/** The URL as stored and called, or why it may not be an endpoint. */
export type Target = { href: string } | { refused: string };

export function webhookTarget(raw: string, allowLocal: boolean): Target {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refused: "must be an absolute URL, e.g. https://hooks.example.com/mds" };
  }
  const refused = refusedUrl(url, allowLocal);
  if (refused) return { refused };
  if (url.href.length > MAX_URL) return { refused: `must be at most ${MAX_URL} characters once normalised` };
  return { href: url.href };
}

function refusedUrl(url: URL, allowLocal: boolean): string | null {
  const host = url.hostname.toLowerCase();
  if (allowLocal && (host === "localhost" || host === "127.0.0.1") && /^https?:$/.test(url.protocol)) return null;
  if (url.protocol !== "https:") return "must be an https URL";
  if (url.username || url.password) return "must not carry a user name or password";
  if (host.startsWith("[")) {
    const groups = ipv6Groups(host.slice(1, -1));
    if (!groups) return "must be a valid IPv6 address";
    return isGlobalUnicast(groups) ? null : IPV6_REFUSED;
  }
  const v4 = ipv4(host);
  if (v4) return isInternalIpv4(v4) ? IPV4_REFUSED : null;
  // A fully qualified name may end in one dot: the same name.
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  if (name === "" || name.split(".").some((label) => label === "")) return "must be a valid host name";
  if (
    name === "localhost" ||
    /\.(localhost|local|internal|home\.arpa)$/.test(name) ||
    !name.includes(".") ||
    ipv4(name) !== null
  ) {
    return "must be a public host name, not a local one";
  }
  return null;
}

const IPV4_REFUSED = "must not be a loopback, private, link-local, multicast or reserved address";
const IPV6_REFUSED =
  "must be a global unicast IPv6 address (2000::/3): not a loopback, private (fc00::/7), link-local, site-local " +
  "(fec0::/10), multicast or special-purpose one, nor one that embeds an IPv4 address (IPv4-mapped, " +
  "IPv4-translated or IPv4-compatible, NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32)";

/** The four numbers of a dotted IPv4 address, or null. */
function ipv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

function isInternalIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 88 && c === 99) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224
  );
}

/**
 * The eight 16-bit groups of an IPv6 address as the URL parser writes it
 * (lower-case hex, `::` at most once, an embedded IPv4 address written in
 * hex), or null.
 */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) => (half ? half.split(":") : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * Global unicast (2000::/3) but IANA's special-purpose blocks within it:
 * 2001::/23 (Teredo, benchmarking, ORCHID…), documentation (2001:db8::/32,
 * 3fff::/20) and 6to4 (2002::/16, which embeds an IPv4 address). Everything
 * outside 2000::/3 is refused: loopback, unspecified, IPv4-compatible,
 * -mapped and -translated, NAT64, discard, unique local, link-local,
 * site-local and multicast addresses all are.
 */
function isGlobalUnicast([g0 = 0, g1 = 0]: number[]): boolean {
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && (g1 < 0x200 || g1 === 0xdb8)) return false;
  if (g0 === 0x2002) return false;
  if (g0 === 0x3fff && g1 < 0x1000) return false;
  return true;
}
