# probe: reading what is not there: open and Path.read_text of a missing file (FileNotFoundError, OSError, errno 2), open of a folder (IsADirectoryError), a missing folder on the way
# inputs
fname = "missing.txt"
# body
import os
from pathlib import Path
here = os.path.dirname(__file__)
out = []
for p in (os.path.join(here, fname), os.path.join(here, "folder"), os.path.join(here, "nofolder", "x.txt")):
    try:
        open(p)
        out.append("ok")
    except OSError as e:
        out.append((type(e).__name__, e.errno, isinstance(e, FileNotFoundError)))
r_open = out
try:
    Path(here, fname).read_text()
    r_path = "ok"
except FileNotFoundError as e:
    r_path = (type(e).__name__, e.filename == os.path.join(here, fname))
try:
    Path(here, "folder").read_text()
    r_dir = "ok"
except IsADirectoryError as e:
    r_dir = type(e).__name__
