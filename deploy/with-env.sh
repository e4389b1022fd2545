#!/bin/sh
# Runs a command with Rawaq's settings, as the systemd units get them (docs/deploy.md):
#   sudo -u rawaq deploy/with-env.sh deploy/release.sh migrate
#   sudo -u rawaq deploy/with-env.sh node apps/api/src/cli/create-admin.ts
# The file is /etc/rawaq/rawaq.env, or RAWAQ_ENV_FILE. Its format (deploy/rawaq.env.example)
# reads the same to the shell and to systemd's EnvironmentFile=.
set -eu
env_file="${RAWAQ_ENV_FILE:-/etc/rawaq/rawaq.env}"
if [ "$#" -eq 0 ]; then
  echo "Usage: deploy/with-env.sh <command> [arguments…]" >&2
  exit 2
fi
if [ ! -r "$env_file" ]; then
  echo "Cannot read $env_file: run as root or as the rawaq user, or set RAWAQ_ENV_FILE." >&2
  exit 1
fi
# "." looks a bare name up in PATH; a path with a slash is read as given.
case "$env_file" in
  */*) ;;
  *) env_file="./$env_file" ;;
esac
# Every assignment in the file is exported to the command (the units see the same names).
set -a
. "$env_file"
set +a
exec "$@"
