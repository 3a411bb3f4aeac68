# probe: a text file with \r\n line ends, an empty line and no final newline, read in text mode (universal newlines): read, readlines, iteration, splitlines
# inputs
fname = "data.txt"
# body
import os
path = os.path.join(os.path.dirname(__file__), fname)
with open(path) as f:
    r_read = f.read()
with open(path) as f:
    r_lines = f.readlines()
with open(path) as f:
    r_iter = [line.rstrip("\n") for line in f]
r_split = r_read.splitlines()
r_count = r_read.count("\n")
r_last = r_lines[-1]
