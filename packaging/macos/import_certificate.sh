#!/usr/bin/env bash
# Import the Developer ID certificate (a base64 .p12 in MACOS_CERT_P12, its password in
# MACOS_CERT_PASSWORD) into a temporary keychain that codesign can use without a prompt, for
# the release workflow. The keychain lives in $RUNNER_TEMP (or a temporary folder) and is put
# first in the user's search list; the workflow deletes it at the end.
set -euo pipefail
: "${MACOS_CERT_P12:?MACOS_CERT_P12 (the base64 .p12) is not set}"
: "${MACOS_CERT_PASSWORD:?MACOS_CERT_PASSWORD is not set}"
folder=${RUNNER_TEMP:-$(mktemp -d)}
keychain="$folder/signing.keychain-db"
certificate="$folder/signing.p12"
password=$(openssl rand -base64 24)
trap 'rm -f "$certificate"' EXIT
printf '%s' "$MACOS_CERT_P12" | base64 --decode > "$certificate"
security create-keychain -p "$password" "$keychain"
security set-keychain-settings -lut 21600 "$keychain"
security unlock-keychain -p "$password" "$keychain"
security import "$certificate" -k "$keychain" -P "$MACOS_CERT_PASSWORD" -f pkcs12 -T /usr/bin/codesign -T /usr/bin/security
security set-key-partition-list -S apple-tool:,apple:,codesign: -s -k "$password" "$keychain" >/dev/null
# Put it first in the search list, keeping the others (login keychain).
existing=()
while IFS= read -r line; do
  line=${line#*\"}
  existing+=("${line%\"*}")
done < <(security list-keychains -d user)
security list-keychains -d user -s "$keychain" "${existing[@]}"
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  if ! security find-identity -v -p codesigning "$keychain" | grep -F -q "$MACOS_SIGN_IDENTITY"; then
    echo "import_certificate: the certificate has no codesigning identity named \"$MACOS_SIGN_IDENTITY\"" >&2
    security find-identity -v -p codesigning "$keychain" >&2
    exit 1
  fi
fi
echo "import_certificate: $keychain ready"
