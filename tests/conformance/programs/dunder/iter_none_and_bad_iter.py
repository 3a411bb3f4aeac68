# probe: __iter__ = None blocks iteration even with __getitem__; __iter__ returning a non-iterator; StopIteration from __getitem__
# inputs
n = 3
# body
class Blocked:
    __iter__ = None
    def __getitem__(self, i):
        if i >= n:
            raise IndexError(i)
        return i
try:
    list(Blocked())
except TypeError as e:
    r_blocked = str(e)
try:
    r_blocked_in = 1 in Blocked()
except TypeError as e:
    r_blocked_in = str(e)
class BadIter:
    def __iter__(self):
        return [1, 2]
try:
    for _ in BadIter():
        pass
except TypeError as e:
    r_bad_iter = str(e)
class StopsEarly:
    def __getitem__(self, i):
        if i == n - 1:
            raise StopIteration
        return i * 2
r_stops = list(StopsEarly())
class KeyErr:
    def __getitem__(self, i):
        raise KeyError(i)
try:
    list(KeyErr())
except KeyError as e:
    r_keyerr = e.args
class SelfIter:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > n:
            raise StopIteration
        return self.i
it = SelfIter()
r_first = list(it)
r_again = list(it)
r_iter_same = iter(it) is it
class NoNext:
    def __iter__(self):
        return self
try:
    iter(NoNext())
except TypeError as e:
    r_no_next = str(e)
