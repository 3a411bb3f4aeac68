# probe: os.path.relpath, commonpath, normpath, dirname chains and split on paths computed from __file__
# inputs
leaf = "f.txt"
# body
import os
here = os.path.dirname(os.path.abspath(__file__))
f = os.path.join(here, "a", "b", leaf)
r_rel = os.path.relpath(f, here)
r_rel_up = os.path.relpath(here, os.path.join(here, "a", "b"))
r_common = os.path.relpath(os.path.commonpath([f, os.path.join(here, "a", "x")]), here)
r_norm = os.path.relpath(os.path.normpath(os.path.join(here, "a", "b", "..", ".", "b", leaf)), here)
r_split = os.path.split(f)[1]
r_up2 = os.path.dirname(os.path.dirname(f)) == os.path.join(here, "a")
r_isabs = [os.path.isabs(f), os.path.isabs(r_rel)]
r_exists = os.path.exists(os.path.join(here, r_rel))
