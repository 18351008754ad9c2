#!/usr/bin/env bash
# The ten screens as an app team writes them for iOS, one copy each, built unchanged: the first import
# of each file under Sources/nhs-app-screens/Screens/ must be `import SwiftUI` (nhs-snap's SwiftUI module
# on Linux), after any header comment.
# Then builds the package, lists its scenes and verifies every snapshot against the goldens in Goldens/.
# Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")"

for screen in Sources/nhs-app-screens/Screens/*.swift; do
  test "$(grep -m1 '^import ' "$screen")" = 'import SwiftUI' || {
    echo "error: $screen: its first import is not 'import SwiftUI'" >&2
    exit 1
  }
done

swift build
app=.build/debug/nhs-app-screens

# Its own scenes, in id order: the screens' previews, found at run time.
test "$($app list)" = "$(cat <<'LIST'
AppointmentDetailView/detail
DocumentsView/empty
DocumentsView/failed
GPSurgeryView/card
HomeView/signed-in
MessagesInboxView/inbox
OnboardingView/first-page
PrescriptionsView/list
SettingsView/form
TestResultsView/full-blood-count
VaccinationRecordView/record
LIST
)"

# Every snapshot of its matrix against its own goldens.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
$app verify --out "$out/report"
