# probe: any/all/not over objects with __bool__ and __len__: short-circuit stops calling, __len__ negative is ValueError, __bool__ returning non-bool is TypeError
# inputs
vals = [0, 3, 0]
# body
calls = []
class T:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        calls.append(self.v)
        return self.v != 0
r_any = any(T(v) for v in vals)
r_any_calls = list(calls)
calls.clear()
r_all = all(T(v) for v in vals)
r_all_calls = list(calls)
calls.clear()
r_any_empty = any(T(v) for v in [])
class NegLen:
    def __len__(self):
        return -1
try:
    any([NegLen()])
except ValueError as e:
    r_neg = type(e).__name__
class StrBool:
    def __bool__(self):
        return "yes"
try:
    all([StrBool()])
except TypeError as e:
    r_strbool = type(e).__name__
class BigLen:
    def __len__(self):
        return 2 ** 70
try:
    bool(BigLen())
except OverflowError as e:
    r_big = type(e).__name__
r_list_truth = (any([[], [0]]), all([[], [0]]), any([0.0, 0j, ""]), all(["0", [[]], (None,)]))
