# probe: dict() and set() fed by generators whose items are wrong (wrong length, unhashable) or that raise part way: the error's text and how far the generator was pulled
# inputs
rows = [("a", 1), ("b", 2, 3), ("c", 3)]
# body
pulled = []
def gen(items):
    for it in items:
        pulled.append(it[0] if isinstance(it, tuple) else it)
        yield it
try:
    dict(gen(rows))
except ValueError as e:
    r_wrong_len = (str(e), list(pulled))
pulled.clear()
try:
    dict(gen([("a", 1), "xyz"]))
except ValueError as e:
    r_str_item = (str(e), list(pulled))
pulled.clear()
try:
    dict(gen([("a", 1), 5]))
except TypeError as e:
    r_int_item = (str(e), list(pulled))
pulled.clear()
try:
    set(gen([1, [2], 3]))
except TypeError as e:
    r_unhashable = (str(e), list(pulled))
pulled.clear()
try:
    {k: v for k, v in gen([("a", 1), ([1], 2)])}
except TypeError as e:
    r_dictcomp_unhashable = (str(e), list(pulled))
r_dict_two_char = dict(["ab", "cd"])
r_dict_dupes = dict(gen([("a", 1), ("a", 2)]))
def raises_midway():
    yield ("a", 1)
    raise KeyError("mid")
partial = {}
try:
    partial.update(raises_midway())
except KeyError:
    r_partial_update = partial
s = set()
try:
    s.update(x if x != 3 else [x] for x in range(5))
except TypeError:
    r_partial_set = sorted(s)
lst = []
try:
    lst.extend(10 // x for x in [5, 2, 0, 1])
except ZeroDivisionError:
    r_partial_extend = lst
