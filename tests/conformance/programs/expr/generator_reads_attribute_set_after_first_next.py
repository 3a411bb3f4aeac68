# probe: a generator method resumed after the first next() reads the instance attribute as set in between
# inputs
n = 3
# body
class C:
    def __init__(self):
        self.limit = 1
    def gen(self):
        i = 0
        while i < self.limit:
            yield i
            i += 1
c = C()
g = c.gen()
first = next(g)
c.limit = n
r_items = [first] + list(g)
