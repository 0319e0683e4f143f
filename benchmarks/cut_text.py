"""Every screen's words fit, in every language and at every supported size: the tour's cut-text check
(app/ui/tour.py `clipped_texts`) over the whole matrix, with long Vietnamese names at every seat.

    python benchmarks/cut_text.py [--jobs 2] [--out DIR] [--langs vi,en,es] [--sizes 1280x720,...]

Each combination is one `python -m app --tour` (offscreen): One Night, the classic standard preset,
the extended preset, and the extended preset with New Moon; in vi, en and es; at 1280x720,
1366x768 and 1920x1080. It prints each run's cut texts (none is the goal) and a closing line
"N passed, N failed" (a run fails when it cuts a text or does not reach its end).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Long names of a Vietnamese table, one at every seat (18: the extended preset's largest table).
NAMES = ("Nguyễn Thị Phương Thảo", "Trần Hoàng Minh Tuấn", "Lê Nguyễn Bảo Ngọc", "Phạm Thị Thanh Hương",
         "Hoàng Văn Quốc Bảo", "Võ Thị Ngọc Huyền", "Đặng Trần Minh Khôi", "Bùi Thị Thu Trang",
         "Đỗ Hoàng Gia Huy", "Huỳnh Thị Mỹ Duyên", "Ngô Quang Đức Anh", "Dương Thị Kim Ngân",
         "Trịnh Công Nhật Minh", "Lý Thị Hồng Nhung", "Phan Văn Trường Giang", "Vũ Thị Thanh Tâm",
         "Đinh Hoàng Phúc Thịnh", "Tạ Thị Diễm Quỳnh")
GAMES = {
    "onenight": ["--mode", "onenight", "--players", "10"],
    "classic": ["--mode", "classic"],
    "extended": ["--mode", "classic", "--preset", "extended"],
    "newmoon": ["--mode", "classic", "--preset", "extended", "--new-moon"],
}
LANGS = ("vi", "en", "es")
SIZES = ("1280x720", "1366x768", "1920x1080")


def run(game: str, lang: str, size: str, out: Path) -> tuple[str, int, list[str]]:
    folder = out / f"{game}_{lang}_{size}"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    cmd = [sys.executable, "-m", "app", "--tour", str(folder), "--lang", lang, "--size", size,
           "--names", ",".join(NAMES), *GAMES[game]]
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    cut_file = folder / "clipped.txt"
    cut = [line for line in cut_file.read_text(encoding="utf-8").splitlines() if line] if cut_file.exists() else []
    return f"{game} {lang} {size}", done.returncode, cut


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default="")
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args(argv)
    out = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="cut-text-"))
    combos = [(g, lang, size) for g in args.games.split(",") for lang in args.langs.split(",")
              for size in args.sizes.split(",")]
    passed = failed = 0
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for name, code, cut in pool.map(lambda c: run(*c, out), combos):
            ok = code == 0 and not cut
            passed += ok
            failed += not ok
            print(f"{'ok ' if ok else 'CUT' if cut else 'ERR'} {name}" + (f" (exit {code})" if code else ""))
            for line in cut:
                print(f"    {line}")
    print(f"screenshots in {out}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
