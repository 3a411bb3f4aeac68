# probe: a str subclass with its own __str__: str()/f-string/%s/format use it, join/concat/methods use the characters; methods return plain str
# inputs
raw = "ab"
# body
class Tag(str):
    def __str__(self):
        return "TAG"
    def __repr__(self):
        return "Tag!"
t = Tag(raw)
r_str = str(t)
r_fstr = f"{t}"
r_fstr_spec = f"{t:>4}"
r_fstr_r = f"{t!r}"
r_pct = "%s|%r" % (t, t)
r_format = "{}|{:<3}|{!s}".format(t, t, t)
r_join = "-".join([t, t])
r_concat = t + "c"
r_upper = t.upper()
r_upper_type = type(t.upper()).__name__
r_slice_type = type(t[:1]).__name__
r_eq = (t == "ab", t == "TAG", len(t))
r_in_list = [t, "x"].index("ab")
r_isinstance = isinstance(t, str)
r_repr_list = repr([t])
