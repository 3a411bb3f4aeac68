# probe: an intersection keeps the items of what CPython goes over: the smaller set (the right operand, or the argument, when they are as large), or any other iterable given to `intersection()`; `{1.0} & {1}` is `{1}`
# inputs
a = 1
b = 1.0
c = True
# body
def kinds(s):
    return sorted(type(x).__name__ for x in s)
r_op = kinds({b} & {a})
r_op_left_smaller = kinds({b} & {a, 2})
r_op_right_smaller = kinds({b, 2} & {a})
r_method = kinds({b}.intersection({a}))
r_method_list = kinds({b, 2}.intersection([a, c]))
s = {b, 3}
s &= {a}
r_iand = kinds(s)
t = {b}
t.intersection_update([a])
r_update = kinds(t)
r_multi = kinds({b, 2}.intersection({a, 2, 5}, [2.0, 1]))
r_frozen = kinds(frozenset({b}) & {c})
