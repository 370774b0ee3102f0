#!/usr/bin/env bash
# Fails when the collections describe a schema that the committed migrations do not create:
# Payload's migrate:create (with --skip-empty) writes a file only when there is a difference.
set -euo pipefail
cd "$(dirname "$0")/../.."
before=$(git status --porcelain --untracked-files=all migrations | sort)
# A throwaway embedded database: Payload connects while it compares the schemas.
scratch=$(mktemp -d) && chmod 755 "$scratch"
trap 'rm -rf "$scratch"' EXIT
DATA_DIR="$scratch" npx tsx scripts/database/withDatabase.ts payload migrate:create schema-check --skip-empty > /dev/null
after=$(git status --porcelain --untracked-files=all migrations | sort)
if [ "$before" != "$after" ]; then
  echo "The collections changed without a committed migration. Run: npm run migrate:create -- <name>" >&2
  git checkout -q -- migrations/index.ts 2>/dev/null || true
  git ls-files --others --exclude-standard migrations | grep schema_check | xargs -r rm -f
  exit 1
fi
echo "Migrations are in sync with the collections."
