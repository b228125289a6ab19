#!/bin/sh
# The installable app's icons (client/public/icons), drawn from the favicon with rsvg-convert (Debian: librsvg2-bin).
# "any" icons are the favicon itself; the maskable one and Apple's touch icon fill the square and keep the mark inside
# the safe zone (the inner 80 % circle a launcher may crop to). Run again after changing either drawing.
set -e
cd "$(dirname "$0")/.."
out=client/public/icons
for size in 192 512; do
  rsvg-convert -w "$size" -h "$size" client/public/favicon.svg -o "$out/icon-$size.png"
done
rsvg-convert -w 512 -h 512 client/build/icons/maskable.svg -o "$out/maskable-512.png"
rsvg-convert -w 180 -h 180 client/build/icons/maskable.svg -o "$out/apple-touch-icon.png"
