# probe: two files opened in one with statement, zipped line by line (the shorter ends it), both closed after; the longer one's position after zip
# inputs
k = 0
# body
import os
here = os.path.dirname(__file__)
with open(os.path.join(here, "left.txt")) as a, open(os.path.join(here, "right.txt")) as b:
    r_pairs = [(x.strip(), y.strip()) for x, y in zip(a, b)]
    r_rest_a = a.read()
r_closed = (a.closed, b.closed)
r_k = k
