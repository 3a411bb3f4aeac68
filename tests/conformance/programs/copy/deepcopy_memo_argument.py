# probe: deepcopy with an explicit memo dict: pre-seeded entry substitutes an object; memo reused across calls keeps identity
# inputs
v = 5
# body
import copy
shared = [v]
replacement = ["R"]
memo = {id(shared): replacement}
out = copy.deepcopy({"a": shared, "b": [shared]}, memo)
r_out = out
r_same = out["a"] is replacement
memo2 = {}
x = copy.deepcopy(shared, memo2)
y = copy.deepcopy(shared, memo2)
r_reuse = x is y
r_x = x
z = copy.deepcopy(shared)
r_fresh = z is x
