# probe: the encoding argument: utf-8 keeps a BOM as \ufeff, utf-8-sig drops it, latin-1 reads each byte, ascii refuses non-ASCII (UnicodeDecodeError, a ValueError); spellings UTF8 / utf_8 on an ASCII file
# inputs
fname = "bom.txt"
# body
import os
here = os.path.dirname(__file__)
p = os.path.join(here, fname)
with open(p, encoding="utf-8") as f:
    r_utf8 = f.read()
with open(p, encoding="utf-8-sig") as f:
    r_sig = f.read()
with open(p, encoding="latin-1") as f:
    r_latin = f.read()
try:
    with open(p, encoding="ascii") as f:
        f.read()
    r_ascii = "ok"
except UnicodeDecodeError as e:
    r_ascii = (type(e).__name__, isinstance(e, ValueError))
r_spell = [open(os.path.join(here, "ascii.txt"), encoding=e).read() for e in ("UTF8", "utf_8", "US-ASCII")]
with open(p, encoding="ascii", errors="replace") as f:
    r_replace = f.read()
