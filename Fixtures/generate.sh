#!/usr/bin/env bash
# Regenerates the bundled synthesized fixtures (Fixtures/*.fixture.jsonl) with `swoop synth`.
# Deterministic: running it again rewrites the same bytes (git diff stays empty).
#
# Expectations are computed by hand from the release rule (issue "Pan recognition…"):
#   projected = progress + (v/1000)·d/(1−d),  v in progress/s,
#   d = 0.998 on touchscreens (factor 0.499 s), 0.997 on touchpads (factor 0.3323 s);
#   finish iff projected ≥ threshold (0.3), except a flick back (velocity against the direction,
#   at least 80 mm/s, the recognizer's documented minimum), which cancels even past the threshold;
#   a libinput cancel, a touch cancel or the device's removal cancels.
# Every fixture names its distance_mm and threshold, so expectations do not depend on defaults.
# Progress counts from where the pan began, i.e. the first report past the slop (2 mm on touchscreens,
# 1 mm on touchpads): p = (travel − travel at the first report past the slop) / distance.
# Velocities are over the recognizer's 150 ms window. Reports come every 10 ms (100 Hz).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
swoop="${SWOOP:-$root/scripts/swoop}"
synth() { "$swoop" synth "$@"; }
out=Fixtures

# --- Touchscreen, distance 100 mm -------------------------------------------------------------
# Slow drag past 0.3: 45 mm in 2.5 s upward (0.18 mm a report, pan begins at 2.16 mm).
# p = 0.428, v = 0.18/s → projected 0.518 → finish.
synth --source touch --axis y --direction negative --distance-mm 45 --duration-ms 2500 \
    --expect finish,threshold=0.3,distance_mm=100 -o $out/touchscreen-slow-drag-past.fixture.jsonl

# Slow drag stopping short: 20 mm in 2 s (begins at ≈ 2.1 mm). p ≈ 0.18, v = 0.10/s → projected 0.23 → cancel.
synth --source touch --axis y --direction negative --distance-mm 20 --duration-ms 2000 \
    --expect cancel,threshold=0.3,distance_mm=100 -o $out/touchscreen-slow-drag-short.fixture.jsonl

# Short fast flick: 15 mm in 100 ms, lifted moving (1.5 mm a report, begins at 3 mm). p = 0.12, v = 1.5/s
# → projected 0.87 → finish by projection (0.12 alone would cancel).
synth --source touch --axis x --direction positive --distance-mm 15 --duration-ms 100 \
    --expect finish,threshold=0.3,distance_mm=100 -o $out/touchscreen-short-fast-flick.fixture.jsonl

# Long drag, then a flick back: 110 mm forward in 600 ms, then 20 mm back in 200 ms (100 mm/s, over the
# recognizer's 80 mm/s flick-back minimum; the 150 ms velocity window sees only the way back).
# Begins at 3.67 mm; ends 90 mm out: p = 0.863, v = −1.0/s → projected 0.364 ≥ 0.3, yet the flick back
# cancels (rule reverse-flick).
synth --source touch --axis x --direction positive --distance-mm 110 --duration-ms 800 \
    --profile reversal --back-mm 20 --back-fraction 0.25 \
    --expect cancel,threshold=0.3,distance_mm=100 -o $out/touchscreen-drag-then-flick-back.fixture.jsonl

# Stop, then lift just past / just short of 0.3: 35 / 30 mm in 500 ms (begins at 2.1 / 2.4 mm), then still
# for 300 ms (longer than the 150 ms velocity window): v = 0, projected = p = 0.329 → finish / 0.276 → cancel.
synth --source touch --axis y --direction positive --distance-mm 35 --duration-ms 800 \
    --profile stop-lift --pause-ms 300 \
    --expect finish,threshold=0.3,distance_mm=100 -o $out/touchscreen-stop-lift-past.fixture.jsonl
synth --source touch --axis y --direction positive --distance-mm 30 --duration-ms 800 \
    --profile stop-lift --pause-ms 300 \
    --expect cancel,threshold=0.3,distance_mm=100 -o $out/touchscreen-stop-lift-short.fixture.jsonl

# Tap: 0.4 mm in 80 ms never passes the slop → no transition.
synth --source touch --distance-mm 0.4 --duration-ms 80 \
    --expect none,threshold=0.3,distance_mm=100 -o $out/touchscreen-tap.fixture.jsonl

# Device removed mid-gesture: 60 mm in 600 ms, the screen disappears at 400 ms (p ≈ 0.38) → cancel.
synth --source touch --axis x --direction positive --distance-mm 60 --duration-ms 600 --remove-at-ms 400 \
    --expect cancel,threshold=0.3,distance_mm=100 -o $out/touchscreen-device-removed.fixture.jsonl

