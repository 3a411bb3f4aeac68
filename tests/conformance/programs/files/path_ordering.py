# probe: paths are ordered by their parts: <, <=, >, sorted and max over Path objects
# inputs
a = "a"
b = "b"
# body
from pathlib import Path
r_lt = Path(a) < Path(b)
r_le = Path(a) <= Path(a)
r_gt = Path(b) > Path(a)
r_sorted = [str(x) for x in sorted([Path(b), Path("a/c"), Path(a)])]
r_max = str(max([Path(b), Path(a)]))
