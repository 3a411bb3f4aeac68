# probe: the read position shared by readline, next, read and seek(0): each continues where the last stopped
# inputs
fname = "four.txt"
# body
import os
with open(os.path.join(os.path.dirname(__file__), fname)) as f:
    r_first = f.readline()
    r_second = next(f)
    r_rest = f.read()
    r_eof = f.read()
    r_seek = f.seek(0)
    r_all = f.readlines()
    f.seek(0)
    r_two = [f.readline(), f.readline()]
    r_left = f.readlines()
