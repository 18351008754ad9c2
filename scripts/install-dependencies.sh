#!/usr/bin/env bash
# Installs, through apt-get, the Debian packages named as arguments that are not installed yet;
# does nothing when all are there. .ci/run and the README's commands name nhs-snap's packages.
set -euo pipefail

missing=()
for package in "$@"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
