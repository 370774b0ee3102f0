#!/usr/bin/env bash
# Fails when src/payload-types.ts no longer matches the collections (code would compile against
# fields that do not exist, or miss new ones). Leaves the committed file as it was.
set -euo pipefail
cd "$(dirname "$0")/../.."
types='src/payload-types.ts'
saved=$(mktemp)
trap 'cp "$saved" "$types"; rm -f "$saved"' EXIT
cp "$types" "$saved"
npx payload generate:types > /dev/null
if ! cmp -s "$saved" "$types"; then
  diff -u "$saved" "$types" | head -40 >&2 || true
  echo "src/payload-types.ts is stale. Run: npm run generate:types (and commit it)" >&2
  exit 1
fi
echo "The Payload types match the collections."
