# probe: reversed over dicts, dict views and ranges (and the error on iterators); filter(None, ...); divmod over signs and floats; abs; round half-even and negative digits
# inputs
d = {"a": 1, "b": 2, "c": 3}
r0 = 10
mixed = [0, 1, "", "a", None, [], [0], 0.0, -1]
# body
r_rev_dict = list(reversed(d))
r_rev_items = list(reversed(d.items()))
r_rev_values = list(reversed(d.values()))
r_rev_range = (list(reversed(range(r0, 0, -3))), list(reversed(range(0))), list(reversed(range(1, r0, 4))))
r_rev_str = "".join(reversed("abc"))
r_rev_tuple = tuple(reversed((1, 2)))
try:
    reversed(iter([1, 2]))
    r_rev_iter = "ok"
except TypeError as e:
    r_rev_iter = type(e).__name__
try:
    reversed({1, 2})
    r_rev_set = "ok"
except TypeError as e:
    r_rev_set = type(e).__name__
r_filter = list(filter(None, mixed))
r_filter_fn = list(filter(lambda v: isinstance(v, str), mixed))
r_divmod = (divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(-7, -2), divmod(7.5, 2), divmod(-7.5, 2), divmod(7, -2.0), divmod(-0.0, 1), divmod(True, 2))
r_abs = (abs(-0.0), abs(True), abs(-5), abs(3 + 4j), abs(-2**70))
r_round = (round(2.5), round(3.5), round(-0.5), round(0.125, 2), round(2.675, 2), round(1250, -2), round(1350, -2), round(-1250, -2), round(7, None), round(1.5, 0), round(123.456, -1))
r_round_types = (type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(5, 2)).__name__)
try:
    divmod(1, 0)
    r_div0 = "ok"
except ZeroDivisionError as e:
    r_div0 = type(e).__name__
try:
    divmod(1.0, 0)
    r_div0f = "ok"
except ZeroDivisionError as e:
    r_div0f = type(e).__name__
try:
    round(float("inf"))
    r_round_inf = "ok"
except OverflowError as e:
    r_round_inf = type(e).__name__
try:
    round(float("nan"))
    r_round_nan = "ok"
except ValueError as e:
    r_round_nan = type(e).__name__
r_round_nan_digits = str(round(float("nan"), 2))
try:
    round(1.5, 1.0)
    r_round_float_digits = "ok"
except TypeError as e:
    r_round_float_digits = type(e).__name__
