# probe: str.join materialises its argument first: a generator that raises part way leaves nothing joined; non-str items name the TypeError
# inputs
items = ["a", "b", 3, "d"]
# body
seen = []
def gen(xs):
    for x in xs:
        seen.append(x)
        yield x
try:
    "-".join(gen(items))
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
r_seen = list(seen)
def boom():
    yield "a"
    raise ValueError("stop")
try:
    "".join(boom())
    r_boom = "ok"
except ValueError as e:
    r_boom = type(e).__name__
r_ok = "-".join(str(x) for x in items)
r_dict = "/".join({"k1": 1, "k2": 2})
r_nested = "|".join(["".join(p) for p in (("a", "b"), ("c",), ())])
r_single = "x".join(["only"])
try:
    "".join(["a", None])
    r_none = "ok"
except TypeError as e:
    r_none = type(e).__name__
try:
    "".join(5)
    r_int = "ok"
except TypeError as e:
    r_int = type(e).__name__
