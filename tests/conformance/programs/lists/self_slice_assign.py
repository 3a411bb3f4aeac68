# probe: a list assigned into its own slice, extended by itself, and repeated in place
# inputs
base = [1, 2, 3]
# body
a = list(base)
a[1:2] = a
r_into_self = a
b = list(base)
b[::-1] = b
r_rev_self = b
c = list(base)
c.extend(c)
r_extend_self = c
d = list(base)
d += d
r_iadd_self = d
e = list(base)
e[:0] = e
r_prepend_self = e
f = list(base)
f[len(f):] = f[::-1]
r_append_rev = f
