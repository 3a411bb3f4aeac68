# probe: module-level functions with a compiled pattern passed as the pattern, flags must be 0; re.purge; pattern reused in a loop
# inputs
words = ["cat", "cart", "dog", "c"]
# body
import re
p = re.compile(r"c\w*t")
r_mod = [bool(re.match(p, w)) for w in words]
r_fullmatch = [w for w in words if re.fullmatch(p, w)]
try:
    re.match(p, "cat", re.I)
except ValueError as e:
    r_err = type(e).__name__
re.purge()
r_after = re.search(r"o", "dog").start()
count = 0
for w in words:
    if p.search(w):
        count += 1
r_count = count
