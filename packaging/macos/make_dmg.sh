#!/usr/bin/env bash
# Wrap "dist/Pass the Night.app" (made by `python packaging/build.py` on macOS) into
# dist/pass-the-night-<version>-macos-<arch>.dmg with hdiutil.
#
# Optional signing and notarisation, driven by environment variables (none is required):
#   MACOS_SIGN_IDENTITY    codesign identity, e.g. "Developer ID Application: Name (TEAMID)":
#                          the .app must already be signed with it (build.py does that: with the
#                          variable set, PyInstaller signs every binary and the .app with the
#                          hardened runtime, entitlements.plist and a timestamp; re-signing with
#                          `codesign --deep` is what Apple advises against, so this script only
#                          checks the app's signature) and this script signs the .dmg.
#   MACOS_NOTARY_PROFILE   a keychain profile saved with `xcrun notarytool store-credentials`,
#   or MACOS_NOTARY_APPLE_ID + MACOS_NOTARY_TEAM_ID + MACOS_NOTARY_PASSWORD (app-specific
#                          password): notarise the signed .dmg and staple the ticket.
set -euo pipefail
cd "$(dirname "$0")/../.."

APP="dist/Pass the Night.app"
ENTITLEMENTS="packaging/macos/entitlements.plist"
if [ ! -d "$APP" ]; then
  echo "make_dmg: $APP not found: run 'python packaging/build.py' on macOS first" >&2
  exit 2
fi

VERSION=$(/usr/libexec/PlistBuddy -c "Print CFBundleShortVersionString" "$APP/Contents/Info.plist")
ARCH=$(lipo -archs "$APP/Contents/MacOS/pass-the-night" 2>/dev/null | tr ' ' '-' || uname -m)
DMG="dist/pass-the-night-$VERSION-macos-${ARCH:-$(uname -m)}.dmg"

notarise=no
if [ -n "${MACOS_NOTARY_PROFILE:-}" ]; then
  notarise=yes
  notary_args=(--keychain-profile "$MACOS_NOTARY_PROFILE")
elif [ -n "${MACOS_NOTARY_APPLE_ID:-}" ]; then
  notarise=yes
  notary_args=(--apple-id "$MACOS_NOTARY_APPLE_ID" --team-id "${MACOS_NOTARY_TEAM_ID:?MACOS_NOTARY_TEAM_ID is needed with MACOS_NOTARY_APPLE_ID}"
            --password "${MACOS_NOTARY_PASSWORD:?MACOS_NOTARY_PASSWORD is needed with MACOS_NOTARY_APPLE_ID}")
fi
if [ "$notarise" = yes ] && [ -z "${MACOS_SIGN_IDENTITY:-}" ]; then
  echo "make_dmg: notarisation needs a signed app: set MACOS_SIGN_IDENTITY too" >&2
  exit 2
fi

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  # Verify (never re-sign) what PyInstaller signed: every nested binary, the identity, the
  # hardened runtime and the entitlements.
  codesign --verify --deep --strict --verbose=2 "$APP"
  details=$(codesign -d --verbose=2 "$APP" 2>&1)
  if ! grep -F -q "Authority=$MACOS_SIGN_IDENTITY" <<<"$details"; then
    echo "make_dmg: $APP is not signed with \"$MACOS_SIGN_IDENTITY\": build it with MACOS_SIGN_IDENTITY set" >&2
    exit 1
  fi
  if ! grep -q "flags=.*runtime" <<<"$details"; then
    echo "make_dmg: $APP lacks the hardened runtime (notarisation would reject it)" >&2
    exit 1
  fi
  codesign -d --entitlements - "$APP" 2>/dev/null | grep -q allow-unsigned-executable-memory || {
    echo "make_dmg: $APP lacks the entitlements of $ENTITLEMENTS" >&2
    exit 1
  }
fi

STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
ditto "$APP" "$STAGE/Pass the Night.app"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
# hdiutil sometimes fails with "Resource busy" on CI machines: retry a few times.
for attempt in 1 2 3; do
  if hdiutil create -volname "Pass the Night" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"; then
    break
  fi
  [ "$attempt" = 3 ] && { echo "make_dmg: hdiutil failed" >&2; exit 1; }
  sleep 5
done

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$DMG"
fi
if [ "$notarise" = yes ]; then
  echo "make_dmg: notarising $DMG"
  xcrun notarytool submit "$DMG" "${notary_args[@]}" --wait
  xcrun stapler staple "$DMG"
fi
echo "make_dmg: $DMG ($(du -h "$DMG" | cut -f1))"
