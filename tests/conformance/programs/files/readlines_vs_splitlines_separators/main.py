# probe: a file line is ended by \n only (readlines, iteration), while str.splitlines also splits on \f, \x1c, \u2028, \x85, \v
# inputs
fname = "odd.txt"
# body
import os
with open(os.path.join(os.path.dirname(__file__), fname), encoding="utf-8") as f:
    text = f.read()
with open(os.path.join(os.path.dirname(__file__), fname), encoding="utf-8") as f:
    r_lines = f.readlines()
r_count = len(r_lines)
r_split = text.splitlines()
r_split_n = text.split("\n")
r_nsplit = len(r_split)
