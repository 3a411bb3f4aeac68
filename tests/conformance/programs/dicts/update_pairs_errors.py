# probe: dict.update and dict() with kwargs, iterables of pairs, bad pairs (ValueError/TypeError) and what was applied before the error
# inputs
pairs = [("bs", 32), ["lr", 0.1], "xy"]
extra = 8
# body
d = {}
d.update(pairs, workers=extra)
r_mixed = d
d.update(bs=64)
r_kw_only = d
d.update({"bs": 1}, bs=2)
r_kw_wins = d["bs"]
def upd(arg):
    d = {"k": 0}
    try:
        d.update(arg)
        return d
    except (TypeError, ValueError) as e:
        return (type(e).__name__, d)
r_three = upd([("a", 1), ("b", 2, 3)])
r_one = upd([("a", 1), ("b",)])
r_int_item = upd([("a", 1), 5])
r_str_long = upd(["abc"])
r_int = upd(5)
r_unhashable = upd([([1], 2)])
r_none = upd(None)
r_gen = upd((k, len(k)) for k in ["aa", "b"])
try:
    dict([("a", 1)], [("b", 2)])
    r_two_pos = "ok"
except TypeError as e:
    r_two_pos = type(e).__name__
r_ctor_kw = dict([("a", 1)], a=2, b=extra)
