# probe: values equal but not the same (`1`, `1.0`, `True`; `0.0`, `-0.0`): which one a container, a builtin or a merge keeps is the one Python keeps
# inputs
a = 1
b = 1.0
c = True
z = 0.0
nz = -0.0
# body
r_set = {a, b, c}
r_set_rev = {c, b, a}
r_dict = {a: 'int', b: 'float', c: 'bool'}
r_dict_keys = list(r_dict)
r_max = max(a, b, c)
r_min = min(c, b, a)
r_max_list = max([b, a])
r_sorted = sorted([c, b, a])
r_index = [b, a, c].index(c)
r_count = [a, b, c].count(1)
r_fromkeys = list(dict.fromkeys([b, a, c]))
r_setdefault = {b: 0}
r_setdefault.setdefault(a, 5)
r_keys_after = list(r_setdefault)
r_zero_set = {z, nz}
r_zero_max = max(z, nz)
r_zero_min = min(nz, z)
r_sum = sum([c, c])
r_sum_f = sum([b, a])
r_abs = abs(nz)
r_round = round(nz)
r_union = {a} | {b}
r_inter = {b} & {a}
r_tuple_in = (c in (a,), b in [c])
r_sorted_key = sorted([b, a, c], key=lambda x: 0)
r_update = {a: 1}
r_update.update({b: 2})
r_update_keys = list(r_update.items())
r_repr = repr(r_set) + repr(r_set_rev) + repr(r_dict_keys) + repr(r_max) + repr(r_min) + repr(r_fromkeys) + repr(r_zero_set) + repr(r_zero_max) + repr(r_zero_min) + repr(r_union) + repr(r_inter)
