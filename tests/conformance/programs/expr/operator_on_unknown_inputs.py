# probe: operator functions applied to inputs (unknown in a variant): results stored in a list and a dict, compared, and used as an index; a TypeError from mixed types caught
# inputs
a = 6
b = 4
s = "xy"
# body
import operator
ops = [operator.add, operator.sub, operator.mul, operator.floordiv, operator.mod]
r_vals = [op(a, b) for op in ops]
table = {op.__name__: op(a, b) for op in ops}
r_table = sorted(table.items())
r_cmp = [operator.lt(a, b), operator.eq(a, b), operator.contains(s, "y")]
r_index = operator.getitem(s, operator.mod(a, b) - 1)
try:
    operator.add(s, a)
    r_err = "none"
except TypeError as e:
    r_err = type(e).__name__
r_rep = operator.mul(s, operator.sub(a, b))
