# probe: functools.reduce over shapes with and without an initial value, with operator functions and lambdas, over empty input, and with a function that raises part way
# inputs
shapes = [(2, 3), (4,), (), (5, 1, 2)]
# body
import functools
import operator
r_numel = [functools.reduce(operator.mul, s, 1) for s in shapes]
r_numel_noinit = [functools.reduce(lambda a, b: a * b, s) for s in shapes if s]
try:
    functools.reduce(operator.mul, ())
except TypeError as e:
    r_empty = (type(e).__name__, str(e))
r_single = functools.reduce(operator.add, [7])
r_concat = functools.reduce(operator.add, [list(s) for s in shapes], [])
r_concat_tuple = functools.reduce(operator.add, shapes)
r_max = functools.reduce(max, [3, 9, 2])
r_nested = functools.reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [("a", 1), ("b", 2), ("a", 3)], {})
r_str = functools.reduce(lambda a, b: f"{a}x{b}", [128, 256, 64])
r_str_init = functools.reduce(lambda a, b: f"{a}x{b}", [], "shape")
calls = []
def div(a, b):
    calls.append((a, b))
    return a // b
try:
    functools.reduce(div, [100, 5, 0, 2])
except ZeroDivisionError as e:
    r_partial = (type(e).__name__, list(calls))
r_dict_merge = functools.reduce(operator.or_, [{"a": 1}, {"b": 2}, {"a": 3}])
r_sets = functools.reduce(set.union, [{1}, {2, 3}, {1, 4}], set())
r_kw = functools.reduce(operator.sub, [10, 1, 2], 100)
try:
    functools.reduce(operator.add, [1, "a"])
except TypeError as e:
    r_mixed = (type(e).__name__, str(e))
acc = []
r_mutating = functools.reduce(lambda a, x: a.append(x) or a, [1, 2, 3], acc)
r_mutating_same = r_mutating is acc
r_gen = functools.reduce(operator.add, (x * x for x in range(5)))
