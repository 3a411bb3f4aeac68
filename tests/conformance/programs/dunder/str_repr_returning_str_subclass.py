# probe: __str__/__repr__/__format__ returning a str subclass: str(), repr(), format(), f-string, %-format keep or drop the subclass
# inputs
s = "x"
# body
class MyStr(str):
    pass
class S:
    def __str__(self):
        return MyStr(s)
    def __repr__(self):
        return MyStr("r" + s)
r_str = type(str(S())).__name__
r_repr = type(repr(S())).__name__
r_format = type(format(S())).__name__
r_fstring = type(f"{S()}").__name__
r_fstring_r = type(f"{S()!r}").__name__
r_percent = type("%s" % S()).__name__
r_percent_r = type("%r" % (S(),)).__name__
r_concat = type("" + str(S())).__name__
r_values = (str(S()), repr(S()), f"<{S()}>")
r_list_repr = repr([S()])
r_is_str = isinstance(str(S()), str)
r_str_of_sub = type(str(MyStr("q"))).__name__
