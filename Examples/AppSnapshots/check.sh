#!/usr/bin/env bash
# Builds this example as an app team would and runs its commands over its own scenes: list,
# render and verify against the goldens in Goldens/ beside this script. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")"

swift build
app=.build/debug/app-snapshots

# Its own scenes, in id order.
test "$($app list)" = $'home/signed-in\nprescriptions/order\nsettings/notifications'

# One scene as a PNG, on a phone at 2x.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
$app render home/signed-in --device iphone-se -o "$out/home.png"
test -s "$out/home.png"

# Every snapshot of its matrix against its own goldens.
$app verify --out "$out/report"
