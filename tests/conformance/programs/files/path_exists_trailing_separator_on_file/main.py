# probe: a path naming a file followed by "/" or "/." is not there for the OS (ENOTDIR): os.path.exists / isfile / isdir / Path.exists all false; the folder with "/" is
# inputs
name = "file.txt"
# body
import os
from pathlib import Path
d = os.path.join(os.path.dirname(__file__), "sub")
f = os.path.join(d, name)
r_slash = [os.path.exists(f + "/"), os.path.isfile(f + "/"), os.path.isdir(f + "/")]
r_dot = [os.path.exists(f + "/."), os.path.isfile(f + "/.")]
r_dir_slash = [os.path.exists(d + "/"), os.path.isdir(d + "/.")]
r_plain = os.path.isfile(f)
