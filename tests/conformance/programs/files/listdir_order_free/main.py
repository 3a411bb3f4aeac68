# probe: what does not depend on os.listdir's order: sorted, len, list.sort, membership after sorting
# inputs
sub = "things"
# body
import os
here = os.path.dirname(os.path.abspath(__file__))
folder = os.path.join(here, sub)
r_sorted = sorted(os.listdir(folder))
r_sorted_reverse = sorted(os.listdir(folder), reverse=True)
r_len = len(os.listdir(folder))
names = os.listdir(folder)
names.sort()
r_sort = names
r_first = names[0]
r_has = "b.txt" in names
r_py = [n for n in sorted(os.listdir(folder)) if n.endswith(".py")]
try:
    os.listdir(os.path.join(here, "absent"))
except FileNotFoundError as e:
    r_absent = type(e).__name__
