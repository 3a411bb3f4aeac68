# probe: generator methods, generator staticmethods/classmethods, a class body's generator expression sees only its first iterable from the class scope, __iter__ as a generator method
# inputs
xs = [1, 2, 3]
# body
class Bag:
    items = list(xs)
    doubled = list(x * 2 for x in items)
    try:
        crossed = list(x * y for x in items for y in items)
    except NameError as e:
        crossed = type(e).__name__
    def __init__(self, extra):
        self.extra = extra
    def __iter__(self):
        for x in self.items:
            yield x + self.extra
    @staticmethod
    def static_gen(n):
        yield from range(n)
    @classmethod
    def class_gen(cls):
        yield len(cls.items)
b = Bag(10)
r_iter = list(b)
r_iter_twice = (list(b), sum(b))
b.extra = 100
r_iter_changed = list(b)
r_doubled = Bag.doubled
r_crossed = Bag.crossed
r_static = list(Bag.static_gen(2))
r_class = list(Bag.class_gen())
r_in = 101 in b
r_sorted = sorted(b, reverse=True)
