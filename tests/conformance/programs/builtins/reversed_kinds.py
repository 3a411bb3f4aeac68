# probe: reversed() over range with steps, list, tuple, str, dict, dict views; refusals for sets, iterators, generators, ints; laziness over a list that changes
# inputs
n = 10
seq = [1, 2, 3]
# body
r_range = (list(reversed(range(1, n, 4))), list(reversed(range(n, 0, -3))), list(reversed(range(0))))
r_str = "".join(reversed("fp16"))
r_tuple = tuple(reversed((1, "a", None)))
def attempt(x):
    try:
        return list(reversed(x))
    except TypeError as e:
        return type(e).__name__
r_set = attempt({1, 2})
r_frozen = attempt(frozenset())
r_int = attempt(5)
r_none = attempt(None)
a = list(seq)
it = reversed(a)
first = next(it)
a.append(4)
r_after_append = (first, list(it))
b = list(seq)
it2 = reversed(b)
b.clear()
r_after_clear = list(it2)
r_dict = list(reversed({"x": 1, "y": 2}.items()))
r_iter = attempt(iter(seq))
r_gen = attempt(v for v in seq)
