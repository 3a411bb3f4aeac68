# probe: split/rsplit over a grid of strings x separators (None, single, multi-char) x maxsplit (-1..3)
# inputs
texts = ["", " ", "a", " a ", "a,b", ",a,,b,", "a  b\tc\n", "a::b:::c", "::", "x\u3000y\u00a0z"]
seps = [None, ",", "::", " ", ":"]
maxes = [-1, 0, 1, 2, 3]
# body
r_split = [t.split(p, m) for t in texts for p in seps for m in maxes]
r_rsplit = [t.rsplit(p, m) for t in texts for p in seps for m in maxes]
r_partition = [t.partition(p) for t in texts for p in seps if p]
r_rpartition = [t.rpartition(p) for t in texts for p in seps if p]
