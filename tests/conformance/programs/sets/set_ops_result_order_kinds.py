# probe: union/intersection keep the element from which operand (1 vs 1.0 vs True), and which type survives in - and ^
# inputs
x = 1.0
# body
def kinds(s):
    return sorted((type(v).__name__, v) for v in s)
r_inter_small_big = kinds({x} & {1, 2, 3})
r_inter_big_small = kinds({1, 2, 3} & {x})
r_inter_method = kinds({True, 5}.intersection([x]))
r_union = kinds({True} | {x, 2})
r_diff = kinds({x, 2} - {True})
r_sym = kinds({x} ^ {2})
s = {True}
s |= {x}
r_ior = kinds(s)
t = {x, 3}
t &= {1, 3}
r_iand = kinds(t)
