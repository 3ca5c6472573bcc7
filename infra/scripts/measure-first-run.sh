#!/usr/bin/env bash
# Measures a first run as a new user makes it (issue 18's bar): a clone of this checkout's branch
# inside a fresh mode-700 folder (`mktemp -d`), `npm install`, then `npm start` until /health and /
# answer, once with the default DATA_DIR and once with DATA_DIR in another mode-700 folder.
# Prints one summary line. Usage: bash infra/scripts/measure-first-run.sh
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
branch=$(git -C "$repo" rev-parse --abbrev-ref HEAD)
folder=$(mktemp -d)
data_folder=$(mktemp -d)
server=''

cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
    kill -INT -- "-$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$folder" "$data_folder"
}
trap cleanup EXIT

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})'; }

# Starts `npm start` in its own process group and prints the seconds until /health and / answer 200.
start_and_probe() {
  local log=$1 port started
  shift
  port=$(free_port)
  started=$(date +%s%N)
  (cd "$folder/draftmode" && exec setsid env NX_DAEMON=false "$@" PORT="$port" npm start >"$log" 2>&1) &
  server=$!
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/health")" = 200 ] &&
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")" = 200 ]; do
    if ! kill -0 "$server" 2>/dev/null; then
      echo "npm start exited before answering; its output:" >&2
      tail -20 "$log" >&2
      exit 1
    fi
    if [ $(( ($(date +%s%N) - started) / 1000000000 )) -ge 300 ]; then
      echo "npm start did not answer within 300 s; its output:" >&2
      tail -20 "$log" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo $(( ($(date +%s%N) - started) / 1000000 ))
  # Ctrl-C, as a person stops it, to the whole group (npm, sh, node).
  kill -INT -- "-$server"
  wait "$server" || true
  server=''
}

[ "$(stat -c %a "$folder")" = 700 ] || { echo "mktemp -d did not make a mode-700 folder" >&2; exit 1; }
git clone -q --branch "$branch" "$repo" "$folder/draftmode"

started=$(date +%s)
(cd "$folder/draftmode" && npm install --no-audit --no-fund >"$folder/install.log" 2>&1)
install_s=$(( $(date +%s) - started ))
engine_warnings=$(grep -c EBADENGINE "$folder/install.log" || true)

first_ms=$(start_and_probe "$folder/start-1.log" LOG_FORMAT=json)
private_data_ms=$(start_and_probe "$folder/start-2.log" DATA_DIR="$data_folder/data" LOG_FORMAT=json)

printf 'first run as %s: npm install %ss with %s EBADENGINE lines; npm start answered /health and / in %s.%ss (clone in a mode-700 folder), %s.%ss (DATA_DIR in another mode-700 folder)\n' \
  "$(id -un)" "$install_s" "$engine_warnings" \
  $((first_ms / 1000)) $(((first_ms % 1000) / 100)) $((private_data_ms / 1000)) $(((private_data_ms % 1000) / 100))
