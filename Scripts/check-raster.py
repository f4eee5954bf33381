#!/usr/bin/env python3
"""Reads a picture mockgen wrote with Pillow, a decoder independent of the libraries that wrote
it (Docs/testing.md#pixel-agreement), and prints what it found as JSON: format, size, frame count, each frame's duration
in ms, and the first frame's RGB at the points given as x,y arguments.

    check-raster.py FILE [X,Y ...]
"""
import json
import sys

from PIL import Image


def main():
    path, points = sys.argv[1], sys.argv[2:]
    with Image.open(path) as image:
        frames = getattr(image, "n_frames", 1)
        durations = []
        for k in range(frames):
            image.seek(k)
            image.load()  # WebP and APNG set a frame's duration when it is decoded
            durations.append(image.info.get("duration"))
        image.seek(0)
        first = image.convert("RGB")
        pixels = {}
        for point in points:
            x, y = (int(v) for v in point.split(","))
            pixels[point] = list(first.getpixel((x, y)))
        print(json.dumps({
            "format": image.format,
            "size": list(image.size),
            "frames": frames,
            "durations": durations,
            "pixels": pixels,
        }))


if __name__ == "__main__":
    main()
