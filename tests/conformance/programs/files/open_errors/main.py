# probe: what open() raises for a missing file and for a folder, and reading a closed file
# inputs
missing = "no_such_file.txt"
# body
import os
here = os.path.dirname(os.path.abspath(__file__))
try:
    open(os.path.join(here, missing))
except FileNotFoundError as e:
    r_missing = (type(e).__name__, isinstance(e, OSError))
try:
    open(here)
except IsADirectoryError as e:
    r_dir = type(e).__name__
except PermissionError as e:
    r_dir = type(e).__name__
try:
    open(os.path.join(here, "sub", missing))
except OSError as e:
    r_missing_dir = type(e).__name__
with open(os.path.join(here, "data.txt")) as f:
    pass
try:
    f.read()
except ValueError as e:
    r_closed_read = str(e)
r_closed = f.closed
