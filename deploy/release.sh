#!/bin/sh
# The release step, one script for every way Rawaq is deployed (docs/deploy.md, "Releases"):
#   deploy/release.sh build     install the locked dependencies and build the web app
#   deploy/release.sh migrate   apply pending migrations (under PostgreSQL's advisory lock)
#   deploy/release.sh           both, in that order
# The container image's build runs "build" (Dockerfile), its release service "migrate"; the
# deployment test (scripts/deploy-test.ts) runs both. Needs Node 24 and pnpm on PATH.
set -eu
cd "$(dirname "$0")/.."
step="${1:-all}"

case "$step" in
  build | migrate | all) ;;
  *)
    echo "Usage: deploy/release.sh [build|migrate]" >&2
    exit 2
    ;;
esac

if [ "$step" = build ] || [ "$step" = all ]; then
  pnpm install --frozen-lockfile --prefer-offline
  pnpm exec turbo run build --filter=@rawaq/web... --filter=@rawaq/api...
fi

if [ "$step" = migrate ] || [ "$step" = all ]; then
  # Migrations are forward-only; a backup before a release is the way back (docs/deploy.md).
  node apps/api/src/db/migrate-cli.ts
fi
