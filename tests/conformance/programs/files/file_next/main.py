# probe: next() on a file takes one line; the rest is read after it; next with a default at the end
# inputs
fname = "words.txt"
# body
import os
f = open(os.path.join(os.path.dirname(__file__), fname))
r_first = next(f)
r_iter_same = iter(f) is f
r_second = f.__next__()
r_rest = f.read()
r_default = next(f, "END")
try:
    next(f)
except StopIteration:
    r_stop = "StopIteration"
f.close()
