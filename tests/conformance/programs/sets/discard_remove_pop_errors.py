# probe: discard of a missing item is silent, remove raises KeyError with the item, pop of an empty set raises KeyError, unhashable arguments raise TypeError, a set argument is looked up as a frozenset
# inputs
items = ["a", "b"]
# body
s = set(items)
r_discard = (s.discard("zz"), sorted(s))
try:
    s.remove("zz")
except KeyError as e:
    r_remove = (type(e).__name__, e.args)
try:
    s.remove(["a"])
except TypeError as e:
    r_remove_list = type(e).__name__
try:
    s.discard({"a": 1})
except TypeError as e:
    r_discard_dict = type(e).__name__
s.pop()
s.pop()
try:
    s.pop()
except KeyError as e:
    r_pop_empty = (type(e).__name__, len(s))
nested = {frozenset(items), frozenset()}
nested.discard(set())
r_set_arg = (len(nested), set(items) in nested, {"a"} in nested)
nested.remove(set(items))
r_after = len(nested)
try:
    nested.remove({"q"})
except KeyError as e:
    r_missing_set = (type(e).__name__, type(e.args[0]).__name__)
