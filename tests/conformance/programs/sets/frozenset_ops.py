# probe: frozenset operations return frozensets; mixed with sets the left type wins
# inputs
a = frozenset([1, 2])
b = {2, 3}
# body
r_or_type = type(a | b).__name__
r_ror_type = type(b | a).__name__
r_or = a | b
r_hash_key = {a: "frozen"}[frozenset([2, 1])]
try:
    a.add(3)
except AttributeError as e:
    r_immutable = type(e).__name__
r_copy_is = a.copy() is a
