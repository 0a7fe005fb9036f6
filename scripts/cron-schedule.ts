/**
 * The Cron Trigger under `npm start` (./serve.ts): wrangler's dev server runs
 * a worker's scheduled handler only when asked (`/cdn-cgi/handler/scheduled`),
 * never on the schedule of wrangler.toml, so the local service would never
 * take up queued deliveries, sweep or purge. This module reads the crons
 * (five fields, UTC, as Cloudflare reads them: numbers, `*`, ranges, steps,
 * lists, and the names of months and days) and calls a tick at each time they
 * name, like the platform does, and once at start for the ticks missed while
 * the service was stopped. Cloudflare's `L`, `W` and `#` are refused by name.
 */

interface Field {
  name: string;
  min: number;
  max: number;
  names?: string[];
}

const FIELDS: Field[] = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  {
    name: "month",
    min: 1,
    max: 12,
    names: ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"],
  },
  { name: "day of week", min: 0, max: 7, names: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] },
];

/** A cron expression read: the values each field allows, and whether a day field was restricted. */
export interface CronSchedule {
  expression: string;
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** Both day fields restricted: a day matches either (as cron has always read them). */
  eitherDay: boolean;
}

function readValue(text: string, field: Field, expression: string): number {
  const named = field.names?.indexOf(text.toUpperCase()) ?? -1;
  const value = named >= 0 ? named + field.min : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= field.min && value <= field.max)) {
    throw new Error(`cron "${expression}": ${JSON.stringify(text)} is not a ${field.name} (${field.min}-${field.max})`);
  }
  return value;
}

/** The values of one field: `*`, `5`, `1-5`, `*\/15`, `10-50/20`, `MON-FRI`, and lists of them. */
function parseField(text: string, field: Field, expression: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^(\*|[A-Za-z0-9]+)(?:-([A-Za-z0-9]+))?(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron "${expression}": ${JSON.stringify(part)} is not a ${field.name} this reads`);
    const [, from = "", to, step] = match;
    const start = from === "*" ? field.min : readValue(from, field, expression);
    const end = to !== undefined ? readValue(to, field, expression) : from === "*" || step ? field.max : start;
    const by = step === undefined ? 1 : Number(step);
    if (by < 1 || end < start)
      throw new Error(`cron "${expression}": ${JSON.stringify(part)} is an empty ${field.name}`);
    for (let v = start; v <= end; v += by) values.add(v);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) throw new Error(`cron "${expression}": five fields, minute to day of week`);
  const [minutes, hours, days, months, weekdays] = FIELDS.map((field, i) =>
    parseField(parts[i] ?? "", field, expression),
  );
  if (!minutes || !hours || !days || !months || !weekdays) throw new Error(`cron "${expression}": five fields`);
  // Sunday is 0 and 7.
  if (weekdays.has(7)) weekdays.add(0);
  return { expression, minutes, hours, days, months, weekdays, eitherDay: parts[2] !== "*" && parts[4] !== "*" };
}

function dayMatches(s: CronSchedule, at: Date): boolean {
  const day = s.days.has(at.getUTCDate());
  const weekday = s.weekdays.has(at.getUTCDay());
  return s.eitherDay ? day || weekday : day && weekday;
}

/** The first whole minute after `after` (UTC) that the schedule names. */
export function nextTick(s: CronSchedule, after: Date): Date {
  const at = new Date(Math.floor(after.getTime() / 60_000) * 60_000 + 60_000);
  // Four years hold every day a five-field cron can name (29 February among them).
  const limit = at.getTime() + 4 * 366 * 86_400_000;
  while (at.getTime() <= limit) {
    if (!s.months.has(at.getUTCMonth() + 1) || !dayMatches(s, at)) {
      at.setUTCHours(24, 0, 0, 0);
    } else if (!s.hours.has(at.getUTCHours())) {
      at.setUTCHours(at.getUTCHours() + 1, 0, 0, 0);
    } else if (!s.minutes.has(at.getUTCMinutes())) {
      at.setUTCMinutes(at.getUTCMinutes() + 1, 0, 0);
    } else {
      return at;
    }
  }
  throw new Error(`cron "${s.expression}" names no time`);
}

export interface Tick {
  cron: string;
  /** When the tick was due, in milliseconds (the handler's `scheduledTime`). */
  scheduledTime: number;
}

/** The longest a timer may wait (setTimeout's limit); a later tick is waited for in steps. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Calls `tick` for each cron at each time it names (one tick of a cron at a
 * time: a slow one delays the next rather than overlapping it), and, with
 * `atStart`, once for each cron right away. A cron it cannot read throws here,
 * before anything runs. Answers a function that stops it.
 */
export function runSchedule(
  crons: string[],
  tick: (t: Tick) => Promise<void>,
  options: { atStart: boolean },
): () => void {
  const schedules = crons.map(parseCron);
  let stopped = false;
  // A tick that fails is one line in the console; the schedule goes on.
  const run = (t: Tick) =>
    tick(t).catch((error: unknown) => {
      console.error(`cron ${t.cron}: the tick due ${new Date(t.scheduledTime).toISOString()} failed: ${String(error)}`);
    });
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const wait = (until: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          resolve();
        },
        Math.min(Math.max(0, until - Date.now()), MAX_DELAY),
      );
      timers.add(timer);
    });
  for (const schedule of schedules) {
    void (async () => {
      if (options.atStart) await run({ cron: schedule.expression, scheduledTime: Date.now() });
      while (!stopped) {
        const due = nextTick(schedule, new Date()).getTime();
        while (!stopped && Date.now() < due) await wait(due);
        if (!stopped) await run({ cron: schedule.expression, scheduledTime: due });
      }
    })();
  }
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
  };
}
