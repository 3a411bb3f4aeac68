# probe: !a of a list runs each item's __repr__; one that raises propagates (here uncaught)
# expect: raises KeyError
# inputs
tag = "\u00e9"
# body
class A:
    def __repr__(self):
        raise KeyError("no repr")
class B:
    def __repr__(self):
        return "B\u00e9"
r_ok = f"{[tag, B()]!a}"
r_plain = f"{[tag]!a}"
r_before = "set"
r_bad = f"{[tag, A()]!a}"
r_after = "unreached"
