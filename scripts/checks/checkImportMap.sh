#!/usr/bin/env bash
# Fails when an admin component named in the config is missing from the committed import map
# (Payload would silently render nothing in its place).
set -euo pipefail
cd "$(dirname "$0")/../.."
map='src/app/(payload)/admin/importMap.js'
before=$(sha256sum "$map")
npx payload generate:importmap > /dev/null
if [ "$before" != "$(sha256sum "$map")" ]; then
  git --no-pager diff --stat -- "$map" >&2
  echo "The admin import map is stale. Run: npm run generate:importmap (and commit it)" >&2
  git checkout -q -- "$map"
  exit 1
fi
echo "The admin import map is current."
