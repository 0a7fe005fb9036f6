/**
 * The service as mds-ingest talks to it: the ingest feed, acknowledgements,
 * and the errors it tells apart (a key refused: stop; the service
 * unreachable or failing for a while: try again later), with the retries
 * following and --once make of them.
 */
import type { components } from "../schema.js";
import type { Entry } from "./folder.js";

export interface Connection {
  /** The service's origin and base path, without a trailing slash. */
  url: string;
  key: string;
  /** The station a group's key acts for (`organizationID`); undefined for a station's own key. */
  organization?: number;
  userAgent: string;
}

/** An answer the service gave that is not what was asked (4xx, 5xx), with its problem's detail. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** The problem's `type` (e.g. `/problems/rendition-pending`), when it sent one. */
    readonly type?: string,
  ) {
    super(`${status} ${detail}`);
    this.name = "ServiceError";
  }
  /**
   * Worth trying again later: the service is overloaded or failing, not refusing; or the station's own file (its
   * rendition, contract section 19) is still being made (409 `rendition_pending`, with Retry-After).
   */
  get transient() {
    return this.status === 408 || this.status === 429 || this.status >= 500 || this.is("rendition-pending");
  }
  /** The problem is of type `/problems/{name}`. */
  is(name: string): boolean {
    return this.type?.endsWith(`/problems/${name}`) ?? false;
  }
}

/** The service could not be reached (or the connection broke, or stalled). */
export class Unreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Unreachable";
  }
}

/** The key was refused, or may not read this feed (exit 3), or the options are wrong for it (exit 2): no retry helps. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly exitCode: 2 | 3,
  ) {
    super(message);
    this.name = "Refused";
  }
}

export const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === "AbortError" || (error as { code?: string }).code === "ABORT_ERR");

/** A request's URL (relative: to the service's) with `organizationID` added for a group's key. */
export function withOrganization(url: string, connection: Connection, query: Record<string, string> = {}): string {
  const target = new URL(url, `${connection.url}/`);
  if (connection.organization !== undefined) target.searchParams.set("organizationID", String(connection.organization));
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
}

/** fetch with the key and agent's headers; a network failure becomes `Unreachable` (an abort stays an abort). */
export async function request(
  connection: Connection,
  url: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      headers: { "X-API-Key": connection.key, "User-Agent": connection.userAgent, ...init.headers },
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Unreachable(
      `cannot reach ${new URL(url).origin}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    );
  }
}

/** The error of an answer that is not 2xx, with the problem's detail when it sent one. */
export async function errorOf(response: Response): Promise<ServiceError> {
  const text = await response.text().catch(() => "");
  let detail = response.statusText || "error";
  let type: string | undefined;
  try {
    const problem = JSON.parse(text) as { detail?: string; title?: string; type?: string };
    detail = problem.detail ?? problem.title ?? detail;
    type = problem.type;
  } catch {
    if (text && text.length < 300) detail = text.trim();
  }
  return new ServiceError(response.status, detail, type);
}

/** A page of the feed, as the service's document describes it. */
type Page = components["schemas"]["IngestFeed"];

/** The feed from `cursor`: a page of entries, waiting up to `wait` seconds for one when there is none. */
export async function feedPage(
  connection: Connection,
  cursor: string | null,
  wait: number,
  signal: AbortSignal,
): Promise<Page> {
  const query: Record<string, string> = { limit: "50", wait: String(wait) };
  if (cursor) query.cursor = cursor;
  const url = withOrganization(`${connection.url}/api/v1/account/ingest`, connection, query);
  // The answer may take `wait` seconds; one that takes much longer is a connection that stalled.
  const timeout = AbortSignal.timeout((wait + 60) * 1000);
  let response: Response;
  try {
    response = await request(connection, url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    if (timeout.aborted && !signal.aborted) throw new Unreachable(`the feed did not answer within ${wait + 60} s`);
    throw error;
  }
  if (!response.ok) throw refusedOr(await errorOf(response), "read the ingest feed");
  const page = (await response.json()) as Page;
  if (!Array.isArray(page.Entries)) throw new ServiceError(response.status, "the feed's answer has no Entries");
  return page;
}

/** Tells the service an entry is done: `Ingested`, or `Failed` with why. */
export async function acknowledge(
  connection: Connection,
  entry: Entry,
  status: "Ingested" | "Failed",
  message: string | undefined,
  signal: AbortSignal,
): Promise<{ recorded: true } | { recorded: false; why: string }> {
  const url = withOrganization(`${connection.url}/api/v1/account/ingest/acknowledgements`, connection);
  const body = { EntryID: entry.EntryID, Status: status, ...(message ? { Message: message.slice(0, 1000) } : {}) };
  const response = await request(connection, url, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.any([signal, AbortSignal.timeout(60_000)]),
  });
  if (response.ok) {
    await response.body?.cancel();
    return { recorded: true };
  }
  const error = await errorOf(response);
  if (error.status === 401 || error.status === 403 || error.transient) throw refusedOr(error, "acknowledge entries");
  // An entry the service no longer keeps (404: older than 30 days), or an answer no retry changes: the entry is done
  // here all the same; the agent says so and moves on rather than stopping the station's feed at it.
  return { recorded: false, why: `${error.status} ${error.detail}` };
}

/** 401, 403 and 404 are the key or the organization, 400 the options (a group's key without --organization): a `Refused`. */
function refusedOr(error: ServiceError, what: string): Error {
  if (error.status === 401) return new Refused(`the service refused the key (401): ${error.detail}`, 3);
  if (error.status === 403 || error.status === 404) {
    return new Refused(`this key may not ${what} (${error.status}): ${error.detail}`, 3);
  }
  if (error.status === 400) return new Refused(`the service refused the request (400): ${error.detail}`, 2);
  return error;
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });

export interface RetryPolicy {
  /** How many attempts in all (Infinity when following the feed). */
  attempts: number;
  /** Told before each wait: what failed and how long until the next attempt. */
  onRetry: (error: Error, delayMs: number) => void;
  signal: AbortSignal;
}

/** The retry policies: following the feed tries for ever (backing off to a minute); --once four times in ~7 s. */
export const retryPolicy = (once: boolean, onRetry: RetryPolicy["onRetry"], signal: AbortSignal): RetryPolicy => ({
  attempts: once ? 4 : Number.POSITIVE_INFINITY,
  onRetry,
  signal,
});

/** Runs `task` again after an unreachable or failing service (1, 2, 4, ... 60 s apart), as the policy allows. */
export async function retrying<T>(policy: RetryPolicy, task: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const again = error instanceof Unreachable || (error instanceof ServiceError && error.transient);
      if (!again || attempt >= policy.attempts || policy.signal.aborted) throw error;
      const delay = Math.min(60_000, 1000 * 2 ** (attempt - 1));
      policy.onRetry(error as Error, delay);
      await sleep(delay, policy.signal);
    }
  }
}
