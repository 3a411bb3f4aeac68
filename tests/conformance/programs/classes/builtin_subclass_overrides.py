# probe: subclasses of list/dict/str/int overriding dunders: which builtins and statements use the override and which use the base
# inputs
items = [1, 2, 3]
# body
class ZeroLen(list):
    def __len__(self):
        return 0
z = ZeroLen(items)
r_zero = (len(z), bool(z), "yes" if z else "no", list(z), sum(z))
class RevIter(list):
    def __iter__(self):
        return iter(list.__iter__(self).__reduce__()[1][0][::-1]) if False else reversed(list(list.__iter__(self)))
ri = RevIter(items)
r_rev = (list(ri), [x for x in ri], tuple(ri), 2 in ri, ri[0], sorted(ri, reverse=True), str(ri))
class Upper(dict):
    def __getitem__(self, k):
        return dict.__getitem__(self, k.upper())
u = Upper({"A": 1, "b": 2})
r_upper = (u["a"], u.get("a"), "a" in u, dict(u), {**u}, list(u.items()))
class Defaulting(dict):
    def __missing__(self, k):
        return k * 2
dd = Defaulting(x=1)
r_missing = (dd["x"], dd["yy"], dd.get("yy"), "yy" in dd, len(dd))
class CaseStr(str):
    def __eq__(self, o):
        return self.lower() == str(o).lower()
    def __hash__(self):
        return hash(self.lower())
r_case = (CaseStr("ABC") == "abc", "abc" == CaseStr("ABC"), CaseStr("ABC") in ["abc"], {CaseStr("A"): 1}.get("a"), "abc" in {CaseStr("ABC")})
class Loose(int):
    def __eq__(self, o):
        return True
    __hash__ = int.__hash__
r_loose = (Loose(5) == 6, 6 == Loose(5), Loose(5) in [9], [9].count(Loose(5)), Loose(5) + 1, type(Loose(5) + 1).__name__)
class Counting(list):
    def append(self, x):
        super().append(x * 10)
c = Counting()
c.append(1)
c += [2]
c.extend([3])
r_counting = list(c)
