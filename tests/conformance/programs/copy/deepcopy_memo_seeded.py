# probe: a memo passed to deepcopy is used: an entry seeded by id keeps that object (or its stand-in) in the copy, and a second deepcopy with the same memo returns the first copy
# inputs
shared = [1, 2]
# body
import copy
data = {"keep": shared, "other": [3]}
c = copy.deepcopy(data, {id(shared): shared})
r_kept = c["keep"] is shared
r_other_copied = c["other"] is data["other"]
c2 = copy.deepcopy([shared], {id(shared): "stand-in"})
r_stand_in = c2
_m = {}
a = copy.deepcopy(data, _m)
b = copy.deepcopy(data, _m)
r_same_memo = a is b
r_fresh = copy.deepcopy(data) is a
