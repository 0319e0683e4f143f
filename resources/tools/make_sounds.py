#!/usr/bin/env python3
"""Generate the game's original sounds (16-bit mono WAV, standard library only).

Run from the repository root:  python3 resources/tools/make_sounds.py

Like make_art.py, everything is synthesised from a few constants and a fixed seed, so the
output is deterministic (the same bytes on every run).

* sounds/growl.wav: the bear's growl at dawn (CLASSIC.md §11.8): a low voice (a sawtooth
  around 70-95 Hz whose pitch rises then sinks) through a rough amplitude flutter, with a
  breathy band of noise, swelling in and dying away over about 1.6 seconds.
* sounds/curtain.wav: the hand-off (a new "Pass to NAME" curtain): one soft, low bell stroke
  (a few slightly inharmonic partials, a quick attack, 0.7 s of decay). The same sound for
  every seat, so quiet that it only says "pass the laptop on".
* sounds/timer.wav: the discussion's (or the defence's) time is up: three bright, quick
  double pings, like a kitchen timer, about 1.1 seconds.
* sounds/dawn.wav: the night is over: a warm rising arpeggio (C5 E5 G5 C6) of soft bells
  that ring on together, about 1.6 seconds.
* sounds/end.wav: the game is over: a short cadence (G4-C5, then a C major chord with a
  high E) on a plucked, marimba-like voice, about 1.9 seconds.
* sounds/mask.wav: the narrated night's masking sound (looped while the night is called): soft
  wind (low-passed noise whose brightness and gusts drift slowly) over a light patter of rain
  (a band of higher noise, a few muffled drops), 12 seconds
  whose end runs into its start: the slow drifts are periodic in the loop's length and the
  last second is cross-faded into the first, so the loop has no click and no seam.

`python3 resources/tools/make_sounds.py --out DIR` writes the same files under DIR instead
(the tests regenerate them there and compare the bytes).
"""
from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RATE = 22050
SEED = 3


def _envelope(t: float, length: float, attack: float, release: float) -> float:
    if t < attack:
        return math.sin(0.5 * math.pi * t / attack) ** 2
    if t > length - release:
        return max(0.0, (length - t) / release) ** 1.6
    return 1.0


def growl(length: float = 1.6) -> list[float]:
    rnd = random.Random(SEED)
    n = int(RATE * length)
    out: list[float] = []
    phase = 0.0
    low = 0.0  # one-pole low-passed noise: the breath
    flutter_phase = 0.0
    for i in range(n):
        t = i / RATE
        x = t / length
        pitch = 72 + 24 * math.sin(math.pi * min(1.0, x * 1.3)) - 10 * x  # rises, then sinks
        phase = (phase + pitch / RATE) % 1.0
        saw = 2.0 * phase - 1.0
        # a second voice a little off the first: the throat's roughness
        saw2 = 2.0 * ((phase * 1.5 + 0.25 * math.sin(2 * math.pi * 3 * t)) % 1.0) - 1.0
        flutter_phase += (23 + 9 * math.sin(2 * math.pi * 0.7 * t)) / RATE
        flutter = 0.55 + 0.45 * abs(math.sin(math.pi * flutter_phase))
        low += 0.08 * (rnd.uniform(-1.0, 1.0) - low)
        voice = 0.62 * saw + 0.22 * saw2 + 0.9 * low
        out.append(voice * flutter * _envelope(t, length, 0.25, 0.55))
    # soften the sawtooth's edges: a short moving average (a gentle low-pass)
    k = 6
    smooth = []
    acc = 0.0
    for i, v in enumerate(out):
        acc += v - (out[i - k] if i >= k else 0.0)
        smooth.append(acc / k)
    peak = max(abs(v) for v in smooth) or 1.0
    return [0.8 * v / peak for v in smooth]


# --- chimes ---------------------------------------------------------------------------------

def _bell(freq: float, t: float, decay: float, partials: tuple[tuple[float, float], ...]) -> float:
    """One struck bell note at time t after its stroke: partials (ratio, level), each dying
    away faster the higher it is, a 4 ms attack so the stroke does not click."""
    if t < 0.0:
        return 0.0
    attack = min(1.0, t / 0.004)
    v = 0.0
    for ratio, level in partials:
        v += level * math.sin(2 * math.pi * freq * ratio * t) * math.exp(-t * ratio ** 0.7 / decay)
    return attack * v


_SOFT_BELL = ((1.0, 1.0), (2.0, 0.35), (2.76, 0.18), (4.07, 0.06))
_PING = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
_MARIMBA = ((1.0, 1.0), (3.93, 0.22), (9.2, 0.04))


