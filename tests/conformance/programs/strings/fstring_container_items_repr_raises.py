# probe: an f-string of a list shows its items by __repr__, so an item's raising __repr__ propagates (here uncaught)
# expect: raises KeyError
# inputs
n = 1
# body
class A:
    def __repr__(self):
        raise KeyError("no repr")
class B:
    def __repr__(self):
        return "B!"
items = [n, A()]
r_ok = f"{[n, B()]}|{(B(),)}|{ {'k': B()} }"
r_before = "set"
r_bad = f"{items}"
r_after = "unreached"
