#!/bin/sh
# Add Mahjong Galaxy to the desktop's application menu (current user, no root needed).
# Run from the unpacked bundle folder:  ./install-desktop-entry.sh        (remove: --uninstall)
# Installs the .desktop file (Exec = this folder's binary) and the icons into $XDG_DATA_HOME.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
icons="$here/_internal/mahjong_galaxy/resources/icons"
entry="$data/applications/mahjong-galaxy.desktop"

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$entry" "$data/icons/hicolor/scalable/apps/mahjong-galaxy.svg"
    for png in "$icons"/mahjong-galaxy-*.png; do
        size=${png##*-}; size=${size%.png}
        rm -f "$data/icons/hicolor/${size}x${size}/apps/mahjong-galaxy.png"
    done
    echo "removed $entry and the icons"
    exit 0
fi

mkdir -p "$data/applications" "$data/icons/hicolor/scalable/apps"
cp "$icons/mahjong-galaxy.svg" "$data/icons/hicolor/scalable/apps/mahjong-galaxy.svg"
for png in "$icons"/mahjong-galaxy-*.png; do
    size=${png##*-}; size=${size%.png}
    mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$data/icons/hicolor/${size}x${size}/apps/mahjong-galaxy.png"
done
sed -e "s|^Exec=.*|Exec=\"$here/mahjong-galaxy\"|" -e "s|^TryExec=.*|TryExec=$here/mahjong-galaxy|" \
    "$here/mahjong-galaxy.desktop" > "$entry"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "installed $entry"