def _notes(length: float, notes: list[tuple[float, float, float]], partials, peak: float,
           tail: float = 0.05) -> list[float]:
    """Notes (start s, frequency Hz, decay s) summed, normalised to `peak`, the last `tail`
    seconds faded to silence."""
    n = int(RATE * length)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(_bell(freq, t - start, decay, partials) for start, freq, decay in notes)
        if t > length - tail:
            v *= max(0.0, (length - t) / tail)
        out.append(v)
    top = max(abs(v) for v in out) or 1.0
    return [peak * v / top for v in out]


def curtain(length: float = 0.75) -> list[float]:
    # a low A5 stroke and its fifth, very soft
    return _notes(length, [(0.0, 659.26, 0.22), (0.0, 987.77, 0.12)], _SOFT_BELL, 0.45, 0.15)


def timer(length: float = 1.15) -> list[float]:
    notes = []
    for k in range(3):
        start = k * 0.36
        notes += [(start, 1760.0, 0.05), (start + 0.11, 1760.0, 0.06)]
    return _notes(length, notes, _PING, 0.6, 0.08)


def dawn(length: float = 1.6) -> list[float]:
    notes = [(0.0, 523.25, 0.45), (0.16, 659.26, 0.42), (0.32, 783.99, 0.4), (0.5, 1046.5, 0.38)]
    return _notes(length, notes, _SOFT_BELL, 0.55, 0.3)


def end(length: float = 1.9) -> list[float]:
    notes = [(0.0, 392.0, 0.3), (0.22, 523.25, 0.35),
             (0.5, 523.25, 0.6), (0.5, 659.26, 0.6), (0.5, 783.99, 0.6), (0.56, 1318.5, 0.4)]
    return _notes(length, notes, _MARIMBA, 0.6, 0.3)


# --- the masking sound ----------------------------------------------------------------------

def mask(length: float = 12.0, fade: float = 1.0) -> list[float]:
    """Soft wind and rain: noise through two one-pole low-passes whose cut-off drifts slowly,
    a slow swell of loudness, and a sprinkle of tiny, muffled drops. Every drift is periodic
    in `length`; the `fade` seconds generated past the end are cross-faded (equal power) into
    the start, so sample n-1 runs smoothly into sample 0."""
    rnd = random.Random(SEED + 10)
    n = int(RATE * length)
    m = int(RATE * fade)
    lows = [0.0, 0.0]  # the wind: two one-pole low-passes (a cut-off drifting 150-500 Hz)
    hiss = [0.0, 0.0]  # the rain: a band of noise around 2-5 kHz
    drop = 0.0
    raw: list[float] = []
    for i in range(n + m):
        phase = 2 * math.pi * (i % n) / n  # the loop's phase: every drift below repeats with it
        bright = 0.085 + 0.045 * math.sin(phase * 2 + 0.6) + 0.015 * math.sin(phase * 5 + 2.1)
        gust = 0.7 + 0.2 * math.sin(phase * 3 + 1.3) + 0.1 * math.sin(phase * 7 + 0.4)
        patter = 0.8 + 0.2 * math.sin(phase * 4 + 2.7)
        white = rnd.uniform(-1.0, 1.0)
        lows[0] += bright * (white - lows[0])
        lows[1] += bright * (lows[0] - lows[1])
        hiss[0] += 0.45 * (white - hiss[0])  # low-pass near 5 kHz
        hiss[1] += 0.09 * (hiss[0] - hiss[1])  # minus what is below ~1.5 kHz
        if rnd.random() < 0.0012:  # a drop: a short, muffled tick
            drop += rnd.uniform(0.2, 0.5) * (1 if rnd.random() < 0.5 else -1)
        drop *= 0.97
        raw.append(gust * lows[1] * 3.0 + patter * 0.16 * (hiss[0] - hiss[1]) + 0.05 * drop)
    out = raw[:n]
    for i in range(m):
        x = (i + 0.5) / m
        out[i] = raw[i] * math.sin(0.5 * math.pi * x) + raw[n + i] * math.cos(0.5 * math.pi * x)
    # a gentle high-pass (remove any slow offset), then a quiet level
    mean = sum(out) / n
    out = [v - mean for v in out]
    top = max(abs(v) for v in out) or 1.0
    return [0.32 * v / top for v in out]


SOUNDS = {"growl": growl, "curtain": curtain, "timer": timer, "dawn": dawn, "end": end, "mask": mask}


def write(rel: str, samples: list[float], root: Path = ROOT) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in samples))
    return path


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write the game's sounds (resources/sounds/*.wav).")
    parser.add_argument("--out", type=Path, default=ROOT, help="write DIR/sounds/*.wav instead")
    args = parser.parse_args(argv)
    for name, make in SOUNDS.items():
        print(write(f"sounds/{name}.wav", make(), args.out))


if __name__ == "__main__":
    main()
