# probe: an empty file and a file of blank lines: read is "", readline "" at the end, next with a default, next without raises StopIteration, readlines
# inputs
fname = "empty.txt"
# body
import os
here = os.path.dirname(__file__)
with open(os.path.join(here, fname)) as f:
    r_read = f.read()
    r_readline = f.readline()
    r_next = next(f, "END")
    try:
        next(f)
        r_stop = "ok"
    except StopIteration as e:
        r_stop = type(e).__name__
with open(os.path.join(here, "blank.txt")) as f:
    r_blank = f.readlines()
with open(os.path.join(here, "blank.txt")) as f:
    r_nonblank = [l for l in f if l.strip()]
r_blank_split = open(os.path.join(here, "blank.txt")).read().split("\n")
