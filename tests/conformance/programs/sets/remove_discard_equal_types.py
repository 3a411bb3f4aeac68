# probe: set remove/discard/in with equal values of other types (1/1.0/True), frozenset looked up by set, unhashable lookups
# inputs
ids = [1, 2, 3]
# body
s = set(ids)
s.discard(True)
r_discard_true = sorted(s)
s.remove(2.0)
r_remove_float = sorted(s)
r_in = (3.0 in s, "3" in s)
fs = {frozenset({1, 2}), frozenset()}
fs.remove({1, 2})
r_remove_by_set = fs
r_set_in = (set() in fs, {5} in fs)
def attempt(f):
    try:
        return f()
    except (TypeError, KeyError) as e:
        return type(e).__name__
r_list_in = attempt(lambda: [1] in s)
r_dict_discard = attempt(lambda: s.discard({}))
r_remove_missing = attempt(lambda: s.remove(99))
r_add_unhashable = attempt(lambda: s.add([1]))
r_after = sorted(s)
r_add_equal = [type(v).__name__ for v in (lambda t: (t.add(3.0), t)[1])({3})]
