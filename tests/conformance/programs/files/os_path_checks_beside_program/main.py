# probe: os.path.exists / isfile / isdir on the program's folder, a subfolder, a file, a missing path and a dotfile; splitext and basename of those names
# inputs
sub = "sub"
# body
import os
here = os.path.dirname(__file__)
paths = [here, os.path.join(here, sub), os.path.join(here, sub, "file.txt"), os.path.join(here, "nope"), os.path.join(here, ".hidden"), os.path.join(here, "archive.tar.gz"), __file__]
r_exists = [os.path.exists(p) for p in paths]
r_isfile = [os.path.isfile(p) for p in paths]
r_isdir = [os.path.isdir(p) for p in paths]
r_splitext = [os.path.splitext(os.path.basename(p)) for p in paths[2:]]
r_base = os.path.basename(os.path.join(here, sub) + "/")
r_dirname_name = os.path.basename(os.path.dirname(paths[2]))
r_trailing = os.path.isdir(os.path.join(here, sub) + os.sep)
