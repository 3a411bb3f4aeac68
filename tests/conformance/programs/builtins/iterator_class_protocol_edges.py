# probe: iterator classes: __iter__ returning self (exhausted after one pass) vs a new iterator (each pass fresh); a __next__ that resumes after StopIteration; __iter__ returning a non-iterator
# inputs
n = 3
# body
class Countdown:
    def __init__(self, k):
        self.k = k
    def __iter__(self):
        return self
    def __next__(self):
        if self.k <= 0:
            raise StopIteration
        self.k -= 1
        return self.k
cd = Countdown(n)
r_first_pass = list(cd)
r_second_pass = list(cd)
class Range3:
    def __init__(self, k):
        self.k = k
    def __iter__(self):
        return Countdown(self.k)
r3 = Range3(n)
r_fresh = (list(r3), list(r3), sum(r3), max(r3))
class Flaky:
    def __init__(self):
        self.calls = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.calls += 1
        if self.calls % 3 == 0:
            raise StopIteration
        return self.calls
f = Flaky()
r_flaky = (list(f), list(f), f.calls)
class BadIter:
    def __iter__(self):
        return [1, 2]
try:
    for _ in BadIter():
        pass
    r_bad_for = "no error"
except TypeError as e:
    r_bad_for = type(e).__name__
try:
    r_bad_list = list(BadIter())
except TypeError as e:
    r_bad_list = type(e).__name__
try:
    r_bad_iter = iter(BadIter())
except TypeError as e:
    r_bad_iter = type(e).__name__
class NoneIter:
    __iter__ = None
try:
    iter(NoneIter())
except TypeError as e:
    r_none_iter = type(e).__name__
