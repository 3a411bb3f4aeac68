# probe: keys()/items() views with set operators against lists, strings, sets, other views; items() with unhashable values
# inputs
d = {"a": 1, "b": [2], "c": 3}
other = {"b": 0, "c": 3, "z": 9}
# body
def attempt(f):
    try:
        r = f()
        return (type(r).__name__, sorted(r, key=repr))
    except TypeError as e:
        return type(e).__name__
r_and_list = attempt(lambda: d.keys() & ["a", "z"])
r_rand = attempt(lambda: ["a", "z"] & d.keys())
r_sub_str = attempt(lambda: d.keys() - "ab")
r_items_in = (("b", [2]) in d.items(), ("b", 2) in d.items(), "b" in d.items())
r_items_in_unhashable = [["b"], 1] in d.items()
r_keys_cmp = (d.keys() == {"a", "b", "c"}, d.keys() <= {"a", "b", "c", "d"}, d.keys() < d.keys(), d.keys() == ["a", "b", "c"])
r_disjoint = (d.keys().isdisjoint("xyz"), d.keys().isdisjoint(["a"]), d.items().isdisjoint([("a", 1)]))
r_values_eq = d.values() == d.values()
r_and_int = attempt(lambda: d.keys() & 5)
r_xor = attempt(lambda: d.keys() ^ other.keys())
r_or_views = attempt(lambda: d.keys() | other.keys())
r_items_and = attempt(lambda: d.items() & other.items())
r_items_hashable = attempt(lambda: other.items() | {("q", 1)})
r_items_sub = attempt(lambda: d.items() - other.items())
