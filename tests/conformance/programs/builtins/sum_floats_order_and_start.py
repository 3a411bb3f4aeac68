# probe: sum over floats is left-to-right (order changes the result); start values; bools; int/float mixing; refusals
# inputs
xs = [0.1] * 10
# body
r_tenth = sum(xs)
r_cancel = (sum([1e16, 1.0, -1e16]), sum([1.0, 1e16, -1e16]), sum([1e16, -1e16, 1.0]))
r_start = (sum(xs, 1.0), sum([1, 2], 0.5), sum([], 5), sum([], start=2.5), sum(range(4), start=-6))
r_bools = (sum([True, True, False]), sum([True], 0.5), type(sum([True, True])).__name__)
r_mixed_type = [type(v).__name__ for v in (sum([1, 2.0]), sum([1, 2]), sum([], 0.0), sum([0.5, 0.5]))]
r_lists = sum([[1], [2.5], []], [])
r_tuples = sum([(1,), (2,)], ())
r_gen = sum(v * v for v in (0.5, 1.5))
r_inf = (sum([float('inf'), 1.0]), str(sum([float('inf'), float('-inf')])))
try:
    sum(['a', 'b'], '')
except TypeError as e:
    r_str = type(e).__name__
try:
    sum([1, 'a'])
except TypeError as e:
    r_mix = type(e).__name__
