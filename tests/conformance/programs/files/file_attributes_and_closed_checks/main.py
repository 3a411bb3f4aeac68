# probe: a file's mode and name attributes for the mode given ("r", "rt"), and what a closed file allows (closed, name) and refuses (readable, read, iteration: ValueError)
# inputs
fname = "t.txt"
# body
import os
path = os.path.join(os.path.dirname(__file__), fname)
f = open(path, "rt")
r_mode_rt = f.mode
r_name_is_path = f.name == path
f.close()
g = open(path)
r_mode_r = g.mode
g.close()
r_closed = f.closed
r_name_after = f.name == path
errs = []
for op in (lambda: f.read(), lambda: f.readable(), lambda: list(f), lambda: f.readline()):
    try:
        op()
        errs.append("ok")
    except ValueError as e:
        errs.append(type(e).__name__)
r_errs = errs
