# probe: tuple == and < use identity before ==: the same nan object compares equal inside tuples, distinct nans do not; lists alike
# inputs
x = float("nan")
# body
y = float("nan")
r_same = ((x,) == (x,), [x] == [x], (x, 1) < (x, 2))
r_distinct = ((x,) == (y,), (x, 1) < (y, 2), (x, 1) > (y, 0))
r_ne = ((x,) != (x,), (x,) != (y,))
r_le = ((x,) <= (x,), (x,) <= (y,))
r_in = (x in (x,), y in (x,))
r_count = (x, y, x).count(x)
r_nested = ((x, (x,)) == (x, (x,)))
r_dict_eq = {"k": x} == {"k": x}
