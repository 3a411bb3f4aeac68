# probe: copy.copy of a slice is the slice itself, deepcopy makes a new equal slice
# inputs
stop = 5
# body
import copy
s = slice(1, stop, 2)
r_copy_same = copy.copy(s) is s
r_deep_same = copy.deepcopy(s) is s
r_deep_eq = copy.deepcopy(s) == s
