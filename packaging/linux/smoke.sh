#!/usr/bin/env bash
# Start the Linux release tarball as a player would: unpacked into a folder whose name has
# Vietnamese letters and a space, under LANG=C, on a real X display (Xvfb through xvfb-run,
# QT_QPA_PLATFORM unset, so Qt loads its xcb plug-in and every xcb library it needs), then
# the sound and voice check inside the bundle (packaging/media_check.py).
#
#   packaging/linux/smoke.sh [dist/pass-the-night-<version>-linux-<arch>.tar.gz]
#
# Needs xvfb-run (package xvfb) and, on the machine that runs it, the xcb libraries Qt 6.5+
# loads: libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
# libxcb-shape0 libxkbcommon-x11-0 libegl1 libgl1 (Debian/Ubuntu names).
set -euo pipefail
cd "$(dirname "$0")/../.."
tarball=${1:-}
if [ -z "$tarball" ]; then
  tarballs=(dist/pass-the-night-*-linux-*.tar.gz)
  tarball=${tarballs[0]}
fi
if [ ! -f "$tarball" ]; then
  echo "smoke: no tarball ($tarball): run 'make bundle' first" >&2
  exit 2
fi
if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "smoke: xvfb-run is missing (apt-get install xvfb)" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
folder="$work/Trò chơi đêm khuya"
mkdir -p "$folder"
tar -xzf "$tarball" -C "$folder"
top=$(find "$folder" -mindepth 1 -maxdepth 1 -type d | head -n 1)
for file in pass-the-night pass-the-night.desktop pass-the-night.png install-desktop-entry.sh; do
  [ -e "$top/$file" ] || { echo "smoke: $file is missing from the tarball" >&2; exit 1; }
done
if find "$top" -name '*.ts' | grep -q .; then
  echo "smoke: translation sources (.ts) in the tarball" >&2
  exit 1
fi
log="$work/smoke.log"
status=0
env -u QT_QPA_PLATFORM LANG=C LC_ALL=C timeout 120 xvfb-run -a "$top/pass-the-night" --smoke >"$log" 2>&1 || status=$?
cat "$log"
if [ "$status" != 0 ]; then
  echo "smoke: the bundle did not start on X (exit $status)" >&2
  exit 1
fi
if grep -q -E 'Could not (load|find) the Qt platform plugin|qt\.qpa\.plugin' "$log"; then
  echo "smoke: the xcb platform plug-in did not load" >&2
  exit 1
fi
echo "smoke: --smoke on X from \"$folder\" under LANG=C: ok"
env -u QT_QPA_PLATFORM LANG=C LC_ALL=C timeout 120 xvfb-run -a "$top/pass-the-night" --media-check
echo "smoke: --media-check: ok"
