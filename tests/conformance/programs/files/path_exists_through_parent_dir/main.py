# probe: ".." after a component that is missing or is a file: the OS resolves it step by step (ENOENT / ENOTDIR), so exists / isdir are false; ".." after a real folder is that folder's parent
# inputs
missing = "nope"
# body
import os
here = os.path.dirname(__file__)
r_via_missing = [os.path.exists(os.path.join(here, missing, "..")), os.path.isdir(os.path.join(here, missing, ".."))]
r_via_file = os.path.exists(os.path.join(here, "sub", "file.txt", ".."))
r_via_dir = os.path.isdir(os.path.join(here, "sub", ".."))
r_file_via_dir = os.path.isfile(os.path.join(here, "sub", "..", "sub", "file.txt"))
r_norm = os.path.exists(os.path.normpath(os.path.join(here, missing, "..")))
