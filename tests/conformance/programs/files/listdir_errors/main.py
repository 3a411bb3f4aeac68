# probe: os.listdir of a missing folder (FileNotFoundError), of a file (NotADirectoryError), both OSError; the errno of each
# inputs
missing = "no_such_dir"
# body
import os
here = os.path.dirname(__file__)
out = []
for p in (os.path.join(here, missing), os.path.join(here, "plain.txt")):
    try:
        os.listdir(p)
        out.append("ok")
    except OSError as e:
        out.append((type(e).__name__, e.errno))
r_errs = out
r_ok = "plain.txt" in os.listdir(here)
