#!/usr/bin/env bash
# Regenerates the flow fixtures (Fixtures/flows/*.fixture.jsonl) with `swoop synth`: the seeds' flows
# on a phone-sized touchscreen (72 × 156 mm showing the 390 × 844 pt scene, 5.42 pt/mm) and a touchpad.
# Deterministic: running it again rewrites the same bytes.
#
# `--screens` is the flow's expectation for `swoop check --app seeds Fixtures/flows`: the screen at the
# start, then after each navigation. `--expect` gives each interaction's outcome in trial mode
# (`swoop check Fixtures`), where taps start nothing and every pan is a trial of its own.
# Tap points (mm = pt / 5.42), on the seeds app's screens (`swoop apps --export seeds`):
#   cell (20,248 350×100) → 36,54.7; close (330,750 50×50) → 65.5,143; "+" and its close (310,740 60×60)
#   → 62.8,142.3; search bar (16,100 358×36) → 36,21.8; cancel (304,52 70×36) → 62.6,12.9;
#   card (16,456 171×228) → 18.7,105.4.
# Pans on the touchscreen go over its extent along their axis (156 mm down, 72 mm across); a pan
# begins 2 mm out (the slop). A transition started by a tap settles within 0.9 s: the next gesture
# waits 1.2 s unless it is meant to land during it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
swoop="${SWOOP:-$root/scripts/swoop}"
synth() { "$swoop" synth "$@"; }
out=Fixtures/flows
phone=(--width-mm 72 --height-mm 156)
tap() { synth --source touch --profile tap --at "$1" --expect none "${@:2}"; }

# Zoom: tap a cell, the detail grows out of it (0.7 s spring, damping 0.85); tap close, it shrinks back (0.4 s, 0.95).
f=$out/zoom-tap-close.fixture.jsonl
tap 36,54.7 "${phone[@]}" --screens home,detail,home -o $f
tap 65.5,143 --gap-ms 1200 --append -o $f

# Zoom, dismissed by a pan down: 60 mm in 500 ms (p = 58/156 = 0.37, 0.77/s → projected 0.75) → finish.
f=$out/zoom-pan-dismiss.fixture.jsonl
tap 36,54.7 "${phone[@]}" --screens home,detail,home -o $f
synth --source touch --at 36,40 --axis y --direction positive --travel-mm 60 --duration-ms 500 \
    --expect finish --gap-ms 1200 --append -o $f

# A dismissal cancelled: 20 mm down in 1 s, still for 300 ms (p = 18/156 = 0.12, v = 0) → cancel: the detail stays.
f=$out/zoom-dismiss-cancelled.fixture.jsonl
tap 36,54.7 "${phone[@]}" --screens home,detail,detail -o $f
synth --source touch --at 36,40 --axis y --direction positive --travel-mm 20 --duration-ms 1000 \
    --profile stop-lift --pause-ms 300 --expect cancel --gap-ms 1200 --append -o $f

# Zoom, dismissed by a pinch in (two fingers 60 mm apart, to half their distance in 300 ms): progress is
# log(scale)/log(0.5), p = 0.967 at the lift, 3.33/s → finish, the photo shrinks back into its cell. In
# trial mode (every kind but pinch: `--source all`) the two fingers are one touch too many: none.
pinchTrial=none,source=touch,fingers=1
f=$out/zoom-pinch-dismiss.fixture.jsonl
tap 36,54.7 "${phone[@]}" --screens home,detail,home -o $f
synth --source pinch --device-kind touchscreen --travel-mm 40 --duration-ms 300 --scale-to 0.5 \
    --expect $pinchTrial --gap-ms 1200 --append -o $f

# A pinch in that stops short: to 0.85 in 1.2 s, still for 300 ms (p = 0.213 at rest) → cancel: the detail stays.
f=$out/zoom-pinch-cancelled.fixture.jsonl
tap 36,54.7 "${phone[@]}" --screens home,detail,detail -o $f
synth --source pinch --device-kind touchscreen --travel-mm 40 --duration-ms 1500 --profile stop-lift \
    --pause-ms 300 --scale-to 0.85 --expect $pinchTrial --gap-ms 1200 --append -o $f

# A tap during a transition is ignored (reason transitioning): the second tap lands 200 ms into the zoom.
f=$out/tap-during-transition.fixture.jsonl
tap 36,54.7 "${phone[@]}" --screens home,detail,home -o $f
tap 36,54.7 --gap-ms 120 --append -o $f
tap 65.5,143 --gap-ms 1200 --append -o $f

# A pan grabs a tap-started presentation as it moves (its first report past the slop, 130 ms after the tap)
# and carries it on: a 30 mm flick down in 300 ms → finish, the detail shows. As a trial of its own (trial
# mode: the tap starts nothing) p = 0.17, 0.45/s → projected 0.40 → finish by projection.
f=$out/grab-presentation.fixture.jsonl
tap 36,54.7 "${phone[@]}" --screens home,detail -o $f
synth --source touch --at 36,60 --axis y --direction positive --travel-mm 30 --duration-ms 300 --profile flick \
    --expect finish --gap-ms 120 --append -o $f

# Circle: tap "+", the menu is revealed from the button's centre (0.3 s); tap its close button, it goes back.
f=$out/circle-tap-close.fixture.jsonl
tap 62.8,142.3 "${phone[@]}" --screens home,menu,home -o $f
tap 62.8,142.3 --gap-ms 800 --append -o $f

# Circle, back by a pan down: 60 mm in 500 ms (as the zoom's) → finish.
f=$out/circle-pan-back.fixture.jsonl
tap 62.8,142.3 "${phone[@]}" --screens home,menu,home -o $f
synth --source touch --at 36,40 --axis y --direction positive --travel-mm 60 --duration-ms 500 \
    --expect finish --gap-ms 800 --append -o $f

# Mask: tap the search bar, the results grow out of it (0.3 s); cancel goes back.
f=$out/search-tap-cancel.fixture.jsonl
tap 36,21.8 "${phone[@]}" --screens home,search,home -o $f
tap 62.6,12.9 --gap-ms 800 --append -o $f

# Hero match: tap a card, the detail flies out of it; a right-to-left pan (40 mm of 72 in 400 ms: p = 0.53,
# 1.39/s → 1.22) dismisses it, the detail following the finger.
f=$out/card-match-pan-dismiss.fixture.jsonl
tap 18.7,105.4 "${phone[@]}" --screens home,card,home -o $f
synth --source touch --at 60,80 --axis x --direction negative --travel-mm 40 --duration-ms 400 \
    --expect finish --gap-ms 1200 --append -o $f

# Touchpad: a tap selects nothing (a touchpad has no position on the screen); a three-finger swipe left
# pushes (30 mm of the pad's 50 in 600 ms: p = 0.57, 1.0/s → 0.90 → finish), one right pops (Hero's push, left).
f=$out/touchpad-push-pop.fixture.jsonl
synth --source swipe --profile tap --expect none --screens home,pushed,home -o $f
synth --source swipe --fingers 3 --axis x --direction negative --travel-mm 30 --duration-ms 600 \
    --expect finish --append -o $f
synth --source swipe --fingers 3 --axis x --direction positive --travel-mm 30 --duration-ms 600 \
    --expect finish --gap-ms 1000 --append -o $f
