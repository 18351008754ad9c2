#!/usr/bin/env bash
# Installs, through apt-get, the Debian packages nhs-snap builds against (libpng, FreeType,
# libdeflate, pkg-config) and python3, which the checks use; does nothing when all are there.
set -euo pipefail

needed=(libpng-dev libfreetype-dev libdeflate-dev pkg-config python3)
missing=()
for package in "${needed[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
