/**
 * The traffic journeys of examples/ against `npm start` (issue 33): the agency
 * sets weighted instructions on a draft and revises them after publishing;
 * WXYZ-TV reads its flights, acknowledges the revision, posts a day's as-run
 * log as CSV (one bad line, one repeated) and prints the proof of performance
 * with every kind of discrepancy. Each in TypeScript (tsx, the typed client)
 * and with curl (XML and CSV).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";

const run = promisify(execFile);

async function example(file: string, args: string[] = []) {
  const [command, argv] = file.endsWith(".ts") ? ["node_modules/.bin/tsx", [file, ...args]] : ["bash", [file, ...args]];
  const { stdout } = await run(command, argv, {
    env: { ...process.env, BASE_URL: inject("baseUrl") },
    timeout: 100_000,
  });
  return stdout;
}

const get = async (path: string, key: string, accept = "application/json") =>
  fetch(`${inject("baseUrl")}${path}`, { headers: { "X-API-Key": key, Accept: accept } });

describe.each(["ts", "sh"])("examples/*-instructions.%s and *-asrun.%s", (ext) => {
  let order = "";
  const ad = (suffix: string) => new RegExp(`HVMO\\d{3}${suffix}`);

  it("an agency sets weighted instructions on its draft, is refused a rotation that is not 100, publishes, and revises them", async () => {
    const out = await example(`examples/agency-instructions.${ext}`);
    order = out.match(/created order (\d+) \(Draft\)/)?.[1] ?? "";
    expect(order).not.toBe("");
    expect(out).toMatch(
      /instructions revision 1 by Northwind Agency:?\n {2}flight 0 to 200, .*: HVMO\d{3}3000H 70%, HVMO\d{3}1500H 30%/,
    );
    expect(out).toContain("refused (422): Flights[0].Rotation rotation_total");
    expect(out).toContain(`published order ${order} (Published)`);
    expect(out).toMatch(
      /instructions revision 2 by Northwind Agency:?\n {2}flight 0 to 200, .*: HVMO\d{3}3000H 50%, HVMO\d{3}1500H 50%/,
    );
    expect(out).toMatch(/flight 1 to 200, .* 22:00-24:00: HVMO\d{3}6000H 100%/);
    expect(out).toContain("revisions: 2 (3 flights), 1 (2 flights)");

    // Revision 1 is kept; KLMN-FM sees only its own flight of revision 2.
    const first = await (await get(`/api/v1/ad/orders/${order}/instructions?revision=1`, "mds_dev_northwind")).json();
    expect(first.Flights[0].Rotation.map((s: { Weight: number }) => s.Weight)).toEqual([70, 30]);
    const summit = await (await get(`/api/v1/ad/orders/${order}/instructions`, "mds_dev_summit")).json();
    expect(summit.Flights.map((f: { Destinations: number[] }) => f.Destinations)).toEqual([[200], [200], [201]]);
  });

  it("a station reads its flights, acknowledges the revision, posts a day's as-run CSV and prints the proof of performance", async () => {
    const out = await example(`examples/station-asrun.${ext}`, [order]);
    // Its own two flights, not KLMN-FM's.
    expect(out).toContain(`order ${order}, instructions revision 2: 2 flights for WXYZ-TV`);
    expect(out).not.toMatch(ad("3030"));
    expect(out).toContain("order_id,revision,organization_id,start_date,end_date,days,dayparts,ad_id,weight");
    expect(out).toMatch(new RegExp(`^${order},2,200,.*,06:00-10:00 16:00-19:00,HVMO\\d{3}3000H,50$`, "m"));
    expect(out).toMatch(/acknowledged revision 2 at \S+Z by WXYZ-TV/);
    // 15 lines: 13 stored (one of them the station's promo, unmatched), the repeated line a duplicate, the bad line refused.
    expect(out).toMatch(/as-run log of \d{4}-\d{2}-\d{2} \(America\/Detroit\), 15 lines: accepted 13, duplicates 1/);
    expect(out).toMatch(/rejected line 15: bad_time: /);
    expect(out).toMatch(/unmatched line 14: WXYZ-PROMO-\d{3} at /);
    expect(out).toMatch(/flight 0: 11 airings: HVMO\d{3}3000H 8 \(72\.7%, weight 50\)/);
    expect(out).toMatch(/flight 1: 0 airings/);
    for (const code of ["short_duration", "outside_flight", "wrong_copy", "not_aired"]) {
      expect(out.match(new RegExp(`^ {2}${code}: `, "gm")), code).toHaveLength(1);
    }
    expect(out.match(/^ {2}rotation_skew: /gm)).toHaveLength(2);

    // The agency reads the same: the acknowledgement, and the proof of performance's discrepancies.
    const instructions = await (await get(`/api/v1/ad/orders/${order}/instructions`, "mds_dev_northwind")).json();
    expect(instructions.Acknowledgements).toContainEqual(
      expect.objectContaining({ OrganizationID: 200, Revision: 2, AcknowledgedBy: "WXYZ-TV" }),
    );
    const proof = await (await get(`/api/v1/ad/orders/${order}/proofofperformance`, "mds_dev_northwind")).json();
    const wxyz = proof.Destinations.find((d: { OrganizationID: number }) => d.OrganizationID === 200);
    expect(wxyz.Discrepancies).toHaveLength(6);

    // Sent again, the same log is all duplicates: nothing is stored twice.
    const again = await example(`examples/station-asrun.${ext}`, [order]);
    expect(again).toContain("accepted 0, duplicates 14");
  });
});
