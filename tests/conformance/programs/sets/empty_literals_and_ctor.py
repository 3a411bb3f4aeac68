# probe: {} is a dict, set() a set; set()/frozenset() from strings, dicts, ranges, generators; frozenset of a frozenset is that object; set of a set is a copy
# inputs
word = "hello"
# body
r_types = (type({}).__name__, type(set()).__name__, type({*()}).__name__, type({**{}}).__name__)
r_from_str = sorted(set(word))
r_from_dict = sorted(set({"b": 1, "a": 2}))
r_from_range = sorted(frozenset(range(3)))
r_from_gen = sorted(set(c.upper() for c in word))
f = frozenset(word)
r_frozen_same = frozenset(f) is f
s = set(word)
t = set(s)
t.add("z")
r_copy = (len(s), len(t), s is t)
r_star = sorted({*word, *"xy"})
r_bool = (bool(set()), bool({0}), bool(frozenset()))
try:
    set(5)
except TypeError as e:
    r_int = type(e).__name__
try:
    set([[1]])
except TypeError as e:
    r_unhashable = type(e).__name__
r_len_empty_frozen = len(frozenset()), frozenset() == set()
