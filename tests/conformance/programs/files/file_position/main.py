# probe: a file's read position: readline, a loop left early, read of the rest, seek(0), name
# inputs
fname = "rows.txt"
# body
import os
path = os.path.join(os.path.dirname(__file__), fname)
f = open(path)
r_first = f.readline()
r_second = f.readline()
for line in f:
    r_loop = line
    break
r_rest = f.read()
r_eof = (f.read(), f.readline(), f.readlines())
f.seek(0)
r_after_seek = f.readlines()
r_name_base = os.path.basename(f.name)
f.close()
r_closed = f.closed
with open(path, "r", encoding="utf-8") as g:
    r_enter_same = g.__enter__() is g
    r_lines = list(g)
