#!/usr/bin/env python3
"""Generate the game's original sounds (16-bit mono WAV, standard library only).

Run from the repository root:  python3 resources/tools/make_sounds.py

Like make_art.py, everything is synthesised from a few constants and a fixed seed, so the
output is deterministic (the same bytes on every run).

* sounds/growl.wav: the bear's growl at dawn (CLASSIC.md §11.8): a low voice (a sawtooth
  around 70-95 Hz whose pitch rises then sinks) through a rough amplitude flutter, with a
  breathy band of noise, swelling in and dying away over about 1.6 seconds.
"""
from __future__ import annotations

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


def write(rel: str, samples: list[float]) -> Path:
    path = ROOT / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in samples))
    return path


def main() -> None:
    print(write("sounds/growl.wav", growl()))


if __name__ == "__main__":
    main()
