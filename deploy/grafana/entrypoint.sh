#!/bin/sh
# Grafana's entrypoint in docker-compose.yml: refuses to start with an empty or well-known admin
# password (Grafana would otherwise take "admin"). Checked here, not with `${VAR:?}` in the compose
# file, which would stop `docker compose up` without the monitoring profile too.
case "${GF_SECURITY_ADMIN_PASSWORD:-}" in
  '' | admin | change-me-grafana)
    echo 'grafana: set GRAFANA_ADMIN_PASSWORD (at least 12 characters, not "admin" or "change-me-grafana") before starting the monitoring profile' >&2
    exit 1
    ;;
esac
if [ "${#GF_SECURITY_ADMIN_PASSWORD}" -lt 12 ]; then
  echo 'grafana: GRAFANA_ADMIN_PASSWORD is shorter than 12 characters' >&2
  exit 1
fi
exec /run.sh "$@"
