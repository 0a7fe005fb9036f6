#!/usr/bin/env bash
# Journey, an agency's spot for a network (Northwind, mds_dev_northwind; contract section 20), in XML with curl:
# an order for the American Broadcast Network (235) and WXYZ-TV (200), airing from tomorrow. The network requires
# a clearance (RequiresClearance ["any"]) and its copy 48 hours before the first airing day, and receives XDCAM
# HD422 made from the master, which must therefore be 1080p (the service never upscales): ffmpeg makes one
# (testsrc2's picture, the demo spot's sound). Publishing is refused (422 clearance_missing); ABNT Standards'
# decision, Restricted, is recorded (PUT {file}/clearances/{body}); the order publishes, late (late_copy); then
# the talent's usage window ends before the flight (PUT {file}/rights with an AirEnd), and WXYZ-TV's ingest feed
# gives it the spot's dates clipped to it, with the network's restrictions. When that AirEnd has passed, the
# Cron Trigger kills the spot at each station: test/live/rights-ended.test.ts shows it live.
#
#   bash examples/agency-clearance.sh       BASE_URL (default http://localhost:8787), API_KEY; needs ffmpeg
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_northwind}

# api METHOD PATH [XML]: the XML answer; an error status prints its problem and stops the script.
api() {
  local args=(-sS --fail-with-body -X "$1" -H "X-API-Key: $API_KEY" -H "Accept: application/xml")
  if [ $# -ge 3 ]; then args+=(-H "Content-Type: application/xml" --data-binary "$3"); fi
  curl "${args[@]}" "$BASE_URL$2"
}
# values NAME: the text of every <NAME> element of the XML on stdin, one a line.
values() { grep -o "<$1>[^<]*</$1>" | sed 's/<[^>]*>//g' || true; }

start=$(date -u -d '+1 day' +%F)
end=$(date -u -d '+28 days' +%F)
air_end=$(date -u -d '+14 days' +%F)
order=$(api POST /api/v1/ad/orders "<Order>
  <Advertiser>Great Lakes Credit Union</Advertiser>
  <Product>Fall Auto Loans</Product>
  <PurchaseOrder>NW-25017</PurchaseOrder>
  <FlightStartDate>$start</FlightStartDate>
  <FlightEndDate>$end</FlightEndDate>
  <Files><File><AdID>GLCU0017000H</AdID><Title>Fall Auto Loans :30</Title><Length>30</Length><Format>HD</Format></File></Files>
  <Destinations><OrganizationID>235</OrganizationID><OrganizationID>200</OrganizationID></Destinations>
</Order>")
id=$(values OrderID <<<"$order" | sed -n 1p)
file=$(values FileID <<<"$order" | sed -n 1p)
echo "created order $id ($(values Status <<<"$order" | sed -n 1p)) for ABNT (235) and WXYZ-TV (200), file $file"
values Message <<<"$order" | sed 's/^/warning: /'

# The 1080p master: 5 s of ffmpeg's test picture at 29.97 with the demo spot's sound (-24 LKFS), sent from disk.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ffmpeg -v error -f lavfi -i testsrc2=size=1920x1080:rate=30000/1001:duration=5 -i "$(dirname "$0")/../fixtures/media/hd-spot.mp4" \
  -map 0:v -map 1:a -c:v libx264 -preset ultrafast -crf 30 -pix_fmt yuv420p -c:a copy -shortest -movflags +faststart "$work/master.mp4"
digest=$(printf "$(sha256sum "$work/master.mp4" | cut -c1-64 | sed 's/../\\x&/g')" | base64)
content=$(curl -sS --fail-with-body -X PUT -H "X-API-Key: $API_KEY" -H "Accept: application/xml" -H "Content-Type: video/mp4" \
  -H "Content-Digest: sha-256=:$digest:" --data-binary "@$work/master.mp4" "$BASE_URL/api/v1/ad/orders/$id/files/$file/content")
echo "uploaded master-1080p.mp4 to file $file: $(values Bytes <<<"$content") bytes, $(values Width <<<"$content")×$(values Height <<<"$content")"

# The service measures it first; each destination's result and what it receives.
for _ in $(seq 120); do
  compliance=$(api GET "/api/v1/ad/orders/$id/files/$file/compliance")
  if ! grep -q '<Measurement><Status>Pending' <<<"$compliance"; then break; fi
  sleep 0.5
done
grep -o '<Name>[^<]*</Name><Result>[^<]*</Result><Rendition><Status>[^<]*' <<<"$compliance" |
  sed 's:<Name>\([^<]*\)</Name><Result>\([^<]*\)</Result><Rendition><Status>:  \1\: \2, rendition :'

# Refused: the network takes nothing its standards department has not cleared.
status=$(curl -sS -o "$work/refusal.xml" -w '%{http_code}' -X PUT -H "X-API-Key: $API_KEY" -H "Accept: application/xml" \
  "$BASE_URL/api/v1/ad/orders/$id/publish")
if [ "$status" != 422 ]; then echo "publishing an uncleared spot answered $status" >&2; exit 1; fi
grep -o '<code>[^<]*</code><message>[^<]*</message>' "$work/refusal.xml" |
  sed 's|<code>\([^<]*\)</code><message>\([^<]*\)</message>|publish refused (422): \1: \2|'

# The decision of ABNT's standards department: cleared, with restrictions the stations receive.
clearance=$(api PUT "/api/v1/ad/orders/$id/files/$file/clearances/ABNT%20Standards" "<Clearance>
  <Status>Restricted</Status><Reference>ABNT-S-2026-1311</Reference>
  <Restrictions><Restriction>not before 21:00</Restriction></Restrictions>
  <DecidedAt>$(date -u +%FT%TZ)</DecidedAt>
</Clearance>")
echo "clearance by $(values Body <<<"$clearance"): $(values Status <<<"$clearance") ($(values Reference <<<"$clearance")): $(values Restriction <<<"$clearance")"

# Published, late: the network wanted its copy 48 hours before tomorrow's first airing.
published=$(api PUT "/api/v1/ad/orders/$id/publish")
echo "published order $id ($(values Status <<<"$published" | sed -n 1p))"
values Code <<<"$published" | sed 's/^/warning: /'

# The talent's usage ends two weeks in, before the flight does: no station is given a later EndDate.
rights=$(api PUT "/api/v1/ad/orders/$id/files/$file/rights" "<Rights>
  <AirEnd>$air_end</AirEnd><Notes>SAG-AFTRA session fee cycle ends; music licence through the same day</Notes>
</Rights>")
echo "rights of file $file: AirEnd $(values AirEnd <<<"$rights")"

# WXYZ-TV's ingest feed: its latest entry of the file (once its content is ready: a Deliver may make it first).
for _ in $(seq 60); do
  cursor="" latest=""
  while :; do
    page=$(API_KEY=mds_dev_wxyz api GET "/api/v1/account/ingest?limit=1000${cursor:+&cursor=$cursor}")
    entries=$(sed 's:</Entry>:&\n:g' <<<"$page" | grep "<FileID>$file</FileID>" || true)
    if [ -n "$entries" ]; then latest=$(tail -n 1 <<<"$entries"); fi
    if ! grep -q '<Entry>' <<<"$page"; then break; fi
    cursor=$(values Cursor <<<"$page")
  done
  if [ "$(values EndDate <<<"$latest")" = "$air_end" ]; then
    echo "WXYZ-TV's feed, file $file: $(values Action <<<"$latest"), $(values StartDate <<<"$latest") to $air_end" \
      "(the order's flight ends $end), restrictions: $(values Restriction <<<"$latest")"
    echo "when the AirEnd has passed, the Cron Trigger kills it at each station (test/live/rights-ended.test.ts)"
    exit 0
  fi
  sleep 1
done
echo "WXYZ-TV was not given file $file's dates within 60 s" >&2
exit 1
