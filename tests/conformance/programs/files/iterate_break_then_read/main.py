# probe: iterating a file and breaking at a marker, then reading the rest: the rest starts after the marker line; readline after the loop; iteration resumes
# inputs
marker = "---"
# body
import os
header = []
with open(os.path.join(os.path.dirname(__file__), "doc.txt")) as f:
    for line in f:
        if line.strip() == marker:
            break
        header.append(line.strip())
    r_next = f.readline()
    r_rest = [l.strip() for l in f]
r_header = header
