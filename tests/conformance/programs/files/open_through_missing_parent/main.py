# probe: open() of "<missing folder>/../real.txt": the OS does not skip the missing folder (FileNotFoundError), while the normalised path reads the file
# inputs
missing = "ghost"
# body
import os
here = os.path.dirname(__file__)
try:
    with open(os.path.join(here, missing, "..", "real.txt")) as f:
        r_through = f.read()
except FileNotFoundError as e:
    r_through = type(e).__name__
with open(os.path.normpath(os.path.join(here, missing, "..", "real.txt"))) as f:
    r_norm = f.read()
