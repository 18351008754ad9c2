#!/usr/bin/env bash
# The ten screens as an app team writes them: each built copy under Sources/ must be its iOS
# original under iOS/ with only `import SwiftUI` changed to `import NHSDesignSystem`. Then builds the
# package, lists its scenes and verifies every snapshot against the goldens in Goldens/. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")"

screens=Sources/nhs-app-screens/Screens

# Every original has its built copy and every built copy its original.
diff <(cd iOS && ls | sed 's/\.txt$//') <(ls "$screens") || {
  echo "error: iOS/ and $screens/ do not hold the same screens" >&2
  exit 1
}

# Each built copy differs from its original only by the import line.
for original in iOS/*.swift.txt; do
  built="$screens/$(basename "$original" .txt)"
  grep -qx 'import SwiftUI' "$original" || { echo "error: $original does not import SwiftUI" >&2; exit 1; }
  if ! diff -u <(sed 's/^import SwiftUI$/import NHSDesignSystem/' "$original") "$built"; then
    echo "error: $built differs from $original by more than its import" >&2
    exit 1
  fi
done

swift build
app=.build/debug/nhs-app-screens

# Its own scenes, in id order.
test "$($app list)" = "$(cat <<'LIST'
appointments/detail
documents/empty
documents/failed
gp-surgery/card
home/signed-in
messages/inbox
onboarding/first-page
prescriptions/list
settings/form
test-results/full-blood-count
vaccinations/record
LIST
)"

# Every snapshot of its matrix against its own goldens.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
$app verify --out "$out/report"
