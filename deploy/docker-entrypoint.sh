#!/bin/sh
# Runs in the nginx image before nginx starts (/docker-entrypoint.d/): one image serves any API.
#   API_URL          (required) the API base URL, e.g. https://api.example.com/api
#   FIREBASE_CONFIG  (optional) the Firebase web config as one JSON object: turns push on
#   APP_BASE         set by the image: the sub-path the app was built for (`/`, `/admin/`)
# Writes /usr/share/nginx/html/config.json and renders the nginx configuration with the API's
# origin (and the push hosts) in the Content-Security-Policy. See docs/deploy.md.
set -eu

if [ -z "${API_URL:-}" ]; then
  echo "backoffice: API_URL is not set; the app will show its configuration error page." >&2
fi

escape() { printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g'; }

api_url="${API_URL:-}"
config="{\"apiUrl\": \"$(escape "$api_url")\""
if [ -n "${FIREBASE_CONFIG:-}" ]; then
  config="$config, \"firebase\": $FIREBASE_CONFIG"
fi
printf '%s}\n' "$config" > "/usr/share/nginx/html${APP_BASE:-/}config.json"

# The API's origin (scheme://host[:port]) when it is on another origin; nothing when relative.
# Each with a leading space when set: the template has `blob:${CSP_API};`.
CSP_API=$(printf '%s' "$api_url" | sed -n -e 's#^\(https\{0,1\}://[^/?#]*\).*# \1#p')
CSP_PUSH=""
if [ -n "${FIREBASE_CONFIG:-}" ]; then
  CSP_PUSH=" https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com"
fi
APP_BASE="${APP_BASE:-/}"
export CSP_API CSP_PUSH APP_BASE

mkdir -p /etc/nginx/backoffice
envsubst '${CSP_API} ${CSP_PUSH} ${APP_BASE}' < /etc/nginx/backoffice/templates/security-headers.conf.template > /etc/nginx/backoffice/security-headers.conf
envsubst '${CSP_API} ${CSP_PUSH} ${APP_BASE}' < /etc/nginx/backoffice/templates/default.conf.template > /etc/nginx/conf.d/default.conf
