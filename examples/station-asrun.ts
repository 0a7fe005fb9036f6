/**
 * Journey 7, a station (WXYZ-TV, mds_dev_wxyz) after examples/agency-instructions.ts:
 * reads the order's traffic instructions (its own flights only) and their CSV,
 * acknowledges the revision, posts a day's as-run log as CSV, as its traffic
 * system writes it (local times with their offset, an extra column, one line
 * it could not time and one line sent twice), and prints the proof of
 * performance with its discrepancies.
 *
 *   npx tsx examples/station-asrun.ts ORDER_ID      BASE_URL (default http://localhost:8787), API_KEY
 */
import { createMediaDeliveryClient, unwrap } from "../client/src/index.ts";

const orderID = Number(process.argv[2]);
if (!Number.isSafeInteger(orderID)) throw new Error("usage: npx tsx examples/station-asrun.ts ORDER_ID");
const mds = createMediaDeliveryClient({
  baseUrl: process.env.BASE_URL ?? "http://localhost:8787",
  apiKey: process.env.API_KEY ?? "mds_dev_wxyz",
});
const path = { orderID };
const station = 200;

// The latest revision, as this station sees it: the flights that name it (or name no station).
const instructions = unwrap(await mds.GET("/api/v1/ad/orders/{orderID}/instructions", { params: { path } }));
console.log(
  `order ${orderID}, instructions revision ${instructions.Revision}: ${instructions.Flights.length} flights for WXYZ-TV`,
);
for (const flight of instructions.Flights) {
  const dayparts = flight.Dayparts.map((p) => `${p.Start}-${p.End}`).join(" ");
  const rotation = flight.Rotation.map((s) => `${s.AdID} ${s.Weight}%`).join(", ");
  console.log(`  flight ${flight.Index}, ${flight.StartDate}..${flight.EndDate}, ${dayparts}: ${rotation}`);
}
console.log(`notes: ${instructions.Notes}`);

// The same as CSV, for a traffic system that imports spreadsheets: one line a flight, station and AdID.
const csv = await mds.GET("/api/v1/ad/orders/{orderID}/instructions", {
  params: { path },
  headers: { Accept: "text/csv" },
  parseAs: "text",
});
console.log(`as CSV:\n${String(csv.data).trim()}`);

const ack = unwrap(
  await mds.POST("/api/v1/ad/orders/{orderID}/instructions/acknowledgements", {
    params: { path },
    body: { Revision: instructions.Revision },
  }),
);
console.log(`acknowledged revision ${ack.Revision} at ${ack.AcknowledgedAt} by ${ack.AcknowledgedBy}`);

// The station's own clock: its time zone, and a wall time there written with its offset, as an as-run log does.
const { TimeZone } = unwrap(
  await mds.GET("/api/v1/ad/account/destinationOrganizationStatus/{organizationID}", {
    params: { path: { organizationID: station } },
  }),
);
function offsetAt(instant: number): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: TimeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const [, sign, hours, minutes] = name.match(/GMT([+-])(\d\d):(\d\d)/) ?? [];
  return sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
}
function airedAt(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offset = offsetAt(wall - offsetAt(wall) * 60_000);
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${date}T${time}:00${offset < 0 ? "-" : "+"}${hhmm}`;
}

// A day of the drive-time flight, as WXYZ-TV's traffic system logged it.
const [drive, late] = instructions.Flights;
if (!drive || !late)
  throw new Error("expected the drive-time and late-night flights of examples/agency-instructions.ts");
const [thirty, fifteen] = drive.Rotation.map((s) => s.AdID);
const sixty = late.Rotation[0]?.AdID;
const date =
  drive.EndDate === drive.StartDate
    ? drive.EndDate
    : new Date(Date.parse(drive.EndDate) - 86_400_000).toISOString().slice(0, 10);
const aired: [string, string | undefined, string, number][] = [
  ["06:12", thirty, "", 30],
  ["06:41", fifteen, "", 15],
  ["07:15", thirty, "", 30],
  ["07:48", thirty, "", 30],
  ["08:20", thirty, "", 29], // cut short by a second: short_duration
  ["08:52", fifteen, "", 15],
  ["09:30", thirty, "", 30],
  ["13:05", thirty, "", 30], // midday, where no flight runs: outside_flight
  ["16:10", thirty, "", 30],
  ["16:45", thirty, "", 30],
  ["17:20", sixty, "", 60], // the :60 in drive time, not in that flight's rotation: wrong_copy
  ["17:55", thirty, "", 30],
  ["18:30", "", `WXYZ-PROMO-${thirty?.slice(4, 7)}`, 30], // the station's own promo: matches no order
];
const lines = [
  "break,aired_at,ad_id,house_id,duration_seconds",
  ...aired.map(([time, adId, houseId, seconds], i) => `B${i + 1},${airedAt(date, time)},${adId},${houseId},${seconds}`),
  `B99,${date} around noon,${thirty},,30`, // a time the log could not write: rejected alone
  `B1,${airedAt(date, "06:12")},${thirty},,30`, // the first line again: a duplicate, stored once
];
const posted = unwrap(
  await mds.POST("/api/v1/ad/asrun", {
    body: lines.join("\n") as never,
    bodySerializer: (value: unknown) => value as BodyInit,
    headers: { "Content-Type": "text/csv" },
  }),
);
console.log(
  `as-run log of ${date} (${TimeZone}), ${lines.length - 1} lines: accepted ${posted.Accepted}, duplicates ${posted.Duplicates}`,
);
for (const r of posted.Rejected) console.log(`  rejected line ${r.Line}: ${r.Code}: ${r.Message}`);
for (const u of posted.Unmatched) console.log(`  unmatched line ${u.Line}: ${u.AdID ?? u.HouseID} at ${u.AiredAt}`);

// What aired against the instructions, and what the agency will be told.
const proof = unwrap(await mds.GET("/api/v1/ad/orders/{orderID}/proofofperformance", { params: { path } }));
console.log(`proof of performance, order ${proof.OrderID}, revision ${proof.Revision}`);
for (const destination of proof.Destinations) {
  console.log(`${destination.OrganizationName} (${destination.TimeZone})`);
  for (const flight of destination.Flights) {
    const counts = flight.Rotation.map((r) => `${r.AdID} ${r.Aired} (${r.SharePercent}%, weight ${r.Weight})`);
    console.log(`  flight ${flight.Index}: ${flight.Airings} airings: ${counts.join(", ")}`);
  }
  console.log(`  outside every flight: ${destination.OutsideFlights.length}`);
  for (const d of destination.Discrepancies) console.log(`  ${d.Code}: ${d.Message}`);
}
