# probe: TypedDict functional syntax, dict methods on its instances, the class is not used as a type at run time
# inputs
k = "b"
# body
from typing import TypedDict
Movie = TypedDict("Movie", {"title": str, "year": int}, total=False)
m = Movie(title="x")
m[k] = 1
m.setdefault("year", 1999)
r_m = m
r_keys = sorted(Movie.__optional_keys__)
r_name = Movie.__name__
r_is_dict = (type(m) is dict, isinstance(m, dict))
r_pop = m.pop(k)
r_len = len(m)
r_copy = Movie(m) == m
r_from_pairs = Movie([("title", "y")])
