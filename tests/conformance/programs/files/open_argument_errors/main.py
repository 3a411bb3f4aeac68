# probe: open() arguments CPython refuses before reading: buffering=0 in text mode, closefd=False with a name, an illegal newline, an unknown codec (LookupError), a non-str encoding / errors (TypeError); Path.read_text has no newline= in 3.11
# inputs
fname = "t.txt"
# body
import os
from pathlib import Path
path = os.path.join(os.path.dirname(__file__), fname)
def attempt(**kw):
    try:
        with open(path, **kw) as f:
            return f.read()
    except (ValueError, LookupError, TypeError) as e:
        return type(e).__name__
r_buffering = attempt(buffering=0)
r_closefd = attempt(closefd=False)
r_newline = attempt(newline="x")
r_codec = attempt(encoding="no-such-codec")
r_enc_type = attempt(encoding=5)
r_errors_type = attempt(errors=5)
r_fine = attempt(buffering=1, encoding="utf-8", newline=None)
try:
    r_read_text = Path(path).read_text(newline="")
except TypeError as e:
    r_read_text = type(e).__name__
