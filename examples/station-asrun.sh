#!/usr/bin/env bash
# Journey 7, a station (WXYZ-TV, mds_dev_wxyz) after examples/agency-instructions.sh, with curl: reads the
# order's traffic instructions (its own flights only) and their CSV, acknowledges the revision, posts a day's
# as-run log as CSV, as its traffic system writes it (local times with their offset, an extra column, one
# line it could not time and one line sent twice), and prints the proof of performance with its discrepancies.
#
#   bash examples/station-asrun.sh ORDER_ID     BASE_URL (default http://localhost:8787), API_KEY
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_wxyz}
id=${1:?usage: bash examples/station-asrun.sh ORDER_ID}

# api METHOD PATH [XML]: the XML answer; an error status prints its problem and stops the script.
api() {
  local args=(-sS --fail-with-body -X "$1" -H "X-API-Key: $API_KEY" -H "Accept: application/xml")
  if [ $# -ge 3 ]; then args+=(-H "Content-Type: application/xml" --data-binary "$3"); fi
  curl "${args[@]}" "$BASE_URL$2"
}
# values NAME: the text of every <NAME> element of the XML on stdin, one a line, its entities read.
values() { grep -o "<$1>[^<]*</$1>" | sed "s/<[^>]*>//g; s/&apos;/'/g; s/&quot;/\"/g; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g" || true; }
# items NAME: each <NAME> element of the XML on stdin (none: nothing), one a line.
items() { { grep -o "<$1>.*</$1>" || true; } | sed "s#</$1><$1>#</$1>\n<$1>#g"; }

# The latest revision, as this station sees it: the flights that name it (or name no station).
instructions=$(api GET "/api/v1/ad/orders/$id/instructions")
revision=$(values Revision <<<"$instructions" | sed -n 1p)
mapfile -t flights < <(items Flight <<<"$instructions")
echo "order $id, instructions revision $revision: ${#flights[@]} flights for WXYZ-TV"
echo "notes: $(values Notes <<<"$instructions")"

# The same as CSV, for a traffic system that imports spreadsheets: one line a flight, station and AdID.
echo "as CSV:"
curl -sS --fail-with-body -H "X-API-Key: $API_KEY" -H "Accept: text/csv" "$BASE_URL/api/v1/ad/orders/$id/instructions" | tr -d '\r'

ack=$(api POST "/api/v1/ad/orders/$id/instructions/acknowledgements" "<Acknowledgement><Revision>$revision</Revision></Acknowledgement>")
echo "acknowledged revision $(values Revision <<<"$ack") at $(values AcknowledgedAt <<<"$ack") by $(values AcknowledgedBy <<<"$ack")"

# The station's own clock: its time zone; each line's time written there with its offset, as an as-run log does.
tz=$(api GET /api/v1/ad/account/destinationOrganizationStatus/200 | values TimeZone)
mapfile -t drive < <(values AdID <<<"${flights[0]}")
s30=${drive[0]} s15=${drive[1]} s60=$(values AdID <<<"${flights[1]}")
end=$(values EndDate <<<"${flights[0]}")
day=$(date -u -d "$end -1 day" +%F)
at() { TZ=$tz date -d "$day $1" +%FT%T%:z; }
log=$(
  echo "break,aired_at,ad_id,house_id,duration_seconds"
  echo "B1,$(at 06:12),$s30,,30"
  echo "B2,$(at 06:41),$s15,,15"
  echo "B3,$(at 07:15),$s30,,30"
  echo "B4,$(at 07:48),$s30,,30"
  echo "B5,$(at 08:20),$s30,,29"                     # cut short by a second: short_duration
  echo "B6,$(at 08:52),$s15,,15"
  echo "B7,$(at 09:30),$s30,,30"
  echo "B8,$(at 13:05),$s30,,30"                     # midday, where no flight runs: outside_flight
  echo "B9,$(at 16:10),$s30,,30"
  echo "B10,$(at 16:45),$s30,,30"
  echo "B11,$(at 17:20),$s60,,60"                    # the :60 in drive time, not in that flight's rotation: wrong_copy
  echo "B12,$(at 17:55),$s30,,30"
  echo "B13,$(at 18:30),,WXYZ-PROMO-${s30:4:3},30"   # the station's own promo: matches no order
  echo "B99,$day around noon,$s30,,30"               # a time the log could not write: rejected alone
  echo "B1,$(at 06:12),$s30,,30"                     # the first line again: a duplicate, stored once
)
posted=$(curl -sS --fail-with-body -X POST -H "X-API-Key: $API_KEY" -H "Accept: application/xml" \
  -H "Content-Type: text/csv" --data-binary "$log" "$BASE_URL/api/v1/ad/asrun")
echo "as-run log of $day ($tz), $(($(wc -l <<<"$log") - 1)) lines: accepted $(values Accepted <<<"$posted"), duplicates $(values Duplicates <<<"$posted")"
items Rejection <<<"$posted" | while read -r r; do
  echo "  rejected line $(values Line <<<"$r"): $(values Code <<<"$r"): $(values Message <<<"$r")"
done
items Unmatched <<<"$posted" | items Entry | while read -r u; do
  echo "  unmatched line $(values Line <<<"$u"): $(values HouseID <<<"$u")$(values AdID <<<"$u") at $(values AiredAt <<<"$u")"
done

# What aired against the instructions, and what the agency will be told.
proof=$(api GET "/api/v1/ad/orders/$id/proofofperformance")
echo "proof of performance, order $id, revision $(values Revision <<<"$proof" | sed -n 1p)"
items Flight <<<"$proof" | while read -r flight; do
  counts=$(items Spot <<<"$flight" |
    sed 's#<Spot><AdID>\(.*\)</AdID><Weight>\(.*\)</Weight><Aired>\(.*\)</Aired><SharePercent>\(.*\)</SharePercent></Spot>#\1 \3 (\4%, weight \2)#' |
    paste -sd';' | sed 's/;/; /g')
  echo "  flight $(values Index <<<"$flight" | sed -n 1p): $(values Airings <<<"$flight") airings: $counts"
done
items Discrepancy <<<"$proof" | while read -r d; do
  echo "  $(values Code <<<"$d"): $(values Message <<<"$d")"
done
