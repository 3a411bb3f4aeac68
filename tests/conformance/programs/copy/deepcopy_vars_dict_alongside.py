# probe: deepcopy of a list holding an object and its vars() dict: the state dict is copied through the memo, the copy's __dict__ is another dict with the same items
# inputs
v = [1]
# body
import copy
class O:
    pass
o = O()
o.x = v
pair = [o, vars(o)]
cp = copy.deepcopy(pair)
r_vars_same = cp[1] is vars(cp[0])
r_vars_eq = cp[1] == vars(cp[0])
r_vars_x = cp[1]["x"] is cp[0].x
