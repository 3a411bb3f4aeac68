# probe: min/max keep the first of equal items across int/float/bool; key=abs ties; default with empty; key with mixed types
# inputs
vals = [1, 1.0, True]
# body
r_max = (max(vals), max(1.0, 1), max(True, 1, 1.0), max([0, False, 0.0, -0.0]))
r_min = (min(vals), min(1.0, True), min([0.0, False, 0, -0.0]), min(-0.0, 0.0))
r_types = [type(v).__name__ for v in (max(vals), min(1.0, True), max(True, 1), min(False, 0))]
r_key_abs = (max([-3, 3, 2], key=abs), min([-1, 1, 2], key=abs), max([-2.5, 2.5], key=abs), min([1, -1.0], key=abs))
r_key_neg = (max([1, 2, 3], key=lambda v: -v), min(vals, key=float))
r_default = (max([], default=0.0), min((), default=None), max([5], default=0))
r_gen = max(v * 0.5 for v in range(5))
try:
    max([])
except ValueError as e:
    r_empty = type(e).__name__
try:
    max(1, 'a')
except TypeError as e:
    r_mixed = type(e).__name__
