/** The warnings of create and publish, computed against a fixed "now" in Eastern Time. */

import { describe, expect, it } from "vitest";
import { flightWarnings, offlineWarnings } from "../../src/features/subjects/subjects.rules";

const codesAt = (now: string, flightStartDate: string | null, priority: "Standard" | "Rush" = "Standard") =>
  flightWarnings({ priority, flightStartDate }, new Date(now)).map((w) => w.Code);

describe("flight warnings", () => {
  it("takes today in Eastern Time, not in UTC", () => {
    // 2030-07-01T03:30Z is 2030-06-30 23:30 EDT: June 30 is still today.
    expect(codesAt("2030-07-01T03:30:00Z", "2030-06-30")).toEqual(["short_lead_time"]);
    expect(codesAt("2030-07-01T03:30:00Z", "2030-06-29")).toEqual(["flight_start_past"]);
    // Four hours later it is July 1 in New York too.
    expect(codesAt("2030-07-01T04:30:00Z", "2030-06-30")).toEqual(["flight_start_past"]);
    // In winter New York is UTC-5: 04:30Z is still the day before.
    expect(codesAt("2030-01-16T04:30:00Z", "2030-01-15")).toEqual(["short_lead_time"]);
    expect(codesAt("2030-01-16T05:00:00Z", "2030-01-15")).toEqual(["flight_start_past"]);
  });

  it("counts 48 hours to midnight Eastern Time of the start day", () => {
    // 2030-01-17 00:00 EST is 05:00Z: exactly 48 hours after 2030-01-15T05:00Z.
    expect(codesAt("2030-01-15T05:00:00Z", "2030-01-17")).toEqual([]);
    expect(codesAt("2030-01-15T05:00:01Z", "2030-01-17")).toEqual(["short_lead_time"]);
    // In summer midnight EDT is 04:00Z.
    expect(codesAt("2030-07-10T04:00:00Z", "2030-07-12")).toEqual([]);
    expect(codesAt("2030-07-10T04:00:01Z", "2030-07-12")).toEqual(["short_lead_time"]);
  });

  it("spans the change to daylight saving time (a 23-hour day)", () => {
    // 2030-03-10 has 23 hours in New York; 2030-03-11 00:00 EDT is 2030-03-11T04:00Z.
    expect(codesAt("2030-03-09T04:00:00Z", "2030-03-11")).toEqual([]);
    expect(codesAt("2030-03-09T04:00:01Z", "2030-03-11")).toEqual(["short_lead_time"]);
  });

  it("never warns a Rush order of short lead time, but of a past start", () => {
    expect(codesAt("2030-01-15T12:00:00Z", "2030-01-16", "Rush")).toEqual([]);
    expect(codesAt("2030-01-15T12:00:00Z", "2030-01-14", "Rush")).toEqual(["flight_start_past"]);
  });

  it("says nothing without a flight start", () => {
    expect(codesAt("2030-01-15T12:00:00Z", null)).toEqual([]);
  });

  it("names the field and the day", () => {
    expect(
      flightWarnings({ priority: "Standard", flightStartDate: "2030-01-14" }, new Date("2030-01-15T12:00:00Z")),
    ).toEqual([
      {
        Code: "flight_start_past",
        Field: "FlightStartDate",
        Message: "The flight starts 2030-01-14, before today (2030-01-15, Eastern Time).",
      },
    ]);
  });
});

describe("offline warnings", () => {
  it("names each offline destination by its position in the order", () => {
    expect(
      offlineWarnings([
        { id: 200, name: "WXYZ-TV", status: "Online" },
        { id: 202, name: "WQRS-AM", status: "Offline" },
      ]),
    ).toEqual([
      {
        Code: "destination_offline",
        Field: "Destinations[1]",
        Message: "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
      },
    ]);
  });
});
