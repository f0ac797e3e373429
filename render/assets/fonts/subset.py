#!/usr/bin/env python3
"""Rebuilds the fallback fonts in this folder from their published packages.

    mkdir /tmp/fonts && cd /tmp/fonts
    apt-get download fonts-noto-core fonts-noto-cjk
    for d in *.deb; do dpkg-deb -x "$d" x; done
    npm pack @expo-google-fonts/noto-emoji@0.4.7 && mkdir npm && tar xzf expo-google-fonts-noto-emoji-*.tgz -C npm
    pip install fonttools brotli
    python3 path/to/render/assets/fonts/subset.py /tmp/fonts path/to/render/assets/fonts

Built from Debian bookworm's fonts-noto-core 20201225-1 and fonts-noto-cjk
1:20220127+repack1-1, and npm's @expo-google-fonts/noto-emoji 0.4.7 (Noto Emoji,
the monochrome outline font, as Google Fonts serves it).

Each font but the CJK one keeps its OpenType layout (GSUB/GPOS, every feature), so the shaper can
join Arabic, stack Devanagari conjuncts and Thai marks, and build emoji sequences.
Hinting is dropped: the pictures are rasterised unhinted.

CJK keeps only the characters in common use, as the national standards list them,
taken from Python's codecs so the sets are exact and reproducible:
  - hanzi: GB 2312 level 1 (3,755 common simplified characters);
  - hanzi: Big5 level 1 (5,401 common traditional characters, A440-C67E);
  - kanji: JIS X 0208 levels 1 and 2 (6,355 characters, which hold every Joyo kanji
    but the five of 2010 outside it, such as the U+525D and U+9830 forms);
  - hangul: the 2,350 precomposed syllables of KS X 1001, and the compatibility jamo;
  - kana (hiragana, katakana, their extensions, half-width katakana), CJK symbols and
    punctuation, full-width forms, bopomofo.
One face (Noto Sans CJK SC, Bold) serves Chinese, Japanese and Korean: a Japanese
name gets Chinese glyph shapes for the few kanji whose forms differ.
"""

import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

def chars_of(codec, lead, trail):
    """Every character a two-byte codec maps from the given lead and trail bytes."""
    out = set()
    for a in lead:
        for b in trail:
            try:
                s = bytes([a, b]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(s) == 1:
                out.add(s)
    return out


def cjk_text():
    han = lambda s: {c for c in s if 0x4E00 <= ord(c) <= 0x9FFF or 0x3400 <= ord(c) <= 0x4DBF}
    gb2312_level1 = han(chars_of("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF)))
    big5_level1 = set()
    for a in range(0xA4, 0xC7):
        for b in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            if (a, b) > (0xC6, 0x7E):
                continue
            try:
                s = bytes([a, b]).decode("big5")
            except UnicodeDecodeError:
                continue
            big5_level1 |= han(s)
    jis = han(chars_of("euc_jp", range(0xB0, 0xF5), range(0xA1, 0xFF)))
    hangul = {c for c in chars_of("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF))
              if 0xAC00 <= ord(c) <= 0xD7A3}
    assert len(gb2312_level1) == 3755, len(gb2312_level1)
    assert len(big5_level1) == 5401, len(big5_level1)
    assert len(hangul) == 2350, len(hangul)
    assert len(jis) == 6355, len(jis)
    han_all = gb2312_level1 | big5_level1 | jis
    print(f"hanzi/kanji: GB2312-1 {len(gb2312_level1)}, Big5-1 {len(big5_level1)}, "
          f"JIS X 0208 {len(jis)}, union {len(han_all)}; "
          f"hangul {len(hangul)}")
    return "".join(sorted(han_all | hangul))


CJK_RANGES = [
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x30FF),  # hiragana, katakana
    (0x3100, 0x312F),  # bopomofo
    (0x3130, 0x318F),  # hangul compatibility jamo
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0xFF00, 0xFFEF),  # half-width and full-width forms
]

# Characters the shaper or a sequence may need in every script: joiners, the dotted
# circle a shaper shows under a lone mark.
SHARED = [0x200C, 0x200D, 0x25CC]

SCRIPTS = {
    # Presentation forms B (the contextual letter forms, sometimes typed as such);
    # forms A, mostly ligatures of whole words, are left out.
    "Arabic": [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFE70, 0xFEFF)],
    "Hebrew": [(0x0590, 0x05FF), (0xFB1D, 0xFB4F)],
    "Devanagari": [(0x0900, 0x097F), (0xA8E0, 0xA8FF)],
    "Thai": [(0x0E00, 0x0E7F)],
}


def run(src, dst, out_name, unicodes=(), text="", font_number=0, features=("*",)):
    opts = subset.Options()
    opts.layout_features = list(features)
    opts.hinting = False
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6]
    opts.notdef_outline = False
    opts.glyph_names = False
    opts.font_number = font_number
    opts.drop_tables += ["DSIG", "vhea", "vmtx", "VORG", "STAT", "BASE", "JSTF", "meta"]
    font = subset.load_font(src, opts)
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=list(unicodes) + SHARED, text=text)
    sub.subset(font)
    path = os.path.join(dst, out_name)
    subset.save_font(font, path, opts)
    print(f"{out_name}: {os.path.getsize(path)} bytes, {len(font.getBestCmap())} characters")


def expand(ranges):
    return [c for a, b in ranges for c in range(a, b + 1)]


def main():
    src, dst = sys.argv[1], sys.argv[2]
    noto = os.path.join(src, "x/usr/share/fonts/truetype/noto")
    for script, ranges in SCRIPTS.items():
        for weight in ("Regular", "Bold"):
            run(os.path.join(noto, f"NotoSans{script}-{weight}.ttf"), dst,
                f"NotoSans{script}-{weight}.subset.ttf", expand(ranges))
    cjk = os.path.join(src, "x/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
    sc = [i for i, f in enumerate(TTCollection(cjk).fonts)
          if f["name"].getDebugName(4) == "Noto Sans CJK SC Bold"][0]
    # Horizontal text in the default language only: the vertical, width and local
    # (Japanese, Korean, traditional) forms would more than double the glyphs.
    run(cjk, dst, "NotoSansCJKsc-Bold.subset.otf", expand(CJK_RANGES), cjk_text(), sc,
        features=("ccmp", "liga", "calt", "kern"))
    emoji = os.path.join(src, "npm/package/700Bold/NotoEmoji_700Bold.ttf")
    # Every character and sequence the emoji font has (it has nothing else).
    all_emoji = sorted(TTFont(emoji).getBestCmap())
    run(emoji, dst, "NotoEmoji-Bold.subset.ttf", all_emoji)


if __name__ == "__main__":
    main()
