# probe: min/max with key and default: empty with default, first of equal keys kept (max too), key called once per item in order, errors
# inputs
xs = [3, -3, 2, -2]
# body
calls = []
def k(v):
    calls.append(v)
    return abs(v)
r_max = max(xs, key=k)
r_min = min(xs, key=k)
r_calls = list(calls)
r_empty_default = max([], default="none")
r_empty_key_default = min([], key=k, default=0)
r_args = max(1, 5, 3, key=lambda v: -v)
r_str = max(["aa", "b", "cc"], key=len)
def err(thunk):
    try:
        thunk()
        return "none"
    except (TypeError, ValueError) as e:
        return type(e).__name__
r_empty = err(lambda: max([]))
r_default_with_args = err(lambda: max(1, 2, default=0))
r_mixed = err(lambda: min([1, "a"]))
r_gen = max((v * v for v in xs), default=None)
