# probe: open() a text file beside the program: read, readlines, iteration, with
# inputs
fname = "lines.txt"
# body
import os
path = os.path.join(os.path.dirname(__file__), fname)
with open(path) as f:
    r_read = f.read()
with open(path, encoding="utf-8") as f:
    r_lines = f.readlines()
with open(path) as f:
    r_stripped = [line.strip() for line in f]
f = open(path)
r_first = f.readline()
f.close()
r_closed = f.closed
try:
    open(os.path.join(os.path.dirname(__file__), "missing.txt"))
except FileNotFoundError as e:
    r_missing = type(e).__name__
