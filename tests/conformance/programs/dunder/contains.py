# probe: __contains__ drives `in`; without it `in` iterates (__iter__ or __getitem__)
# inputs
needle = 4
# body
class Evens:
    def __contains__(self, v):
        return v % 2 == 0
class Iter:
    def __iter__(self):
        return iter([1, 2, 3])
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
r_contains = (needle in Evens(), 3 in Evens(), 3 not in Evens())
r_iter = (2 in Iter(), 5 in Iter())
r_getitem = (10 in Seq(), 15 in Seq())
class Truthy:
    def __contains__(self, v):
        return "yes"
r_coerced = 1 in Truthy()
