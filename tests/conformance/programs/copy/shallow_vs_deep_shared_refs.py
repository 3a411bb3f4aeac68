# probe: copy.copy shares nested objects, deepcopy copies them once each (shared references stay shared, cycles kept); immutable atoms and all-immutable tuples are returned as is
# inputs
inner = [1, 2]
# body
import copy
outer = [inner, inner, {"k": inner}]
sh = copy.copy(outer)
dp = copy.deepcopy(outer)
inner.append(3)
r_shallow = (sh[0], sh is outer, sh[0] is inner)
r_deep = (dp[0], dp[0] is dp[1], dp[2]["k"] is dp[0], dp[0] is inner)
t = (1, "a", (2, 3))
r_tuple_same = (copy.copy(t) is t, copy.deepcopy(t) is t)
t2 = (1, inner)
d2 = copy.deepcopy(t2)
r_tuple_with_list = (d2 is t2, d2[1] is inner, d2[1])
r_atoms = (copy.deepcopy("s") == "s", copy.copy(5) == 5, copy.deepcopy(None) is None)
cyc = {"name": "root"}
cyc["self"] = cyc
cyc["list"] = [cyc]
dc = copy.deepcopy(cyc)
r_cycle = (dc["self"] is dc, dc["list"][0] is dc, dc is cyc)
r_frozen = copy.copy(frozenset({1})) == frozenset({1})
s = {1, 2}
sc = copy.copy(s)
sc.add(3)
r_set_copy = (sorted(s), sorted(sc))
_memo = {}
x = copy.deepcopy([inner], _memo)
r_memo_used = (_memo[id(inner)] is x[0], x[0] == inner)
r_memo_len = len(_memo)
