# probe: what a for loop iterates: the old __getitem__ protocol stops at IndexError, __iter__ returning a non-iterator is TypeError, a StopIteration ends the loop without running into else differently, an error from __next__ propagates after earlier iterations ran
# inputs
limit = 3
# body
class Old:
    def __getitem__(self, i):
        if i >= limit:
            raise IndexError(i)
        return i * 10
r_old = [x for x in Old()]
class BadIter:
    def __iter__(self):
        return 42
try:
    for x in BadIter():
        pass
except TypeError as e:
    r_bad_iter = type(e).__name__
class Count:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > limit:
            raise StopIteration
        if self.i == 99:
            raise KeyError("never")
        return self.i
seen = []
for x in Count():
    seen.append(x)
else:
    seen.append("else")
r_seen = seen
class Breaks(Count):
    def __next__(self):
        v = Count.__next__(self)
        if v == 2:
            raise LookupError("at two")
        return v
got = []
try:
    for x in Breaks():
        got.append(x)
    else:
        got.append("else")
except LookupError as e:
    got.append(type(e).__name__)
r_got = got
c = Count()
r_shared = (next(iter(c)), [x for x in c], list(c))