# Two-finger drag (centroid): 40 mm in 1 s. p ≈ 0.38, v = 0.40/s → projected 0.58 → finish.
synth --source touch --fingers 2 --axis x --direction positive --distance-mm 40 --duration-ms 1000 \
    --expect finish,threshold=0.3,distance_mm=100 -o $out/touchscreen-two-finger-drag.fixture.jsonl

# --- Touchpad, distance 50 mm ------------------------------------------------------------------
# Three-finger swipe past 0.3 after a libinput hold: 25 mm in 1.5 s (begins at ≈ 1 mm). p ≈ 0.48,
# v = 0.33/s → projected 0.59 → finish.
synth --source swipe --fingers 3 --axis x --direction positive --distance-mm 25 --duration-ms 1500 --hold-ms 60 \
    --expect finish,threshold=0.3,distance_mm=50 -o $out/touchpad-swipe-slow-past.fixture.jsonl

# Quick short swipe: 10 mm in 80 ms (begins at 1.25 mm). p = 0.175, v = 2.5/s → projected 1.006 → finish
# by projection.
synth --source swipe --fingers 4 --axis x --direction negative --distance-mm 10 --duration-ms 80 \
    --expect finish,threshold=0.3,distance_mm=50 -o $out/touchpad-swipe-flick.fixture.jsonl

# libinput cancels the swipe at 300 ms (p = 0.60 by then) → cancel, whatever the progress.
synth --source swipe --fingers 3 --axis y --direction negative --distance-mm 40 --duration-ms 400 --cancel-at-ms 300 \
    --expect cancel,threshold=0.3,distance_mm=50 -o $out/touchpad-swipe-cancelled.fixture.jsonl

# Swipe too small to pass the slop: 0.5 mm in 100 ms → no transition.
synth --source swipe --fingers 3 --axis x --direction positive --distance-mm 0.5 --duration-ms 100 \
    --expect none,threshold=0.3,distance_mm=50 -o $out/touchpad-swipe-tiny.fixture.jsonl

# Two-finger scroll, slow and short: 8 mm in 800 ms (begins at ≈ 1 mm). p ≈ 0.14, v = 0.20/s → projected 0.21
# → cancel.
synth --source scroll --axis y --direction positive --distance-mm 8 --duration-ms 800 \
    --expect cancel,threshold=0.3,distance_mm=50 -o $out/touchpad-scroll-short.fixture.jsonl

# Two interactions in one file: a decided swipe (30 mm in 1 s, begins at 1.2 mm: p = 0.576, v = 0.60/s
# → 0.775 → finish), then, 1.5 s later (the first has settled: no grab), a hesitant one (10 mm in 1 s,
# begins at 1.1 mm: p = 0.178, v = 0.20/s → 0.244 → cancel). The first also holds at threshold 0.75
# (0.775 ≥ 0.75) and flips to cancel at 0.85.
f=$out/touchpad-two-swipes.fixture.jsonl
synth --source swipe --fingers 3 --axis x --direction positive --distance-mm 30 --duration-ms 1000 \
    --expect finish,threshold=0.3,distance_mm=50 --expect finish,threshold=0.75,distance_mm=50 \
    --expect cancel,threshold=0.85,distance_mm=50 -o $f
synth --source swipe --fingers 3 --axis x --direction positive --distance-mm 10 --duration-ms 1000 \
    --expect cancel,threshold=0.3,distance_mm=50 --gap-ms 1500 --append -o $f

# --- Edge swipes (--edge; 3.2 mm band; the synthetic touchscreen is 290 × 170 mm) -------------------
# From the left edge (lands at x = 1.5 mm), 60 mm right in 400 ms: begins at 3 mm, p = 0.57, v = 1.5/s →
# finish. Then the same drag landing mid-screen (x = 100 mm): not from the edge → no transition.
synth --source touch --axis x --direction positive --distance-mm 60 --duration-ms 400 --at 1.5,85 \
    --expect finish,threshold=0.3,distance_mm=100,edge=left -o $out/touchscreen-edge-swipe-left.fixture.jsonl
synth --source touch --axis x --direction positive --distance-mm 60 --duration-ms 400 --at 100,85 \
    --expect none,threshold=0.3,distance_mm=100,edge=left --append -o $out/touchscreen-edge-swipe-left.fixture.jsonl
