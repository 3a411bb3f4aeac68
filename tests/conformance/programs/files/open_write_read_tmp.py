# probe: writing and reading a file in a temporary directory
# inputs
content = "line1\nline2\n"
# body
import os
import tempfile
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "out.txt")
    with open(path, "w") as f:
        n_written = f.write(content)
    with open(path) as f:
        r_back = f.read()
    r_listing = os.listdir(d)
r_written = n_written
