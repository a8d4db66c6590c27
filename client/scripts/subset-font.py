# `python3 client/scripts/subset-font.py` (needs `pip install fonttools brotli`): writes
# src/assets/fonts/vazirmatn-persian.woff2, the variable Vazirmatn cut to the characters the site
# writes (Persian/Arabic, Latin for addresses and numbers, punctuation): 80 KB instead of 111 KB on
# every first visit. Characters outside it come from the full font (see app/fonts.css).
from pathlib import Path
from fontTools import subset
from fontTools.ttLib import TTFont

root = Path(__file__).resolve().parent.parent
source = root.parent / 'node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2'
target = root / 'src/assets/fonts/vazirmatn-persian.woff2'
# Keep in step with the unicode-range in app/fonts.css.
# U+2000-200B: the spaces MUI writes (a thin space before a required field's asterisk); missing,
# they fetched the whole 110 KB font on the home page.
RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x600, 0x6FF), (0x2000, 0x2027), (0x2030, 0x203A), (0x2212, 0x2212)]

font = TTFont(source)
codepoints = [c for c in font.getBestCmap() if any(low <= c <= high for low, high in RANGES)]
options = subset.Options()
options.flavor = 'woff2'
options.layout_features = ['*']
options.name_IDs = ['*']
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=codepoints)
subsetter.subset(font)
font.flavor = 'woff2'
font.save(target)
print(f'{len(codepoints)} characters, {target.stat().st_size} bytes: {target}')
