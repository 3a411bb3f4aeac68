# probe: next() with defaults after exhaustion, next on non-iterators, iter() of ints, iter with a sentinel over list.pop, iterators of dicts and views
# inputs
stack = [1, 2, 0, 3]
cfg = {"bs": 8, "lr": 1}
# body
it = iter([7])
r_first = next(it, "d")
r_after = (next(it, "d"), next(it, None))
def attempt(f, *a):
    try:
        return f(*a)
    except (TypeError, StopIteration) as e:
        return type(e).__name__
r_exhausted = attempt(next, it)
r_list = attempt(next, [1])
r_int_iter = attempt(iter, 5)
r_str_iter = next(iter("fp16"))
s = list(stack)
r_sentinel = list(iter(s.pop, 0))
r_left = s
r_iter_same = (lambda i: iter(i) is i)(iter([1]))
r_reversed_default = next(reversed([]), "none")
r_empty_default = next(iter(""), None)
r_default_kw = attempt(next, iter([]), *["x"])
r_dict_iter = (next(iter(cfg)), next(iter(cfg.items())), next(iter(cfg.values())))
