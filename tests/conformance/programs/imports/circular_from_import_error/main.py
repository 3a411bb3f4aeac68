# probe: a circular import: the second module sees the first partially initialised: a name bound before the cycle imports, a later one is ImportError (from-import) / AttributeError (attribute)
# inputs
k = 1
# body
import alpha
import beta
r_b = alpha.B_VALUE
r_got = beta.GOT
r_attr = beta.ATTR
r_has = beta.HAS
r_late_now = alpha.LATE
r_k = k
