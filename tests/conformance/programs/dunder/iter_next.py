# probe: __iter__ and __next__: a user iterator in for, list, unpacking, zip
# inputs
limit = 3
# body
class Count:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
r_list = list(Count(limit))
r_for = [v * 2 for v in Count(2)]
c = Count(limit)
r_first = next(c)
r_rest = list(c)
r_zip = list(zip(Count(2), "ab"))
r_sum = sum(Count(4))
class Twice:
    def __iter__(self):
        yield 1
        yield 2
r_gen_iter = list(Twice()) + list(Twice())
