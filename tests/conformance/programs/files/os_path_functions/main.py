# probe: os.path functions on the program's own files
# inputs
name = "main.py"
# body
import os.path
here = os.path.dirname(os.path.abspath(__file__))
r_base = os.path.basename(__file__)
r_join = os.path.basename(os.path.join(here, "sub", name))
r_splitext = os.path.splitext(name)
r_exists = os.path.exists(os.path.join(here, name))
r_isfile = os.path.isfile(os.path.join(here, name))
r_isdir = (os.path.isdir(here), os.path.isdir(os.path.join(here, name)))
r_missing = os.path.exists(os.path.join(here, "missing.txt"))
r_split = os.path.split("a/b/c.txt")
r_norm = os.path.normpath("a/./b/../c")
r_dirname_of_dir = os.path.basename(os.path.dirname(os.path.join(here, "x")))  == os.path.basename(here)
