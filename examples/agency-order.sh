#!/usr/bin/env bash
# Journey 1, an agency (Northwind, mds_dev_northwind), in XML with curl: create an order, upload each
# spot's media, publish it, and follow its proof of delivery report until every delivery to an online
# destination is available to its station (Sending). A delivery is Delivered only once the station has
# downloaded the file: examples/station-group.sh does, for WXYZ-TV, given the order and file printed last.
# WQRS-AM (202) is offline: its deliveries wait, Queued, until it is back.
#
#   bash examples/agency-order.sh           BASE_URL (default http://localhost:8787), API_KEY
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

start=$(date -u -d '+14 days' +%F)
end=$(date -u -d '+44 days' +%F)
order=$(api POST /api/v1/ad/orders "<Order>
  <Advertiser>Great Lakes Credit Union</Advertiser>
  <Product>Spring Home Equity</Product>
  <PurchaseOrder>NW-25002</PurchaseOrder>
  <FlightStartDate>$start</FlightStartDate>
  <FlightEndDate>$end</FlightEndDate>
  <Files>
    <File><AdID>GLCU0013000H</AdID><Title>Spring Home Equity :30</Title><Length>30</Length><Format>HD</Format></File>
    <File><AdID>GLCU0013030</AdID><Title>Spring Home Equity :30 (Radio)</Title><Length>30</Length><Format>Audio</Format></File>
  </Files>
  <Destinations><OrganizationID>200</OrganizationID><OrganizationID>201</OrganizationID><OrganizationID>202</OrganizationID></Destinations>
</Order>")
id=$(values OrderID <<<"$order" | sed -n 1p)
echo "created order $id ($(values Status <<<"$order" | sed -n 1p)), files $(values FileID <<<"$order" | paste -sd, | sed 's/,/, /g')"
values Message <<<"$order" | sed 's/^/warning: /'

media_dir=$(dirname "$0")/../fixtures/media
# upload FILE_ID MEDIA TYPE: the file's content, the bytes of fixtures/media/MEDIA sent by curl.
# Content-Digest (the SHA-256, base64) lets the service refuse bytes damaged on the way: nothing is kept.
upload() {
  local media=$media_dir/$2 digest content
  digest=$(printf "$(sha256sum "$media" | cut -c1-64 | sed 's/../\\x&/g')" | base64)
  content=$(curl -sS --fail-with-body -X PUT -H "X-API-Key: $API_KEY" -H "Accept: application/xml" \
    -H "Content-Type: $3" -H "Content-Digest: sha-256=:$digest:" --data-binary "@$media" \
    "$BASE_URL/api/v1/ad/orders/$id/files/$1/content")
  echo "uploaded $2 to file $1: $(values Bytes <<<"$content") bytes, sha256 $(values Sha256 <<<"$content"), $(values DurationSeconds <<<"$content") s"
  values Message <<<"$content" | sed 's/^/warning: /'
}
# Publishing a file without content is 422 content_missing: each file gets its media first.
mapfile -t files < <(values FileID <<<"$order")
upload "${files[0]}" hd-spot.mp4 video/mp4
upload "${files[1]}" radio-spot.mp3 audio/mpeg

published=$(api PUT "/api/v1/ad/orders/$id/publish")
echo "published order $id ($(values Status <<<"$published" | sed -n 1p))"

# The destinations online now: their deliveries are made available at once.
online=$(api GET "/api/v1/ad/orders/$id/destinations" |
  grep -o '<Name>[^<]*</Name><DisplayName>[^<]*</DisplayName><Type>[^<]*</Type><Status>Online</Status>' | values Name)

for _ in $(seq 60); do
  report=$(api GET "/api/v1/ad/orders/$id/proofofdelivery")
  rows=$(grep -o '<AdID>[^<]*</AdID><OrganizationID>[^<]*</OrganizationID><OrganizationName>[^<]*</OrganizationName><Status>[^<]*</Status>' <<<"$report" |
    sed 's:<AdID>\([^<]*\)</AdID><OrganizationID>[^<]*</OrganizationID><OrganizationName>\([^<]*\)</OrganizationName><Status>\([^<]*\)</Status>:\1 \2 \3:' || true)
  if grep -q ' Failed$' <<<"$rows"; then echo "failed deliveries:" >&2; echo "$rows" >&2; exit 1; fi
  pending=$(while read -r _ad name status; do
    if grep -qx "$name" <<<"$online" && [ "$status" = Queued ]; then echo "$name"; fi
  done <<<"$rows")
  if [ -z "$pending" ]; then
    while read -r ad name status; do echo "  $ad to $name: $status"; done <<<"$rows"
    echo "every delivery to an online destination is available: Delivered once the station downloads it"
    echo "order $id is $(api GET "/api/v1/ad/orders/$id" | values Status | sed -n 1p)"
    echo "next, WXYZ-TV fetches its spot: bash examples/station-group.sh $id ${files[0]}"
    exit 0
  fi
  sleep 1
done
echo "deliveries to online destinations were not available within 60 s" >&2
exit 1
