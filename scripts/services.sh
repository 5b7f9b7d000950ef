#!/usr/bin/env bash
# Installs (apt) and starts the services the test suite uses, on their standard ports:
#   PostgreSQL on 127.0.0.1:5432, trust auth on loopback, database "test" (and roles root, postgres);
#   Redis on 127.0.0.1:6379 (no persistence).
# Idempotent: a service that already answers is left alone. Needs root, or sudo for apt and the
# service commands. Services are started directly (pg_ctlcluster, redis-server), so it also works in
# containers without systemd. The S3 tests need nothing here: they start s3rver (npm) themselves.
set -uo pipefail
export DEBIAN_FRONTEND=noninteractive

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "services.sh: needs root or sudo to install and start PostgreSQL and Redis" >&2
    exit 1
  fi
fi

pg_up() { pg_isready -h 127.0.0.1 -p 5432 -q >/dev/null 2>&1; }
redis_up() { [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = PONG ]; }
psql_pg() { psql -h 127.0.0.1 -p 5432 -U postgres -v ON_ERROR_STOP=1 "$@"; }

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then
    $SUDO apt-get update -qq >/dev/null || return 1
    apt_updated=1
  fi
  echo "==> installing $*"
  $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

start_postgres() {
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls -d /etc/postgresql/*/main >/dev/null 2>&1; then
    apt_install postgresql postgresql-client || return 1
  fi
  local ver conf_dir hba
  ver=$(ls /etc/postgresql | sort -V | tail -n 1)
  conf_dir=/etc/postgresql/$ver/main
  hba=$conf_dir/pg_hba.conf
  # Trust on loopback only (a test database); every other rule is commented out.
  if ! $SUDO grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    $SUDO sed -i '/^[^#]/s/^/#/' "$hba"
    printf 'local all all trust\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n' | $SUDO tee -a "$hba" >/dev/null
  fi
  $SUDO sed -i "s/^#\?port = .*/port = 5432/; s/^#\?listen_addresses = .*/listen_addresses = 'localhost'/" "$conf_dir/postgresql.conf"
  echo "==> starting PostgreSQL $ver"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$ver" main start >/dev/null 2>&1 ||
    $SUDO pg_ctlcluster --skip-systemctl-redirect "$ver" main restart >/dev/null 2>&1
  for _ in $(seq 1 60); do pg_up && return 0; sleep 0.5; done
  return 1
}

prepare_postgres() {
  local role db
  for role in root postgres; do
    psql_pg -tAc "select 1 from pg_roles where rolname='$role'" 2>/dev/null | grep -q 1 ||
      psql_pg -qc "create role $role superuser login" >/dev/null
  done
  for db in test root; do
    psql_pg -tAc "select 1 from pg_database where datname='$db'" 2>/dev/null | grep -q 1 ||
      psql_pg -qc "create database $db" >/dev/null
  done
}

start_redis() {
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server || return 1
  $SUDO mkdir -p /var/lib/redis /var/log/redis
  echo "==> starting Redis"
  $SUDO redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/wordreel-tests.log >/dev/null
  for _ in $(seq 1 40); do redis_up && return 0; sleep 0.25; done
  return 1
}

pg_up || start_postgres
pg_up && prepare_postgres
redis_up || start_redis

status=0
if pg_up; then echo "postgresql: up on 127.0.0.1:5432 (database test)"; else
  echo "postgresql: NOT running (see the messages above)" >&2
  status=1
fi
if redis_up; then echo "redis: up on 127.0.0.1:6379"; else
  echo "redis: NOT running (see the messages above)" >&2
  status=1
fi
exit $status
