# probe: read(n), readline(n) and readlines(hint) with sizes: partial reads continue from where they stopped, read(0) is ""
# inputs
n = 3
# body
import os
path = os.path.join(os.path.dirname(__file__), "s.txt")
with open(path) as f:
    r_a = f.read(n)
    r_b = f.read(0)
    r_c = f.readline(2)
    r_d = f.readline()
    r_e = f.readlines(1)
    r_f = f.read(100)
