# probe: walrus targets of set, dict and generator comprehensions over items not known exactly
# inputs
n = 4
# body
r_6 = [13, 0, 7]
del r_6[::2]
r_set = {(z := v) for v in r_6[1:]}
r_dict = {v: (q := v) for v in r_6[1:]}
r_len = len([v for v in r_6[1:]])
r_any = any((w := v) > 3 for v in r_6[1:])
