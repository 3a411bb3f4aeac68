# probe: os.walk over a folder tree beside the program
# inputs
top = "tree"
# body
import os
here = os.path.dirname(os.path.abspath(__file__))
found = []
for d, dirs, files in os.walk(os.path.join(here, top)):
    dirs.sort()
    for f in sorted(files):
        found.append(os.path.relpath(os.path.join(d, f), here))
r_found = found
r_top_level = sorted(next(os.walk(os.path.join(here, top)))[1])
