/**
 * The ingest operations' examples: WXYZ-TV's feed as the demo world gives it
 * (order 5002's spots; times are those of one seeding).
 */
export const ingestFeedExample = { Entries: [], Cursor: "WzBd" };

export const ingestAcknowledgementInputExample = { EntryID: 1, Status: "Ingested", Message: "Cart 4410 loaded" };

export const ingestAcknowledgementExample = {
  EntryID: 1,
  Status: "Ingested",
  Message: "Cart 4410 loaded",
  AcknowledgedAt: "2026-11-20T12:00:00.000Z",
};
