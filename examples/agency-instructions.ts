/**
 * Journey 6, an agency (Northwind, mds_dev_northwind) instructs its stations'
 * traffic departments: an order with three HD spots and a radio spot, traffic
 * instructions with weighted rotations set on the draft (revision 1), the
 * order published, then the instructions revised (revision 2: an even
 * rotation, and the :60 moved to late night). The flights ran last week, so
 * that examples/station-asrun.ts, given the order this prints at its end, has
 * a day to log and the proof of performance has something to say.
 *
 *   npx tsx examples/agency-instructions.ts      BASE_URL (default http://localhost:8787), API_KEY
 */
import { openAsBlob } from "node:fs";
import { createMediaDeliveryClient, type Schemas, unwrap, uploadContent } from "../client/src/index.ts";

const mds = createMediaDeliveryClient({
  baseUrl: process.env.BASE_URL ?? "http://localhost:8787",
  apiKey: process.env.API_KEY ?? "mds_dev_northwind",
});
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);
// AdIDs of this run's own (a campaign number): a station's log of another run never matches this order.
const n = String(Math.floor(Math.random() * 900) + 100);
const spot = { ":30": `HVMO${n}3000H`, ":15": `HVMO${n}1500H`, ":60": `HVMO${n}6000H`, radio: `HVMO${n}3030` };
const [start, end] = [day(-9), day(-2)];

const order = unwrap(
  await mds.POST("/api/v1/ad/orders", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    body: {
      Advertiser: "Harborview Motors",
      Product: "Year-End Sales Event",
      FlightStartDate: start,
      FlightEndDate: end,
      Files: [
        { AdID: spot[":30"], Title: "Year-End :30", Length: 30, Format: "HD" },
        { AdID: spot[":15"], Title: "Year-End :15", Length: 15, Format: "HD" },
        { AdID: spot[":60"], Title: "Year-End :60", Length: 60, Format: "HD" },
        { AdID: spot.radio, Title: "Year-End :30 (Radio)", Length: 30, Format: "Audio" },
      ],
      Destinations: [200, 201],
    },
  }),
);
const path = { orderID: order.OrderID };
console.log(`created order ${order.OrderID} (${order.Status}): ${order.Files.map((f) => f.AdID).join(", ")}`);

// Publishing needs each file's media (the demo's few seconds; the declared lengths differ: a warning, no more).
for (const file of order.Files) {
  const [name, contentType] = file.Format === "Audio" ? ["radio-spot.mp3", "audio/mpeg"] : ["hd-spot.mp4", "video/mp4"];
  const blob = await openAsBlob(new URL(`../fixtures/media/${name}`, import.meta.url));
  unwrap(await uploadContent(mds, { ...path, fileID: file.FileID }, blob, { contentType }));
}
console.log(`uploaded the media of ${order.Files.length} files`);

type Instructions = Schemas["TrafficInstructionsWithWarnings"];
const show = (set: Instructions) => {
  console.log(`instructions revision ${set.Revision} by ${set.CreatedBy}:`);
  for (const flight of set.Flights) {
    const dayparts = flight.Dayparts.map((p) => `${p.Start}-${p.End}`).join(" ");
    const rotation = flight.Rotation.map((s) => `${s.AdID} ${s.Weight}%`).join(", ");
    console.log(
      `  flight ${flight.Index} to ${flight.Destinations.join(", ")}, ${flight.StartDate}..${flight.EndDate}, ${flight.Days.join(" ")}, ${dayparts}: ${rotation}`,
    );
  }
  for (const warning of set.Warnings) console.log(`  warning ${warning.Code}: ${warning.Message}`);
};
async function setInstructions(body: Schemas["TrafficInstructionsInput"]) {
  return unwrap(await mds.PUT("/api/v1/ad/orders/{orderID}/instructions", { params: { path }, body }));
}

// Revision 1, on the draft: WXYZ-TV's drive times weighted 70/30 toward the :30; KLMN-FM's weekdays, the radio spot.
const morningAndEvening = [
  { Start: "06:00", End: "10:00" },
  { Start: "16:00", End: "19:00" },
];
const radio: Schemas["FlightInput"] = {
  StartDate: start,
  EndDate: end,
  Destinations: [201],
  Days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
  Rotation: [{ AdID: spot.radio, Weight: 100 }],
};
show(
  await setInstructions({
    Flights: [
      {
        StartDate: start,
        EndDate: end,
        Destinations: [200],
        Dayparts: morningAndEvening,
        Rotation: [
          { AdID: spot[":30"], Weight: 70 },
          { AdID: spot[":15"], Weight: 30 },
        ],
      },
      radio,
    ],
    Notes: "Drive times only. Please confirm receipt.",
  }),
);

// A rotation that does not total 100 is refused, naming the field.
const refused = await mds.PUT("/api/v1/ad/orders/{orderID}/instructions", {
  params: { path },
  body: {
    Flights: [
      {
        StartDate: start,
        EndDate: end,
        Rotation: [
          { AdID: spot[":30"], Weight: 70 },
          { AdID: spot[":15"], Weight: 20 },
        ],
      },
    ],
  },
});
for (const e of refused.error?.errors ?? []) {
  console.log(`refused (${refused.response.status}): ${e.field} ${e.code}: ${e.message}`);
}

const published = unwrap(await mds.PUT("/api/v1/ad/orders/{orderID}/publish", { params: { path } }));
console.log(`published order ${published.OrderID} (${published.Status})`);

// Revision 2, after publish: an even rotation in drive times, and the :60 alone late at night. The stations
// (and Summit, acting for them) get order.instructions_revised; revision 1 is kept.
show(
  await setInstructions({
    Flights: [
      {
        StartDate: start,
        EndDate: end,
        Destinations: [200],
        Dayparts: morningAndEvening,
        Rotation: [
          { AdID: spot[":30"], Weight: 50 },
          { AdID: spot[":15"], Weight: 50 },
        ],
      },
      {
        StartDate: start,
        EndDate: end,
        Destinations: [200],
        Dayparts: [{ Start: "22:00", End: "24:00" }],
        Rotation: [{ AdID: spot[":60"], Weight: 100 }],
      },
      radio,
    ],
    Notes: "Revision 2: even rotation of the :30 and :15 in drive times; the :60 runs late night only.",
  }),
);

const revisions = unwrap(await mds.GET("/api/v1/ad/orders/{orderID}/instructions/revisions", { params: { path } }));
console.log(`revisions: ${revisions.map((r) => `${r.Revision} (${r.FlightCount} flights)`).join(", ")}`);
console.log(`next, WXYZ-TV acknowledges and posts its as-run log: npx tsx examples/station-asrun.ts ${order.OrderID}`);
