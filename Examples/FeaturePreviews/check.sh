#!/usr/bin/env bash
# Appointments, a feature module laid out as an iOS team lays one out: views written for iOS (`import SwiftUI`
# and nothing else) whose `#Preview`s are all there is to say what is snapshotted. Checks that, builds the
# package and its tests, lists the previews the one-line executable finds, verifies them against Goldens/,
# and runs the one parameterised test over the same previews against its own goldens. Then, on copies of the
# goldens: a golden no preview makes (a preview deleted) is an orphan that verify reports and prune removes,
# and a changed snapshot fails verify until approve accepts it. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")"

for view in Sources/Appointments/*.swift; do
  test "$(grep '^import ' "$view")" = 'import SwiftUI' || {
    echo "error: $view: it imports something other than SwiftUI" >&2
    exit 1
  }
done

swift build --build-tests
app=.build/debug/appointments-snapshots

# The previews, found at run time, in id order: <file>/<name>, a provider's type without _Previews.
test "$($app list)" = "$(cat <<'LIST'
AppointmentCard/telephone-appointment
AppointmentDetailView/cancelled
AppointmentDetailView/confirmed
AppointmentsView/landscape
AppointmentsView/upcoming
NewAppointmentsBadge/preview
LIST
)"

# Every snapshot of the executable's matrix against its own goldens.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
$app verify --out "$out/report"

# The same previews as the cases of one parameterised test, against the test's goldens (CI: records nothing).
CI=true swift test --skip-build

# A golden folder no preview makes any more (as a deleted "Past" preview of AppointmentsView.swift leaves
# it) is orphaned: verify names each of its files, and prune removes exactly them.
cp -R Goldens "$out/goldens"
cp -R "$out/goldens/AppointmentsView/upcoming" "$out/goldens/AppointmentsView/past"
$app verify --goldens "$out/goldens" --out "$out/orphan" >"$out/orphan.txt"
grep -q '^40 snapshots: 40 matched, 0 differing, 0 missing; 9 orphaned goldens$' "$out/orphan.txt"
test "$(grep -c "^ORPHAN $out/goldens/AppointmentsView/past/" "$out/orphan.txt")" = 9
$app prune --goldens "$out/goldens" >"$out/prune.txt"
test "$(grep -c "^removed $out/goldens/AppointmentsView/past/" "$out/prune.txt")" = 9
grep -q '^9 orphaned goldens removed' "$out/prune.txt"
test ! -e "$out/goldens/AppointmentsView/past"
diff -r Goldens "$out/goldens"

# Two snapshots that changed (here their goldens, swapped light for dark) fail verify; review accepts one
# from its page (as a reviewer's click posts it) and approve the other, and verify passes again with exactly
# the goldens it had. Both refuse in CI, so they run here without CI.
badge=NewAppointmentsBadge/preview
light="$badge/iphone-se.large.light@1x" dark="$badge/iphone-se.large.dark@1x"
cp "$out/goldens/$light.png" "$out/swap.png"
cp "$out/goldens/$dark.png" "$out/goldens/$light.png"
cp "$out/swap.png" "$out/goldens/$dark.png"
if $app verify --goldens "$out/goldens" --out "$out/changed" >"$out/changed.txt"; then
  echo "error: verify passed with changed goldens" >&2
  exit 1
fi
grep -q '^40 snapshots: 38 matched, 2 differing' "$out/changed.txt"
env -u CI "$app" review --goldens "$out/goldens" --out "$out/changed" >"$out/review.txt" &
review=$!
python3 - "$out/review.txt" "$dark" <<'PY'
import json, re, sys, time, urllib.request
for _ in range(100):
    found = re.search(r"http://127\.0\.0\.1:\d+/", open(sys.argv[1]).read())
    if found: break
    time.sleep(0.1)
url = found.group(0)
token = re.search(r"const TOKEN = '([^']+)'", urllib.request.urlopen(url).read().decode()).group(1)
state = json.load(urllib.request.urlopen(url + "api/state"))
assert sorted(s["key"] for s in state["snapshots"] if s["failing"]) == sorted([sys.argv[2], sys.argv[2].replace("dark", "light")]), state["counts"]
def post(path, body):
    request = urllib.request.Request(url + path, json.dumps(body).encode(), {"Content-Type": "application/json", "X-Review-Token": token})
    return urllib.request.urlopen(request).read()
post("api/accept", {"keys": [sys.argv[2]]})
post("api/shutdown", {})
PY
wait "$review"
env -u CI "$app" approve --out "$out/changed" "$light"
diff -r Goldens "$out/goldens"
$app verify --goldens "$out/goldens" --out "$out/approved" >/dev/null
