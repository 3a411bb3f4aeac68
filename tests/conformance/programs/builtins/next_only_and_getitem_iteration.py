# probe: a class with __next__ but no __iter__ works with next() but not in a for loop; a class with only __getitem__ iterates until IndexError, and `in` uses it
# inputs
limit = 4
# body
class OnlyNext:
    def __init__(self):
        self.i = 0
    def __next__(self):
        self.i += 1
        return self.i
on = OnlyNext()
r_next = (next(on), next(on))
try:
    for x in on:
        break
    r_for_only_next = "no error"
except TypeError as e:
    r_for_only_next = type(e).__name__
try:
    iter(on)
except TypeError as e:
    r_iter_only_next = type(e).__name__
class Seq:
    def __init__(self):
        self.asked = []
    def __getitem__(self, i):
        self.asked.append(i)
        if i >= limit:
            raise IndexError(i)
        return i * i
s = Seq()
r_list = list(s)
r_asked = list(s.asked)
s.asked.clear()
r_in = 4 in s
r_asked_in = list(s.asked)
r_not_in = 5 in Seq()
it = iter(Seq())
r_it_next = (next(it), next(it))
r_it_rest = list(it)
class KeySeq:
    def __getitem__(self, i):
        if i > 1:
            raise KeyError(i)
        return i
try:
    r_keyerr = list(KeySeq())
except KeyError as e:
    r_keyerr = type(e).__name__
r_unpack = tuple(Seq())
a, b, c, d = Seq()
r_abcd = (a, b, c, d)