# From the right edge (x = 288 mm), 25 mm left then still for 300 ms: p = 0.22 at rest → cancel.
synth --source touch --axis x --direction negative --distance-mm 25 --duration-ms 800 --profile stop-lift \
    --pause-ms 300 --at 288,85 \
    --expect cancel,threshold=0.3,distance_mm=100,edge=right -o $out/touchscreen-edge-swipe-right.fixture.jsonl

# --- Pinches (--source pinch; progress = log(scale)/log(0.5), a pinch is 100 units long) ------------
# Pinch in to 0.5 in 300 ms: 3.33 units a report, begins at 3.33 (past the 1 unit slop): p = 0.967,
# v = 3.33/s → finish.
synth --source pinch --fingers 2 --distance-mm 40 --duration-ms 300 --scale-to 0.5 \
    --expect finish,threshold=0.3,source=pinch -o $out/touchpad-pinch-in.fixture.jsonl
# A slow pinch in to 0.85, then still for 300 ms: log(0.85)/log(0.5) = 0.2345, begins at ≈ 1.2 units:
# p ≈ 0.222 at rest → cancel.
synth --source pinch --fingers 2 --distance-mm 40 --duration-ms 1500 --profile stop-lift --pause-ms 300 \
    --scale-to 0.85 --expect cancel,threshold=0.3,source=pinch -o $out/touchpad-pinch-in-short.fixture.jsonl
# Spreading to 1.5 moves away from the 0.5 target: the wrong direction, no transition.
synth --source pinch --fingers 2 --distance-mm 40 --duration-ms 300 --scale-to 1.5 \
    --expect none,threshold=0.3,source=pinch -o $out/touchpad-pinch-spread.fixture.jsonl

# The same pinches on a touchscreen (--device-kind touchscreen): two touches 60 mm apart whose distance
# scales; the 2 mm touchscreen slop is 2 units. Pinch in to 0.5 in 300 ms: 3.33 units a frame, begins at
# 3.33: p = 0.967, v = 3.33/s → finish.
synth --source pinch --device-kind touchscreen --distance-mm 40 --duration-ms 300 --scale-to 0.5 \
    --expect finish,threshold=0.3,source=pinch -o $out/touchscreen-pinch-in.fixture.jsonl
# A slow pinch in to 0.85 (23.45 units in 1.2 s, 0.195 a frame: begins at 2.15), then still for 300 ms:
# p ≈ 0.213 at rest → cancel.
synth --source pinch --device-kind touchscreen --distance-mm 40 --duration-ms 1500 --profile stop-lift \
    --pause-ms 300 --scale-to 0.85 --expect cancel,threshold=0.3,source=pinch \
    -o $out/touchscreen-pinch-in-short.fixture.jsonl
# The screen cancels both touches 200 ms into a pinch in to 0.5 (p = 0.60 by then) → cancel.
synth --source pinch --device-kind touchscreen --distance-mm 40 --duration-ms 300 --scale-to 0.5 \
    --cancel-at-ms 200 --expect cancel,threshold=0.3,source=pinch \
    -o $out/touchscreen-pinch-cancelled.fixture.jsonl

# --- Hold to interrupt (touchpad, distance 60 mm) ---------------------------------------------------
# A 3-finger flick, 12 mm in 100 ms: begins at 1.85 mm, p = 0.169, v = 2/s → projected 0.834 → finish,
# settling. 20 ms later three fingers rest on the pad (a libinput hold): the settle freezes where it is
# (0.213 on the seed's spring), and they lift 300 ms later without moving: re-decided at rest, 0.213 < 0.3
# → cancel.
synth --source swipe --fingers 3 --distance-mm 12 --duration-ms 100 --profile flick \
    --expect finish,threshold=0.3,distance_mm=60 -o $out/touchpad-hold-stops-settle.fixture.jsonl
synth --source swipe --fingers 3 --hold-ms 300 --hold-lift --gap-ms 20 --append \
    --expect cancel,threshold=0.3,distance_mm=60 -o $out/touchpad-hold-stops-settle.fixture.jsonl
# The same flick, then a 150 ms hold whose fingers then move 9 mm and stop: the hold's grab continues
# as a pan from 0.213: 0.213 + (9 − 1)/60 ≈ 0.344 at rest → finish (one interaction, grabbed).
synth --source swipe --fingers 3 --distance-mm 12 --duration-ms 100 --profile flick \
    --expect finish,threshold=0.3,distance_mm=60 -o $out/touchpad-hold-then-swipe.fixture.jsonl
synth --source swipe --fingers 3 --hold-ms 150 --distance-mm 9 --duration-ms 600 --profile stop-lift \
    --pause-ms 200 --gap-ms 20 --append \
    --expect finish,threshold=0.3,distance_mm=60 -o $out/touchpad-hold-then-swipe.fixture.jsonl
