# probe: sequence repetition with negative, bool and zero counts, on either side; in-place repeat through an alias
# inputs
shape = [2, 3]
n = -2
# body
r_neg_list = shape * n
r_neg_left = n * tuple(shape)
r_neg_str = "ab" * n
r_true = shape * True
r_false = (False * shape, "x" * False)
a = list(shape)
alias = a
a *= n
r_alias = (alias, a is alias)
t = tuple(shape)
r_tuple_one_same = t * 1 is t
r_list_one_same = shape * 1 is shape
try:
    shape * 2.0
    r_float = "ok"
except TypeError as e:
    r_float = type(e).__name__
try:
    shape * shape
    r_list_list = "ok"
except TypeError as e:
    r_list_list = type(e).__name__
nested = [[]] * 3
nested[0].append(n)
r_shared = nested
