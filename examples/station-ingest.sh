#!/usr/bin/env bash
# Journey 8, a station (WXYZ-TV, mds_dev_wxyz), from the shell: its automation's watch folder, filled by the ingest
# agent. `npx mds-ingest --once` takes what the station's ingest feed holds into a temporary folder (each file
# downloaded into a hidden part file, its SHA-256 checked, its companion XML written, the media renamed into the
# folder, the entry acknowledged); then what arrived: each media file with its companion's fields, its SHA-256
# checked again with sha256sum, and what was killed.
#
#   bash examples/station-ingest.sh      BASE_URL (default http://localhost:8787), API_KEY, FOLDER (default: a new
#                                        temporary folder), ORGANIZATION (a group's key), FORMAT (bwf)
set -euo pipefail
export MDS_URL=${BASE_URL:-http://localhost:8787}
export MDS_KEY=${API_KEY:-mds_dev_wxyz}
folder=${FOLDER:-$(mktemp -d)}
options=(--once --folder "$folder")
[ -n "${ORGANIZATION:-}" ] && options+=(--organization "$ORGANIZATION")
[ -n "${FORMAT:-}" ] && options+=(--format "$FORMAT")

# The command of the client package (npm ci links it into node_modules/.bin); --no-install: never a package of
# that name from the registry.
npx --no-install mds-ingest "${options[@]}"

# field NAME FILE: the text of <NAME> in a companion file, unescaped.
field() {
  sed -n "s:.*<$1>\(.*\)</$1>.*:\1:p" "$2" | head -n 1 |
    sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&apos;/'"'"'/g; s/&amp;/\&/g'
}

shopt -s nullglob
companions=("$folder"/*.xml)
hidden=$(cd "$folder" && ls -A | { grep '^\.' || true; } | paste -sd, - | sed 's/,/, /g')
echo "${#companions[@]} files in the watch folder; hidden: ${hidden:-none}"
for xml in "${companions[@]}"; do
  media=$(field MediaFile "$xml")
  if [ "$(field Family "$xml")" = order ]; then subject="order $(field OrderID "$xml")"; else subject="release $(field ReleaseID "$xml")"; fi
  code=$(field AdID "$xml")
  code=${code:-$(field ISRC "$xml")}
  who=$(field Advertiser "$xml")
  who=${who:-$(field Artist "$xml")}
  house=$(field HouseID "$xml")
  start=$(field StartDate "$xml")
  dates=${start:+, $start to $(field EndDate "$xml")}
  check=""
  # A Broadcast Wave rendition is not the bytes the sender uploaded (its Sha256): only plain files are compared.
  if [ -f "$folder/$media" ] && ! { [ "${FORMAT:-}" = bwf ] && [[ $media == *.wav ]]; }; then
    if [ "$(sha256sum "$folder/$media" | cut -d' ' -f1)" = "$(field Sha256 "$xml")" ]; then
      check=", sha256 matches its companion"
    else
      check=", sha256 DIFFERS from its companion"
    fi
  fi
  echo "$media: $subject, file $(field FileID "$xml") $code \"$(field Title "$xml")\", $who," \
    "house ID ${house:-none}$dates, $(field Bytes "$xml") bytes$check ($(field Action "$xml") $(field EntryID "$xml"))"
done
killed=$( [ -d "$folder/killed" ] && ls "$folder/killed" | paste -sd, - | sed 's/,/, /g' || true)
echo "killed/: ${killed:-empty}"
