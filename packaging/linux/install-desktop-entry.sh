#!/bin/sh
# Add Pass the Night to the desktop's application menu (for this user only): run it from the
# unpacked folder, e.g. `./install-desktop-entry.sh`. It writes
# ~/.local/share/applications/pass-the-night.desktop (pointing at this folder) and the icon
# ~/.local/share/icons/hicolor/512x512/apps/pass-the-night.png. `--remove` takes both away.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-"$HOME/.local/share"}
entry="$data/applications/pass-the-night.desktop"
icon="$data/icons/hicolor/512x512/apps/pass-the-night.png"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$entry" "$icon"
  echo "removed $entry"
  exit 0
fi
mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
cp "$here/pass-the-night.png" "$icon"
# Exec with the absolute path, quoted for the desktop-entry spec (a folder may have spaces).
exec_path=$(printf '%s' "$here/pass-the-night" | sed 's/[\\"`$]/\\&/g')
while IFS= read -r line; do
  case $line in
    Exec=*) printf 'Exec="%s"\n' "$exec_path" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$here/pass-the-night.desktop" > "$entry"
chmod 644 "$entry"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
echo "installed $entry"
