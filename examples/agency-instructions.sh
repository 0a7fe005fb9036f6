#!/usr/bin/env bash
# Journey 6, an agency (Northwind, mds_dev_northwind), in XML with curl: an order with three HD spots and a
# radio spot, traffic instructions with weighted rotations set on the draft (revision 1), the order published,
# then the instructions revised (revision 2: an even rotation, the :60 moved to late night). The flights ran
# last week, so that examples/station-asrun.sh, given the order printed last, has a day to log.
#
#   bash examples/agency-instructions.sh     BASE_URL (default http://localhost:8787), API_KEY
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
# items NAME: each <NAME> element of the XML on stdin (none: nothing), one a line.
items() { { grep -o "<$1>.*</$1>" || true; } | sed "s#</$1><$1>#</$1>\n<$1>#g"; }

# AdIDs of this run's own (a campaign number): a station's log of another run never matches this order.
n=$((RANDOM % 900 + 100))
s30=HVMO${n}3000H s15=HVMO${n}1500H s60=HVMO${n}6000H radio=HVMO${n}3030
start=$(date -u -d '-9 days' +%F)
end=$(date -u -d '-2 days' +%F)
order=$(api POST /api/v1/ad/orders "<Order>
  <Advertiser>Harborview Motors</Advertiser><Product>Year-End Sales Event</Product>
  <FlightStartDate>$start</FlightStartDate><FlightEndDate>$end</FlightEndDate>
  <Files>
    <File><AdID>$s30</AdID><Title>Year-End :30</Title><Length>30</Length><Format>HD</Format></File>
    <File><AdID>$s15</AdID><Title>Year-End :15</Title><Length>15</Length><Format>HD</Format></File>
    <File><AdID>$s60</AdID><Title>Year-End :60</Title><Length>60</Length><Format>HD</Format></File>
    <File><AdID>$radio</AdID><Title>Year-End :30 (Radio)</Title><Length>30</Length><Format>Audio</Format></File>
  </Files>
  <Destinations><OrganizationID>200</OrganizationID><OrganizationID>201</OrganizationID></Destinations>
</Order>")
id=$(values OrderID <<<"$order" | sed -n 1p)
echo "created order $id ($(values Status <<<"$order" | sed -n 1p)): $(values AdID <<<"$order" | paste -sd, | sed 's/,/, /g')"

# Publishing needs each file's media (the demo's few seconds; the declared lengths differ: a warning, no more).
media_dir=$(dirname "$0")/../fixtures/media
mapfile -t file_ids < <(values FileID <<<"$order")
for i in "${!file_ids[@]}"; do
  if [ "$i" -eq 3 ]; then media=(radio-spot.mp3 audio/mpeg); else media=(hd-spot.mp4 video/mp4); fi
  curl -sS --fail-with-body -o /dev/null -X PUT -H "X-API-Key: $API_KEY" -H "Content-Type: ${media[1]}" \
    --data-binary "@$media_dir/${media[0]}" "$BASE_URL/api/v1/ad/orders/$id/files/${file_ids[$i]}/content"
done
echo "uploaded the media of ${#file_ids[@]} files"

drive="<Dayparts><Daypart><Start>06:00</Start><End>10:00</End></Daypart><Daypart><Start>16:00</Start><End>19:00</End></Daypart></Dayparts>"
radio_flight="<Flight><StartDate>$start</StartDate><EndDate>$end</EndDate><Destinations><OrganizationID>201</OrganizationID></Destinations>
  <Days><Day>Mon</Day><Day>Tue</Day><Day>Wed</Day><Day>Thu</Day><Day>Fri</Day></Days>
  <Rotation><Spot><AdID>$radio</AdID><Weight>100</Weight></Spot></Rotation></Flight>"
# show: the revision answered on stdin, a flight a line.
show() {
  local xml
  xml=$(cat)
  echo "instructions revision $(values Revision <<<"$xml" | sed -n 1p) by $(values CreatedBy <<<"$xml")"
  items Flight <<<"$xml" | while read -r flight; do
    dayparts=$(grep -o '<Daypart><Start>[^<]*</Start><End>[^<]*</End></Daypart>' <<<"$flight" |
      sed 's#<Daypart><Start>\(.*\)</Start><End>\(.*\)</End></Daypart>#\1-\2#' | paste -sd' ')
    rotation=$(grep -o '<Spot><AdID>[^<]*</AdID><Weight>[^<]*</Weight></Spot>' <<<"$flight" |
      sed 's#<Spot><AdID>\(.*\)</AdID><Weight>\(.*\)</Weight></Spot>#\1 \2%#' | paste -sd, | sed 's/,/, /g')
    echo "  flight $(values Index <<<"$flight") to $(values OrganizationID <<<"$flight" | paste -sd,), $(values StartDate <<<"$flight")..$(values EndDate <<<"$flight"), $dayparts: $rotation"
  done
}

# Revision 1, on the draft: WXYZ-TV's drive times weighted 70/30 toward the :30; KLMN-FM's weekdays, the radio spot.
api PUT "/api/v1/ad/orders/$id/instructions" "<TrafficInstructions><Flights>
  <Flight><StartDate>$start</StartDate><EndDate>$end</EndDate><Destinations><OrganizationID>200</OrganizationID></Destinations>$drive
    <Rotation><Spot><AdID>$s30</AdID><Weight>70</Weight></Spot><Spot><AdID>$s15</AdID><Weight>30</Weight></Spot></Rotation></Flight>
  $radio_flight
</Flights><Notes>Drive times only. Please confirm receipt.</Notes></TrafficInstructions>" | show

# A rotation that does not total 100 is refused, naming the field.
refused=$(curl -sS -X PUT -H "X-API-Key: $API_KEY" -H "Accept: application/xml" -H "Content-Type: application/xml" \
  --data-binary "<TrafficInstructions><Flights><Flight><StartDate>$start</StartDate><EndDate>$end</EndDate>
  <Rotation><Spot><AdID>$s30</AdID><Weight>70</Weight></Spot><Spot><AdID>$s15</AdID><Weight>20</Weight></Spot></Rotation>
  </Flight></Flights></TrafficInstructions>" -w '\n%{http_code}' "$BASE_URL/api/v1/ad/orders/$id/instructions")
echo "refused ($(tail -n1 <<<"$refused")): $(values field <<<"$refused") $(values code <<<"$refused"): $(values message <<<"$refused")"

published=$(api PUT "/api/v1/ad/orders/$id/publish")
echo "published order $id ($(values Status <<<"$published" | sed -n 1p))"

# Revision 2, after publish: an even rotation in drive times, and the :60 alone late at night. The stations
# (and Summit, acting for them) get order.instructions_revised; revision 1 is kept.
api PUT "/api/v1/ad/orders/$id/instructions" "<TrafficInstructions><Flights>
  <Flight><StartDate>$start</StartDate><EndDate>$end</EndDate><Destinations><OrganizationID>200</OrganizationID></Destinations>$drive
    <Rotation><Spot><AdID>$s30</AdID><Weight>50</Weight></Spot><Spot><AdID>$s15</AdID><Weight>50</Weight></Spot></Rotation></Flight>
  <Flight><StartDate>$start</StartDate><EndDate>$end</EndDate><Destinations><OrganizationID>200</OrganizationID></Destinations>
    <Dayparts><Daypart><Start>22:00</Start><End>24:00</End></Daypart></Dayparts>
    <Rotation><Spot><AdID>$s60</AdID><Weight>100</Weight></Spot></Rotation></Flight>
  $radio_flight
</Flights><Notes>Revision 2: even rotation of the :30 and :15 in drive times; the :60 runs late night only.</Notes></TrafficInstructions>" | show

revisions=$(api GET "/api/v1/ad/orders/$id/instructions/revisions")
echo "revisions: $(paste -d' ' <(values Revision <<<"$revisions") <(values FlightCount <<<"$revisions") | sed 's/ \(.*\)/ (\1 flights)/' | paste -sd, | sed 's/,/, /g')"
echo "next, WXYZ-TV acknowledges and posts its as-run log: bash examples/station-asrun.sh $id"
