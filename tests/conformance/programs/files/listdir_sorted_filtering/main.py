# probe: os.listdir of a folder beside the program: sorted, reverse sorted, len, filtered by suffix (a dotfile is listed, a subfolder too), a list comprehension over it then sorted
# inputs
suffix = ".yaml"
# body
import os
d = os.path.join(os.path.dirname(__file__), "cfg")
names = os.listdir(d)
r_sorted = sorted(names)
r_rev = sorted(names, reverse=True)
r_len = len(names)
r_yaml = sorted(n for n in names if n.endswith(suffix))
r_stems = sorted(os.path.splitext(n)[0] for n in names if not n.startswith("."))
r_dirs = sorted(n for n in names if os.path.isdir(os.path.join(d, n)))
names.sort()
r_first = names[0]
r_in = "README" in os.listdir(d)
