# probe: len() over ranges (huge ones overflow), views, strings with astral chars, bytes, and refusals for ints, iterators, generators, zip
# inputs
n = 10**20
cfg = {"a": 1, "b": 2}
# body
def attempt(x):
    try:
        return len(x)
    except (TypeError, OverflowError) as e:
        return type(e).__name__
r_neg_range = attempt(range(5, -5, -3))
r_views = (attempt(cfg.keys()), attempt(cfg.items()), attempt(cfg.values()))
r_containers = (attempt(frozenset("aab")), attempt({1: 2, 1.0: 3}), attempt([[]] * 3), attempt(((),)))
r_int = attempt(5)
r_iter = attempt(iter([1]))
r_gen = attempt(v for v in [1])
r_zip = attempt(zip([1], [2]))
r_map = attempt(map(str, [1]))
r_none = attempt(None)
r_type = type(len(cfg)).__name__
r_huge_range = attempt(range(n))
r_huge_step = attempt(range(-n, 0, n // 10))
r_str = (attempt("\U0001F600"), attempt("e\u0301"), attempt(""), attempt(b"\x00\x01"), attempt(bytearray(3)))
