# probe: ExceptionGroup construction, subgroup and split
# inputs
n = 3
# body
eg = ExceptionGroup("group", [ValueError(i) for i in range(n)] + [TypeError("t")])
r_len = len(eg.exceptions)
r_msg = eg.message
match_, rest = eg.split(ValueError)
r_split = (len(match_.exceptions), len(rest.exceptions))
r_sub = eg.subgroup(TypeError).exceptions[0].args
r_isinstance = isinstance(eg, Exception)
