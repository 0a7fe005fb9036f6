#!/usr/bin/env bash
# Journey 1, an agency (Northwind, mds_dev_northwind), in XML with curl: create an order, upload each
# spot's media, publish it, and follow its proof of delivery report until every delivery to an online
# destination is available to its station (Sending). A delivery is Delivered only once the station has
# downloaded the file: examples/station-group.sh does, for WXYZ-TV, given the order and file printed last.
# WQRS-AM (202) is offline: its deliveries wait, Queued, until it is back. The radio spot is 12 dB too
# loud (a generated tone at -12 LKFS): each radio station's spec normalises what it receives (its Deliver),
# so it is not refused; KLMN-FM receives a rendition at -24 LKFS (ATSC A/85), which this waits for and
# prints. A refusal no rendition fixes, a missing clearance, is examples/agency-clearance.sh's story.
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
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# upload FILE_ID PATH TYPE: the file's content, the bytes of PATH sent by curl.
# Content-Digest (the SHA-256, base64) lets the service refuse bytes damaged on the way: nothing is kept.
upload() {
  local digest content
  digest=$(printf "$(sha256sum "$2" | cut -c1-64 | sed 's/../\\x&/g')" | base64)
  content=$(curl -sS --fail-with-body -X PUT -H "X-API-Key: $API_KEY" -H "Accept: application/xml" \
    -H "Content-Type: $3" -H "Content-Digest: sha-256=:$digest:" --data-binary "@$2" \
    "$BASE_URL/api/v1/ad/orders/$id/files/$1/content")
  echo "uploaded $(basename "$2") to file $1: $(values Bytes <<<"$content") bytes, sha256 $(values Sha256 <<<"$content"), $(values DurationSeconds <<<"$content") s"
  values Message <<<"$content" | sed 's/^/warning: /'
}
# le VALUE BYTES: VALUE as BYTES bytes, little-endian.
le() { local i; for ((i = 0; i < $2; i++)); do printf "\\$(printf %03o $((($1 >> (8 * i)) & 255)))"; done; }
# tone DBFS SECONDS OUT: a mono 48 kHz 16-bit WAV of a 1 kHz tone at DBFS. ITU-R BS.1770 reads a mono
# 1 kHz tone 3 dB under its level: -9 dBFS is -12 LKFS, -21 dBFS is -24 LKFS (A/85's target). One period
# (48 samples) is computed by awk, then repeated: 1000 a second.
tone() {
  local frames=$((48000 * $2)) i
  # shellcheck disable=SC2059 # the format is awk's octal escapes, one a byte
  printf "$(awk -v db="$1" 'BEGIN { for (i = 0; i < 48; i++) {
    v = 32767 * 10 ^ (db / 20) * sin(2 * 3.141592653589793 * i / 48); v = v < 0 ? int(v - 0.5) + 65536 : int(v + 0.5)
    printf "\\%03o\\%03o", v % 256, int(v / 256) } }')" >"$work/period"
  for i in $(seq 10); do cat "$work/period"; done >"$work/p10"
  for i in $(seq 10); do cat "$work/p10"; done >"$work/p100"
  for i in $(seq 10); do cat "$work/p100"; done >"$work/second"
  { printf RIFF; le $((36 + 2 * frames)) 4; printf 'WAVEfmt '; le 16 4; le 1 2; le 1 2; le 48000 4; le 96000 4
    le 2 2; le 16 2; printf data; le $((2 * frames)) 4
    for i in $(seq "$2"); do cat "$work/second"; done; } >"$3"
}
# measured FILE_ID: the file's compliance once its loudness is measured (in the background, after the upload);
# prints its loudness and its result at each destination whose spec applies to it, with the checks not passed.
measured() {
  local answer status
  for _ in $(seq 120); do
    answer=$(api GET "/api/v1/ad/orders/$id/files/$1/compliance")
    status=$(grep -o '<Measurement><Status>[^<]*' <<<"$answer" | sed 's/.*>//')
    if [ "$status" != Pending ]; then break; fi
    sleep 0.5
  done
  echo "loudness of file $1: $(values IntegratedLKFS <<<"$answer") LKFS, true peak $(values TruePeakDBTP <<<"$answer") dBTP ($status)"
  grep -o '<Destination>.*</Destination>' <<<"$answer" | sed 's:</Destination>:&\n:g' | while read -r destination; do
    [ -n "$destination" ] || continue
    echo "  $(values Name <<<"$destination" | sed -n 1p): $(grep -o '</Name><Result>[^<]*</Result>' <<<"$destination" | values Result)"
    grep -o '<Check><Check>[^<]*</Check><Expected>[^<]*</Expected><Actual>[^<]*</Actual><Result>\(Fail\|Warn\)</Result>' <<<"$destination" |
      sed 's:<Check><Check>\([^<]*\)</Check><Expected>\([^<]*\)</Expected><Actual>\([^<]*\)</Actual><Result>\([^<]*\)</Result>:    \4 \1 \3, the spec takes \2:' || true
  done
}
# Publishing a file without content is 422 content_missing: each file gets its media first.
mapfile -t files < <(values FileID <<<"$order")
upload "${files[0]}" "$media_dir/hd-spot.mp4" video/mp4
# The radio spot, as delivered by the studio: 12 dB too loud for A/85.
tone -9 30 "$work/spot-too-loud.wav"
upload "${files[1]}" "$work/spot-too-loud.wav" audio/wav
measured "${files[0]}"
measured "${files[1]}"

# Publish: the radio stations normalise what they receive (their spec's Deliver), so the loud spot is not
# refused; while its renditions are made, a warning (rendition_pending) says so.
published=$(api PUT "/api/v1/ad/orders/$id/publish")
echo "published order $id ($(values Status <<<"$published" | sed -n 1p))"
values Code <<<"$published" | sed 's/^/warning: /'

# receives FILE_ID: what each station receives of the file, once made: the original, or its rendition where its
# spec has a Deliver (KLMN-FM: Wave PCM 44.1 kHz stereo brought to -24 LKFS). A station's download waits for it
# (409 rendition_pending).
receives() {
  local answer
  for _ in $(seq 120); do
    answer=$(api GET "/api/v1/ad/orders/$id/files/$1/compliance")
    if grep -q '<Rendition><Status>Failed' <<<"$answer"; then echo "a rendition of file $1 failed" >&2; exit 1; fi
    if ! grep -q '<Rendition><Status>Pending' <<<"$answer"; then break; fi
    sleep 0.5
  done
  if grep -q '<Rendition><Status>Pending' <<<"$answer"; then echo "the renditions of file $1 were not made within 60 s" >&2; exit 1; fi
  grep -o '<Destination>.*</Destination>' <<<"$answer" | sed 's:</Destination>:&\n:g' | while read -r destination; do
    [ -n "$destination" ] || continue
    name=$(values Name <<<"$destination" | sed -n 1p)
    if grep -q '<Rendition><Status>NotNeeded' <<<"$destination"; then echo "$name receives file $1: the original"; continue; fi
    loudness=$(grep -o '<Check>IntegratedLoudness</Check><Expected>[^<]*</Expected><Actual>[^<]*</Actual><Result>[^<]*' <<<"$destination" |
      sed 's:.*<Actual>\([^<]*\)</Actual><Result>\(.*\):, \1 (\2):' || true)
    echo "$name receives file $1 as its rendition: $(values ContentType <<<"$destination"), $(values Bytes <<<"$destination") bytes," \
      "sha256 $(values Sha256 <<<"$destination")$loudness"
  done
}
receives "${files[0]}"
receives "${files[1]}"

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
