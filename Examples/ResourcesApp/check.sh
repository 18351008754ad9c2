#!/usr/bin/env bash
# An app laid out as an iOS app, drawing with its own resources (asset catalogue, string catalogue, bundled
# font, declared as `resources: [.process("Resources")]`): builds it, lists its scenes (its previews), and
# verifies every snapshot in English, Welsh, en-XA and ar-XB against the goldens in Goldens/; verify must
# list the one key deliberately left without a Welsh translation. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")"

swift build
app=.build/debug/ResourcesApp

# Its own scenes, in id order: the screens' previews, found at run time.
test "$($app list)" = "$(cat <<'LIST'
GreetingsView/greetings
HomeView/no-appointments
HomeView/one-appointment
SettingsView/settings
LIST
)"

# Every snapshot of its matrix against its own goldens, and the missing Welsh translation reported.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
$app verify --out "$out/report" | tee "$out/verify.txt"
grep -qx 'warning: SettingsView/settings: no cy translation of "Contact us" in the table Localizable' "$out/verify.txt"
