#!/bin/sh
# Runs the strength matches of rules/engine/STRENGTH.md, one at a time.
#
#   rules/engine/strength.sh [what] [games] [movetime-ms]
#
# what: fs-sanctuary | fs-scepter | sf-chess | levels | all   (default: all)
# games: per pairing (default 100); movetime per move in ms (default 200).
# levels: LEVEL_VARIANTS="sanctuary" LEVEL_PAIRS="7/6 8/7" picks what to run.
# Logs and PGN go to ./strength-out/. Run from the repository root, after
# `cargo build --release -p sanctum --bin sanctum`.
set -eu

what=${1:-all}
games=${2:-100}
ms=${3:-200}
root=$(cd "$(dirname "$0")/../.." && pwd)
sanctum="$root/target/release/sanctum"
fs_dir=${FAIRY_STOCKFISH_DIR:-$root/../shared/tools/fairy-stockfish}
out=${STRENGTH_OUT:-strength-out}
mkdir -p "$out"

[ -x "$sanctum" ] || { echo "build first: cargo build --release -p sanctum --bin sanctum" >&2; exit 1; }

run() { # name, then the match arguments
    name=$1; shift
    echo "== $name: $games games at $ms ms/move, load: $(cut -d' ' -f1-3 /proc/loadavg)"
    "$sanctum" match --games "$games" --movetime "$ms" --pgn "$out/$name.pgn" "$@" | tee "$out/$name.log"
}

fs() { # variant
    run "fs-$1" --variant "$1" --engine1 "$sanctum uci" --name1 sanctum \
        --engine2 "$fs_dir/fairy-stockfish" --name2 fairy-stockfish \
        --option2 "VariantPath=$fs_dir/variants.ini"
}

sf_chess() {
    if ! command -v stockfish >/dev/null 2>&1 && [ ! -x /usr/games/stockfish ]; then
        if [ "$(id -u)" -eq 0 ]; then
            apt-get install -y stockfish || { apt-get update && apt-get install -y stockfish; }
        else
            sudo apt-get install -y stockfish || { sudo apt-get update && sudo apt-get install -y stockfish; }
        fi
    fi
    sf=$(command -v stockfish || echo /usr/games/stockfish)
    for elo in ${SF_ELOS:-1800 2000 2200}; do
        run "sf-chess-$elo" --variant chess --engine1 "$sanctum uci" --name1 sanctum \
            --engine2 "$sf" --name2 "stockfish-$elo" \
            --option2 "UCI_LimitStrength=true" --option2 "UCI_Elo=$elo"
    done
}

levels() { # LEVEL_PAIRS picks pairings (upper/lower), LEVEL_VARIANTS the games
    for variant in ${LEVEL_VARIANTS:-sanctuary scepter chess}; do
        for pair in ${LEVEL_PAIRS:-2/1 3/2 4/3 5/4 6/5 7/6 8/7 8/1}; do
            upper=${pair%/*}
            lower=${pair#*/}
            # Level 8 is the engine's default: no Skill Level option for it.
            if [ "$upper" -eq 8 ]; then set --; else set -- --option1 "Skill Level=$upper"; fi
            run "levels-$variant-$upper-vs-$lower" --variant "$variant" \
                --engine1 "$sanctum uci" --name1 "level-$upper" "$@" \
                --engine2 "$sanctum uci" --name2 "level-$lower" --option2 "Skill Level=$lower"
        done
    done
}

case $what in
    fs-sanctuary) fs sanctuary ;;
    fs-scepter) fs scepter ;;
    sf-chess) sf_chess ;;
    levels) levels ;;
    all) fs sanctuary; fs scepter; sf_chess; levels ;;
    *) echo "unknown: $what (fs-sanctuary, fs-scepter, sf-chess, levels, all)" >&2; exit 2 ;;
esac
