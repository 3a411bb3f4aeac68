# probe: union, intersection, difference, symmetric difference as operators and methods
# inputs
a = {1, 2, 3}
b = {3, 4}
# body
r_or = a | b
r_and = a & b
r_sub = a - b
r_xor = a ^ b
r_union = a.union(b, [9])
r_inter = a.intersection([2, 3, 5])
r_diff = a.difference(b)
r_symdiff = a.symmetric_difference(b)
r_unchanged = a
c = set(a)
c |= b
c -= {1}
c &= {2, 3, 4, 7}
c ^= {9}
r_inplace = c
try:
    a | [1]
except TypeError as e:
    r_list_operand = type(e).__name__
