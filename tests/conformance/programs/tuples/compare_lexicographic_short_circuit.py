# probe: tuple comparison: first unequal item decides, equal items compared only by ==, uncomparable items raise only if reached, length breaks ties
# inputs
a = (1, 2)
b = (1, 2, 0)
# body
r_prefix = (a < b, a <= b, b > a, a == b[:2])
r_first_decides = (1, "z") < (2, None)
try:
    r_reached = (1, None) < (1, 2)
except TypeError as e:
    r_reached = type(e).__name__
r_eq_mixed = ((1, "x") == (1, 2), (None, 1) == (None, 1))
r_none_equal_then = (None, 1) < (None, 2)
r_nested = ((1, (2, 3)) < (1, (2, 4)), ((), 1) < ((0,), 0))
r_float_int = ((1, 2.0) == (1.0, 2), (1, 2) < (1, 2.5))
r_bool = (True, 0) == (1, False)
calls = []
class C:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        calls.append(("eq", self.v))
        return self.v == other.v
    def __lt__(self, other):
        calls.append(("lt", self.v))
        return self.v < other.v
r_obj = (C(1), C(2)) < (C(1), C(3))
r_calls = calls
r_max = max([(2, "a"), (2, "b"), (1, "z")])
r_min_len = min([(1, 2, 3), (1, 2), (1, 2, 0)])
