# probe: Path.parents is a sequence (iterated, len(), indexed), not a method
# inputs
s = "/data/runs/sub/x.pt"
# body
from pathlib import Path
p = Path(s)
r_parents = [str(x) for x in p.parents]
r_len = len(p.parents)
r_first = str(p.parents[0])
r_last = str(p.parents[-1])
