# `python3 client/scripts/subset-font.py` (needs `pip install fonttools brotli`): writes
# src/assets/fonts/vazirmatn-persian.woff2, the variable Vazirmatn cut to the characters the site
# writes (Persian, Latin for addresses and numbers, punctuation): 59 KB instead of 111 KB on every
# first visit. Characters outside it come from the full font (see app/fonts.css).
from pathlib import Path
from fontTools import subset
from fontTools.ttLib import TTFont

root = Path(__file__).resolve().parent.parent
source = root.parent / 'node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2'
target = root / 'src/assets/fonts/vazirmatn-persian.woff2'
# Keep in step with the unicode-range in app/fonts.css.
# Latin: ASCII for addresses, e-mails and numbers, and the few Latin-1 signs the site writes (no-break
# space, ©, «», ·, ×, ÷); not the accented letters, which no page shows.
# Persian: its letters, the Arabic forms a Persian keyboard or a pasted text brings (ي ك ة ى أ إ ؤ ئ),
# the vowel marks, Arabic-Indic and Persian digits and separators; not the rest of the Arabic block
# (Urdu, Pashto, Quranic marks). 59 KB instead of 80 KB with the whole block and Latin-1.
# U+2000-200F: the spaces MUI writes (a thin space before a required field's asterisk) and the
# joiners and direction marks; missing, they fetched the whole 110 KB font on the home page.
RANGES = [
    (0x20, 0x7E), (0xA0, 0xA0), (0xA9, 0xA9), (0xAB, 0xAB), (0xB7, 0xB7), (0xBB, 0xBB), (0xD7, 0xD7), (0xF7, 0xF7),
    (0x60C, 0x60C), (0x61B, 0x61B), (0x61F, 0x61F), (0x621, 0x63A), (0x640, 0x655), (0x660, 0x66C), (0x670, 0x670),
    (0x67E, 0x67E), (0x686, 0x686), (0x698, 0x698), (0x6A9, 0x6A9), (0x6AF, 0x6AF), (0x6C0, 0x6C0), (0x6CC, 0x6CC),
    (0x6F0, 0x6F9),
    (0x2000, 0x2027), (0x2030, 0x203A), (0x2190, 0x2193), (0x2212, 0x2212),
]

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
