# probe: builtins and operators use the class's dunder even when the instance has an attribute of the same name: len, call, str, repr, bool, iter, contains, getitem, add, eq, hash, format
# inputs
n = 2
# body
class Row:
    def __len__(self): return 6
    def __call__(self): return "class-call"
    def __str__(self): return "class-str"
    def __repr__(self): return "class-repr"
    def __bool__(self): return True
    def __iter__(self): return iter([1, 2])
    def __contains__(self, x): return x == 1
    def __getitem__(self, i): return ("class", i)
    def __add__(self, o): return "class-add"
    def __eq__(self, o): return "class-eq"
    def __hash__(self): return 7
    def __format__(self, spec): return "class-format"
r = Row()
r.__len__ = lambda: n
r.__call__ = lambda: "inst-call"
r.__str__ = lambda: "inst-str"
r.__repr__ = lambda: "inst-repr"
r.__bool__ = lambda: False
r.__iter__ = lambda: iter([9])
r.__contains__ = lambda x: False
r.__getitem__ = lambda i: ("inst", i)
r.__add__ = lambda o: "inst-add"
r.__eq__ = lambda o: "inst-eq"
r.__hash__ = lambda: 99
r.__format__ = lambda spec: "inst-format"
r_len = len(r)
r_call = r()
r_str = str(r)
r_repr = repr(r)
r_fstr = f"{r}|{r!s}|{r!r}"
r_bool = bool(r)
r_if = "t" if r else "f"
r_iter = list(r)
r_in = 1 in r
r_item = r[n]
r_add = r + 1
r_eq = r == 1
r_hash = hash(r)
r_explicit = (r.__len__(), r.__call__(), r.__str__())
